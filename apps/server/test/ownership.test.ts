/**
 * A doctor sees and changes only their own data: another doctor's order, article, comment or
 * nutrition record answers not found (30007; errcode 1 with errmsg on the nutrition detail pages),
 * never its content, and nothing of theirs changes.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { CallName } from "@doctor-console/api";
import { accounts, useHarness, type Browser } from "./harness";

const h = useHarness();
/** A: 张明远 (1001), owns the demo data. B: 王振华 (1003), same hospital, studio opened for this file. */
let a: Browser;
let b: Browser;
const A = 1001;
const B = 1003;

beforeAll(async () => {
  // Open B's studio so that B's writes get past the studio check and reach the ownership check.
  await h.db.query("UPDATE doctors SET data = jsonb_set(data, '{verification,state}', '1') WHERE doctor_id = $1", [B]);
  a = h.browser();
  b = h.browser();
  await a.signInAs(accounts.verified);
  await b.signInAs(accounts.reviewing);
});

/** The raw answer of a call made by `who`, through the contract's own path and encoding. */
async function answer(who: Browser, name: CallName, input: Record<string, unknown>) {
  const error = await who.client.call(name, input as never).then(
    (result) => ({ result }),
    (e: { errcode: number; message: string; errmsg: string }) => ({ errcode: e.errcode, errmsg: e.errmsg, message: e.message }),
  );
  return error;
}

describe("reads of another doctor's records", () => {
  const reads: [CallName, Record<string, unknown>, number][] = [
    ["getOrder", { payRecordId: 10001 }, 30007],
    ["getArticle", { articleId: 1 }, 30007],
    ["getNutritionPrescription", { id: 1 }, 30007],
    ["getScreening", { id: 1 }, 1],
    ["getEvaluation", { id: 1 }, 1],
    ["getPrescriptionHeader", { customerId: A }, 30007],
    ["getVip", { doctorId: A }, 30007],
    ["getTags", { customerId: A }, 30007],
  ];
  it.each(reads)("%s %j answers errcode %i and no content", async (name, input, errcode) => {
    const got = await answer(b, name, input);
    expect(got).toMatchObject({ errcode });
    expect(got).not.toHaveProperty("result");
  });

  it.each([
    ["listNutritionPrescriptions", { customerId: A, page: 1 }],
    ["listScreenings", { doctorId: A, page: 1 }],
    ["listEvaluations", { doctorId: A, page: 1 }],
  ] as const)("%s of another doctor is empty (30007)", async (name, input) => {
    expect(await b.client.call(name, input)).toEqual({ list: [], pageSize: 10, total: 0 });
  });

  it("B's own lists hold none of A's records", async () => {
    for (const state of [0, 1, 2, 3, 4, 5, 6, 7, 8] as const) expect((await b.client.orders.listOrders({ state, page: 1 })).total).toBe(0);
    for (const state of [0, 5] as const) expect((await b.client.articles.listArticles({ state, page: 1 })).total).toBe(0);
    expect((await b.client.comments.listComments({ state: 0, page: 1 })).total).toBe(0);
    expect((await b.client.nutrition.listScreenings({ doctorId: B, page: 1 })).total).toBe(0);
    expect((await b.client.nutrition.listEvaluations({ doctorId: B, page: 1 })).total).toBe(0);
    expect((await b.client.nutrition.listNutritionPrescriptions({ customerId: B, page: 1 })).total).toBe(0);
  });
});

describe("changes to another doctor's records", () => {
  const article = { title: "篡改", content: "<p>x</p>", categoryId: 2, tagId: 0, isEssence: 0, isOpenDiscuss: 0 };
  const writes: [CallName, Record<string, unknown>, number][] = [
    ["acceptOrder", { payRecordId: 10001 }, 30007],
    ["refuseOrder", { payRecordId: 10002, reason: "不接" }, 30007],
    ["saveArticle", { ...article, articleId: 1 }, 30007],
    ["toggleArticle", { articleId: 1, customerId: B }, 30007],
    ["toggleArticle", { articleId: 1, customerId: A }, 30007],
    ["deleteArticle", { articleId: 2, customerId: B }, 30007],
    ["deleteArticle", { articleId: 2, customerId: A }, 30007],
    ["replyComment", { articleId: 2, commentId: 4, content: "篡改的回复" }, 30007],
    ["deleteVerification", { path: "/uploads/demo/zhang-frontIDCard.png" }, 30007],
    ["addNutritionPatient", { doctorId: A, npName: "x", npAge: 1, npSex: "1", npPhone: "13912345678", npHeight: 100, npWeight: 20 }, 30007],
    ["addScreening", { nutritionPatientId: 1, illnessStates: ["illnessStateA"], nutritionState: 1, ageScope: 1 }, 1],
    [
      "addEvaluation",
      {
        nutritionPatientId: 1,
        weightLost: "0",
        weightState: "0",
        mealIntake: "0",
        currentFeed: "1",
        eatIssueSymptoms: ["eatIssueSymptomA"],
        activity: "A",
        stressState: "0",
        eyesAxunge: "0",
      },
      1,
    ],
  ];

  it.each(writes)("%s %j is refused with errcode %i and changes nothing", async (name, input, errcode) => {
    const before = await h.digest();
    const got = await answer(b, name, input);
    expect(got).toMatchObject({ errcode });
    expect(await h.digest()).toBe(before);
  });

  it("A's records are as they were", async () => {
    expect((await a.client.orders.getOrder({ payRecordId: 10001 })).state).toBe(1);
    expect((await a.client.articles.getArticle({ articleId: 1 })).title).toBe("秋冬季节如何用中医调理脾胃");
    expect((await a.client.articles.getArticle({ articleId: 2 })).isShow).toBe(1);
    const comment = (await a.client.comments.listComments({ state: 0, page: 1 })).list.find((c) => c.commentId === 4);
    expect(comment?.comment).toBeNull();
  });
});

describe("the other way round", () => {
  it("A cannot read or score B's nutrition records either", async () => {
    const patientId = await b.client.nutrition.addNutritionPatient({
      doctorId: B,
      npName: "B的患者",
      npAge: 40,
      npSex: "0",
      npPhone: "13912345678",
      npHeight: 160,
      npWeight: 50,
    });
    await b.client.nutrition.addScreening({ nutritionPatientId: patientId, illnessStates: ["illnessStateB"], nutritionState: 1, ageScope: 0 });
    const { list } = await b.client.nutrition.listScreenings({ doctorId: B, page: 1 });
    expect(list).toHaveLength(1);
    await expect(a.client.nutrition.getScreening({ id: list[0]!.screeningId })).rejects.toMatchObject({ errcode: 1 });
    await expect(
      a.client.nutrition.addScreening({ nutritionPatientId: patientId, illnessStates: ["illnessStateA"], nutritionState: 0, ageScope: 0 }),
    ).rejects.toMatchObject({ errcode: 1 });
    expect((await a.client.nutrition.listScreenings({ doctorId: A, page: 1 })).list.some((r) => r.npName === "B的患者")).toBe(false);
  });

  it("A cannot touch B's article", async () => {
    const id = await b.client.articles.saveArticle({
      articleId: 0,
      title: "B的文章",
      content: "<p>b</p>",
      categoryId: 2,
      tagId: 0,
      isEssence: 0,
      isOpenDiscuss: 0,
    });
    await expect(a.client.articles.getArticle({ articleId: id })).rejects.toMatchObject({ errcode: 30007 });
    await expect(a.client.articles.deleteArticle({ articleId: id, customerId: A })).rejects.toMatchObject({ errcode: 30007 });
    expect((await b.client.articles.getArticle({ articleId: id })).title).toBe("B的文章");
  });
});
