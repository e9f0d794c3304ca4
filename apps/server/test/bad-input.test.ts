/**
 * Bad input, property-based (fast-check): every write call of the table, sent a valid input with
 * one field made bad — missing, mistyped, oversize, blank, an unknown enum value, a forged id, a
 * character the store cannot hold — plus arbitrary extra fields, and sent in the wrong encoding.
 * Each answer must be an errcode envelope (≠ 0, clear errmsg, no result), never a 500, and
 * nothing may be stored or changed.
 */
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import fc from "fast-check";
import { splitInput } from "@doctor-console/api";
import { contract, type CallName } from "@doctor-console/api/contract";
import { doctorTitles, doseUnits, PHONE_PATTERN, type Doctor } from "@doctor-console/domain";
import { createFixtures } from "@doctor-console/domain/fixtures";
import { accounts, TODAY, useHarness, type Browser } from "./harness";

const h = useHarness();
const fixtures = createFixtures(TODAY);
const RUNS = Number(process.env.BAD_INPUT_RUNS ?? 40);
const MAX_INT = 2_147_483_647;

let zhang: Browser;
let profile: Doctor;
let patientId: number;

beforeAll(async () => {
  zhang = h.browser();
  await zhang.signInAs(accounts.verified);
  profile = (await zhang.client.account.getProfile({})).doctor;
  patientId = await zhang.client.nutrition.addNutritionPatient({
    doctorId: 1001,
    npName: "属性测试",
    npAge: 60,
    npSex: "1",
    npPhone: "13912345678",
    npHeight: 170,
    npWeight: 60,
  });
});

// ---- arbitraries of bad values

/** A field left out. */
const MISSING = Symbol("missing");
const missing = fc.constant(MISSING);
/** Not a string (JSON bodies). */
const notString = fc.oneof(
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);
/** Not an array (JSON bodies). */
const notArray = fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.constant(null), fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 2 }));
const blank = fc.constantFrom("", " ", "  \t\n", "\u3000");
const oversize = (max: number) =>
  max > 5_000 ? fc.constant("长".repeat(max + 1)) : fc.string({ minLength: max + 1, maxLength: max + 30, unit: "grapheme" });
/** NUL: no platform text holds it (and PostgreSQL cannot store it). */
const withNul = fc.string({ maxLength: 8 }).map((s) => `${s}\u0000`);
/**
 * Characters no platform text holds, in JSON bodies: NUL and lone surrogates. (A form body cannot
 * carry a lone surrogate: URL encoding turns it into U+FFFD, which is fine text.)
 */
const unstorable = fc.oneof(withNul, fc.constantFrom("a\ud800", "\udc00b", "x\ud83dy"));
/** Strings that are not numbers at all. */
const nonNumeric = fc.string({ maxLength: 12 }).filter((s) => Number.isNaN(Number(s)));
/** Numbers outside [min, max] or not whole. */
const outOfRange = (min: number, max: number) =>
  fc.oneof(
    fc.integer({ min: -1_000_000, max: min - 1 }),
    fc.integer({ min: max + 1, max: max + 1_000_000 }),
    fc.double({ min, max, noNaN: true, noDefaultInfinity: true }).filter((n) => !Number.isInteger(n)),
  );
/** Bad ids: not positive whole numbers within int4. */
const badId = fc.oneof(
  fc.integer({ min: -1_000_000, max: 0 }),
  fc.integer({ min: MAX_INT + 1, max: Number.MAX_SAFE_INTEGER }),
  fc.double({ min: 0.5, max: 1e6, noNaN: true }).filter((n) => !Number.isInteger(n)),
  nonNumeric,
);
/** Well-formed ids that are nobody's (or another doctor's). */
const forgedId = (excluded: readonly number[]) =>
  fc.oneof(fc.integer({ min: 100_000, max: MAX_INT }), fc.integer({ min: 1, max: 99_999 })).filter((n) => !excluded.includes(n));
const stringNotIn = (allowed: readonly string[]) => fc.string({ maxLength: 12 }).filter((s) => !allowed.includes(s));
const numberNotIn = (allowed: readonly number[]) => fc.integer({ min: -100, max: 100 }).filter((n) => !allowed.includes(n));
const badDate = fc.oneof(
  fc.string({ minLength: 1, maxLength: 10 }).filter((s) => !/^\d{4}-\d{2}-\d{2}$/.test(s)),
  fc.constantFrom("2026-02-30", "2026-13-01", "0000-00-00", "2026-11-31"),
);

// ---- the write calls, each with a valid input and its bad values

const zhangIds = {
  articles: fixtures.articles.map((a) => a.articleId),
  orders: fixtures.orders.map((o) => o.payRecordId),
  nonPending: fixtures.orders.filter((o) => o.state !== 1).map((o) => o.payRecordId),
  pending: fixtures.orders.find((o) => o.state === 1)!.payRecordId,
};
const selfIds = [1001, 1];
const otherDoctorId = fc.oneof(fc.constantFrom(1002, 1003, 2, 3), forgedId(selfIds));

interface WriteCall {
  name: CallName;
  /** Who sends it (default: 张明远, the doctor with data everywhere). */
  anonymous?: boolean;
  base: () => Record<string, unknown>;
  /** Per field, values the server must refuse. */
  bad: Record<string, fc.Arbitrary<unknown>>;
  /** Bad combinations of fields. */
  combos?: fc.Arbitrary<Record<string, unknown>>[];
  /** More state that must not change (beyond the entity tables). */
  extra?: () => Promise<unknown>;
}

const articleBase = () => ({
  articleId: 0,
  title: "属性测试文章",
  content: "<p>正文</p>",
  categoryId: 2,
  tagId: 1,
  isEssence: 0,
  price: 0,
  isOpenDiscuss: 0,
  imgUrl: "",
  outUrl: "",
});
const pgsgaBase = () => ({
  nutritionPatientId: patientId,
  weightLost: "1",
  weightState: "0",
  mealIntake: "1",
  currentFeed: "2",
  eatIssueSymptoms: ["eatIssueSymptomC"],
  achePart: "",
  activity: "B",
  elseIllness: [],
  stressState: "1",
  eyesAxunge: "0",
});
const mediaUrl = fc.oneof(
  fc.webUrl(),
  fc.constantFrom("javascript:alert(1)", "/uploads/../../etc/passwd", "//evil.example/x.mp4", "/api/management/login", "data:image/png;base64,AAAA"),
);

const writeCalls: WriteCall[] = [
  {
    name: "saveProfile",
    base: () => ({ ...profile }),
    bad: {
      doctorName: fc.oneof(missing, notString, blank, oversize(20), unstorable),
      sex: fc.oneof(missing, stringNotIn(["男", "女"]), fc.integer()),
      birthDay: fc.oneof(missing, badDate, fc.integer()),
      hospital: fc.oneof(missing, blank, oversize(100), notString),
      hospitalLevel: fc.oneof(missing, outOfRange(1, 3), nonNumeric),
      province: fc.oneof(missing, stringNotIn(fixtures.areas.map((a) => a.value)), oversize(20)),
      city: stringNotIn(["110100"]),
      county: stringNotIn(["", "110101", "110102", "110105", "110108"]),
      department: fc.oneof(missing, blank, oversize(50), notString),
      secondDepartment: fc.oneof(oversize(50), fc.integer(), fc.constant(null)),
      title: fc.oneof(missing, stringNotIn(doctorTitles)),
      practiceYear: fc.oneof(missing, outOfRange(1, 5), nonNumeric),
      photoUrl: fc.oneof(fc.string({ minLength: 1, maxLength: 60 }).filter((s) => s !== profile.photoUrl), oversize(500), fc.integer()),
    },
  },
  {
    name: "deleteVerification",
    base: () => ({ path: "/uploads/demo/zhang-frontIDCard.png" }),
    bad: {
      path: fc.oneof(missing, blank, oversize(500), withNul, fc.string({ maxLength: 40 }).filter((s) => !s.startsWith("/uploads/demo/zhang-"))),
    },
  },
  {
    name: "login",
    anonymous: true,
    base: () => ({ usersname: accounts.verified, password: "doctor123" }),
    bad: {
      usersname: fc.oneof(missing, fc.constant(""), oversize(32), withNul, stringNotIn(Object.values(accounts))),
      password: fc.oneof(missing, fc.constant(""), oversize(64), withNul, stringNotIn(["doctor123"])),
    },
    extra: () => h.count("sessions"),
  },
  {
    name: "saveArticle",
    base: articleBase,
    bad: {
      articleId: fc.oneof(fc.integer({ min: -1_000_000, max: -1 }), fc.integer({ min: MAX_INT + 1, max: Number.MAX_SAFE_INTEGER }), nonNumeric, forgedId(zhangIds.articles)),
      title: fc.oneof(missing, notString, blank, oversize(50), unstorable),
      content: fc.oneof(missing, notString, fc.constantFrom("", "<p><br></p>", "<p> &nbsp; </p>"), oversize(200_000), unstorable),
      categoryId: fc.oneof(missing, numberNotIn([1, 2]), nonNumeric),
      tagId: fc.oneof(fc.integer({ min: 7, max: MAX_INT }), fc.integer({ min: -100, max: -1 }), nonNumeric),
      diseaseTagId: fc.oneof(fc.integer({ min: 7, max: MAX_INT }), fc.integer({ min: -100, max: -1 }), nonNumeric),
      isEssence: fc.oneof(missing, numberNotIn([0, 1]), nonNumeric),
      price: fc.oneof(fc.double({ min: -1e6, max: -0.01, noNaN: true }), fc.double({ min: 1_000_001, max: 1e12, noNaN: true }), nonNumeric),
      isOpenDiscuss: fc.oneof(missing, numberNotIn([0, 1]), nonNumeric),
      imgUrl: fc.oneof(mediaUrl, oversize(500), fc.integer()),
      outUrl: fc.oneof(mediaUrl, oversize(500), fc.integer()),
      departments: fc.oneof(notArray.filter((v) => v !== null), fc.array(oversize(50), { minLength: 1, maxLength: 2 })),
    },
    combos: [
      // Paid, with a price outside the guidance (text 2–50): 30010.
      fc.record({ isEssence: fc.constant(1), price: fc.oneof(fc.double({ min: 0, max: 1.99, noNaN: true }), fc.double({ min: 50.01, max: 1e6, noNaN: true })) }),
      // Doctor edition without a department, patient edition without a tag, video without a cover.
      fc.record({ categoryId: fc.constant(1), department: fc.constantFrom("", " , ") }),
      fc.record({ tagId: fc.constant(null) }),
      fc.record({ outUrl: fc.constant("/uploads/demo/article-3.mp4"), imgUrl: fc.constant("") }),
    ],
  },
  {
    name: "toggleArticle",
    base: () => ({ articleId: 2, customerId: 1001 }),
    bad: {
      articleId: fc.oneof(missing, badId, forgedId(zhangIds.articles), fc.constantFrom(5, 11, 12)),
      customerId: fc.oneof(missing, badId, otherDoctorId),
    },
  },
  {
    name: "deleteArticle",
    base: () => ({ articleId: 3, customerId: 1001 }),
    bad: {
      articleId: fc.oneof(missing, badId, forgedId(zhangIds.articles)),
      customerId: fc.oneof(missing, badId, otherDoctorId),
    },
  },
  {
    name: "addDisease",
    base: () => ({ diseaseName: "属性测试病", content: "内容", department: "中医内科" }),
    bad: {
      diseaseName: fc.oneof(missing, blank, oversize(50), withNul),
      content: fc.oneof(missing, blank, fc.constant("<p><br></p>"), oversize(20_000), withNul),
      department: fc.oneof(missing, blank, fc.constantFrom(",", " , ,"), oversize(500), withNul),
    },
  },
  {
    name: "replyComment",
    base: () => ({ articleId: 2, commentId: 4, content: "回复" }),
    bad: {
      articleId: fc.oneof(missing, badId, forgedId([2])),
      commentId: fc.oneof(missing, badId, forgedId([3, 4])),
      content: fc.oneof(missing, blank, oversize(1000), withNul),
    },
  },
  {
    name: "acceptOrder",
    base: () => ({ payRecordId: zhangIds.pending }),
    bad: { payRecordId: fc.oneof(missing, badId, forgedId(zhangIds.orders), fc.constantFrom(...zhangIds.nonPending)) },
  },
  {
    name: "refuseOrder",
    base: () => ({ payRecordId: zhangIds.pending, reason: "建议线下就诊" }),
    bad: {
      payRecordId: fc.oneof(missing, badId, forgedId(zhangIds.orders), fc.constantFrom(...zhangIds.nonPending)),
      reason: fc.oneof(missing, blank, oversize(200), withNul),
    },
  },
  {
    name: "addNutritionPrescription",
    base: () => ({
      patientName: "属性测试",
      sex: 1,
      age: 50,
      patientPhone: "13912345678",
      hospitalizationCode: "",
      bedNumber: "",
      nourishmentList: [{ NourishmentCode: 1, quantity: 1, useTheDosage: "每日1次" }],
    }),
    bad: {
      patientName: fc.oneof(missing, notString, blank, oversize(20), unstorable),
      sex: fc.oneof(missing, numberNotIn([0, 1]), nonNumeric),
      age: fc.oneof(missing, outOfRange(0, 999), nonNumeric),
      patientPhone: fc.oneof(missing, fc.string({ maxLength: 14 }).filter((s) => !PHONE_PATTERN.test(s)), fc.integer()),
      hospitalizationCode: fc.oneof(oversize(50), fc.integer(), unstorable),
      bedNumber: fc.oneof(oversize(20), fc.integer()),
      nourishmentList: fc.oneof(
        missing,
        notArray,
        fc.constant([]),
        fc.constant(Array.from({ length: 51 }, () => ({ NourishmentCode: 1, quantity: 1, useTheDosage: "x" }))),
        fc.record({ NourishmentCode: fc.oneof(badId, forgedId(fixtures.products.map((p) => p.nourishmentId))), quantity: fc.constant(1), useTheDosage: fc.constant("x") }).map((l) => [l]),
        fc.record({ NourishmentCode: fc.constant(1), quantity: fc.oneof(outOfRange(1, 10_000), nonNumeric), useTheDosage: fc.constant("x") }).map((l) => [l]),
        // More than the stock (product 2 holds 36), on one line or over two.
        fc.integer({ min: 37, max: 10_000 }).map((q) => [{ NourishmentCode: 2, quantity: q, useTheDosage: "x" }]),
        fc.integer({ min: 19, max: 5_000 }).map((q) => [1, 2].map(() => ({ NourishmentCode: 2, quantity: q, useTheDosage: "x" }))),
        fc.oneof(fc.constant(""), oversize(100), fc.integer()).map((d) => [{ NourishmentCode: 1, quantity: 1, useTheDosage: d }]),
      ),
    },
  },
  {
    name: "addProduct",
    base: () => ({ nourishmentName: "属性测试营养品", price: 10, specification: "袋" }),
    bad: {
      nourishmentName: fc.oneof(missing, notString, blank, oversize(50), unstorable, fc.constantFrom(...fixtures.products.map((p) => p.nourishmentName))),
      price: fc.oneof(missing, fc.double({ min: -1e6, max: -0.01, noNaN: true }), fc.double({ min: 1_000_001, max: 1e15, noNaN: true }), nonNumeric),
      specification: fc.oneof(missing, stringNotIn(doseUnits), fc.integer()),
    },
  },
  {
    name: "addNutritionPatient",
    base: () => ({ doctorId: 1001, npName: "属性测试", npAge: 60, npSex: "1", npPhone: "13912345678", npHeight: 170, npWeight: 60 }),
    bad: {
      doctorId: fc.oneof(missing, badId, otherDoctorId),
      npName: fc.oneof(missing, notString, blank, oversize(20), unstorable),
      npAge: fc.oneof(missing, outOfRange(0, 150), nonNumeric),
      npSex: fc.oneof(missing, stringNotIn(["1", "0"]), fc.integer()),
      npPhone: fc.oneof(missing, fc.string({ maxLength: 14 }).filter((s) => !PHONE_PATTERN.test(s))),
      npHeight: fc.oneof(missing, fc.double({ min: -1e6, max: 0, noNaN: true }), fc.double({ min: 300.01, max: 1e9, noNaN: true }), nonNumeric),
      npWeight: fc.oneof(missing, fc.double({ min: -1e6, max: 0, noNaN: true }), fc.double({ min: 500.01, max: 1e9, noNaN: true }), nonNumeric),
      npAdmissionNumber: fc.oneof(oversize(50), fc.integer(), unstorable),
      npBedNumber: fc.oneof(oversize(20), fc.integer()),
      npDisease: fc.oneof(oversize(200), fc.integer()),
      hospitalizedDate: fc.oneof(badDate, fc.integer()),
      surgeryDate: fc.oneof(badDate, oversize(10)),
    },
  },
  {
    name: "addScreening",
    base: () => ({ nutritionPatientId: patientId, illnessStates: ["illnessStateA"], nutritionState: 1, ageScope: 0 }),
    bad: {
      nutritionPatientId: fc.oneof(missing, badId, fc.integer({ min: 100_000, max: MAX_INT })),
      illnessStates: fc.oneof(
        missing,
        notArray,
        fc.constant([]),
        fc.array(stringNotIn(["illnessStateA", "illnessStateB", "illnessStateC"]), { minLength: 1, maxLength: 3 }),
        fc.constant(["illnessStateA", "illnessStateB", "illnessStateC", "illnessStateA"]),
      ),
      nutritionState: fc.oneof(missing, outOfRange(0, 3), nonNumeric),
      ageScope: fc.oneof(missing, outOfRange(0, 1), nonNumeric),
    },
  },
  {
    name: "addEvaluation",
    base: pgsgaBase,
    bad: {
      nutritionPatientId: fc.oneof(missing, badId, fc.integer({ min: 100_000, max: MAX_INT })),
      weightLost: fc.oneof(missing, stringNotIn(["0", "1", "2", "3", "4"]), fc.integer({ min: 0, max: 4 })),
      weightState: fc.oneof(missing, stringNotIn(["0", "1"])),
      mealIntake: fc.oneof(missing, stringNotIn(["0", "1"])),
      currentFeed: fc.oneof(missing, stringNotIn(["1", "2", "3", "4", "5", "6"])),
      eatIssueSymptoms: fc.oneof(missing, notArray, fc.constant([]), fc.array(stringNotIn([]).map((s) => `x${s}`), { minLength: 1, maxLength: 3 })),
      activity: fc.oneof(missing, stringNotIn(["A", "B", "C", "D", "E"])),
      elseIllness: fc.oneof(notArray.filter((v) => v !== null), fc.array(stringNotIn([]).map((s) => `elseIllness${s}Z`), { minLength: 1, maxLength: 2 })),
      stressState: fc.oneof(missing, stringNotIn(["0", "1", "2", "3"])),
      eyesAxunge: fc.oneof(missing, stringNotIn(["0", "1", "2", "3"])),
    },
    combos: [
      // Pain without a location; 'none' with a symptom; a location too long.
      fc.record({ eatIssueSymptoms: fc.constant(["eatIssueSymptomM"]), achePart: fc.oneof(missing, blank) }),
      fc.record({ eatIssueSymptoms: fc.constantFrom(["eatIssueSymptomA", "eatIssueSymptomB"], ["eatIssueSymptomA", "eatIssueSymptomM"]) }),
      fc.record({ eatIssueSymptoms: fc.constant(["eatIssueSymptomM"]), achePart: oversize(100) }),
    ],
  },
  // The chat: the doctor's accepted demo order 10015 (writable); 10022 is finished (read-only).
  {
    name: "sendChatMessage",
    base: () => ({ orderId: 10015, clientId: "bad-input-send-1", kind: "text", text: "请按时服药。" }),
    bad: {
      orderId: fc.oneof(fc.integer({ min: -1_000, max: 0 }), fc.constantFrom(zhangIds.pending, 10022), forgedId(zhangIds.orders)),
      clientId: fc.oneof(missing, fc.integer(), fc.string({ maxLength: 7 }), fc.constant("x".repeat(65)), fc.constant("编号编号编号编号编号")),
      kind: fc.oneof(missing, stringNotIn(["text", "image"])),
      text: fc.oneof(fc.constant(""), fc.constant("   "), oversize(1000), unstorable, fc.integer()),
    },
    combos: [fc.constant({ kind: "image" }), fc.constant({ kind: "image", imageUrl: "/uploads/chat/../pdf/1.pdf" })],
  },
  {
    name: "markChatRead",
    base: () => ({ orderId: 10016, upTo: "1" }),
    bad: {
      orderId: fc.oneof(fc.integer({ min: -1_000, max: 0 }), fc.constant(zhangIds.pending), forgedId(zhangIds.orders)),
      upTo: fc.oneof(missing, fc.integer(), fc.constantFrom("", "0", "-1", "abc", "1.5", "9".repeat(19))),
    },
  },
];

// ---- sending

function formOf(fields: Record<string, unknown>): URLSearchParams {
  const form = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined && v !== null) form.append(k, typeof v === "object" ? JSON.stringify(v) : String(v));
  return form;
}

type Wire = "json" | "form" | "text" | "none";

async function send(call: WriteCall, input: Record<string, unknown>, wire: Wire) {
  const def = contract[call.name];
  const present = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== MISSING));
  const { url, fields } = splitInput(def.path, present);
  const init: RequestInit =
    wire === "json"
      ? { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(fields) }
      : wire === "form"
        ? { method: "POST", body: formOf(fields) }
        : wire === "text"
          ? { method: "POST", headers: { "content-type": "text/plain" }, body: JSON.stringify(fields) }
          : { method: "POST" };
  const who = call.anonymous ? h.browser() : zhang;
  return who.raw(url, init);
}

/**
 * The digest the last refused call left, checked equal to the one before it. The next call takes
 * it as its "before" (a digest of every table is most of a call's CPU, and nothing writes between
 * two calls of a test), so the state is still compared across every call: each one against the
 * state the one before left. A failed call forgets it, and every test starts with a digest of its
 * own.
 */
let unchanged: string | undefined;
beforeEach(() => {
  unchanged = undefined;
});

/** Sends and checks: an errcode envelope, never a 500, nothing stored. */
async function refused(call: WriteCall, input: Record<string, unknown>, wire: Wire): Promise<void> {
  const before = unchanged ?? (await h.digest());
  unchanged = undefined;
  const extra = await call.extra?.();
  const { status, body } = await send(call, input, wire);
  expect(status, JSON.stringify(body)).toBeLessThan(500);
  expect(body, "an errcode envelope").not.toBeNull();
  expect(body!.errcode).not.toBe(0);
  expect(typeof body!.errmsg).toBe("string");
  expect(body!.errmsg.trim().length).toBeGreaterThan(0);
  expect(body!.result).toBeNull();
  const after = await h.digest();
  expect(after).toBe(before);
  if (call.extra) expect(await call.extra()).toEqual(extra);
  unchanged = after;
}

const extraFields = fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 });

describe.each(writeCalls.map((c) => [c.name, c] as const))("%s", (_name, call) => {
  const encoding = contract[call.name].encoding as "json" | "form";

  it("takes a valid input (the base the bad ones are made from)", async () => {
    // Sent to a copy of the rules only: the base must pass the contract row's schema.
    const parsed = contract[call.name].input.safeParse(call.base());
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  });

  it("refuses any bad field, with or without arbitrary extra fields", async () => {
    const corrupted = fc.oneof(
      ...Object.entries(call.bad).map(([field, values]) => values.map((value) => ({ [field]: value }))),
      ...(call.combos ?? []),
    );
    await fc.assert(
      fc.asyncProperty(extraFields, corrupted, async (extra, bad) => {
        await refused(call, { ...extra, ...call.base(), ...bad }, encoding);
      }),
      { numRuns: RUNS },
    );
  });

  it("refuses the wrong encoding", async () => {
    const wrong: Wire[] = encoding === "json" ? ["form", "text", "none"] : ["json", "text", "none"];
    for (const wire of wrong) await refused(call, call.base(), wire);
  });
});

it("covers every write call of the contract but the uploads", () => {
  const writes = (Object.keys(contract) as CallName[]).filter((n) => contract[n].method === "POST" && contract[n].encoding !== "multipart");
  expect(writeCalls.map((c) => c.name).sort()).toEqual(writes.sort());
});

it("refuses a malformed multipart body on a form call, never with a 500", async () => {
  const formCalls = writeCalls.filter((c) => contract[c.name].encoding === "form");
  for (const call of formCalls) {
    const before = await h.digest();
    const { url } = splitInput(contract[call.name].path, call.base());
    const who = call.anonymous ? h.browser() : zhang;
    for (const body of ["not multipart at all", "--x--"]) {
      const { status, body: answer } = await who.raw(url, { method: "POST", headers: { "content-type": "multipart/form-data; boundary=x" }, body });
      expect(status, `${call.name}: ${JSON.stringify(answer)}`).toBeLessThan(500);
      expect(answer?.errcode).not.toBe(0);
    }
    expect(await h.digest()).toBe(before);
  }
});
