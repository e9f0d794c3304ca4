/**
 * The platform contract: every call of docs/behaviour/README.md#platform-calls in one table. The client (./client.ts) and the
 * reference server (apps/server) are both built from it, so the two sides cannot drift.
 *
 * A row says how the call travels and what it answers (./wire.ts: method, path with `:params`,
 * encoding, result type) and what it takes (`input`: a zod schema of the wire input — path
 * params + query / form / JSON / multipart fields — which the server validates with). Paths are
 * written without the `/api` prefix; see `apiBaseURL` for the spec's prefix rule.
 */
import * as z from "zod/mini";
import {
  CHAT_CLIENT_ID_PATTERN,
  CHAT_HISTORY_MAX_PAGE,
  CHAT_HISTORY_PAGE,
  CHAT_TEXT_MAX_LENGTH,
  PHONE_PATTERN,
  doctorTitles,
  documentKeys,
  doseUnits,
  hospitalLevels,
  nrsIllnessStates,
  nutritionPatientSexes,
  optionValues,
  practiceYears,
  pgsgaElseIllness,
  pgsgaSingleChoices,
  pgsgaSymptoms,
  sexes,
  type ArticleStatusTab,
  type CommentFilter,
  type PatientListState,
} from "@doctor-console/domain";
import { wire, type CallName, type Wire } from "./wire";

export * from "./wire";
export type * from "./chat";

// ---- wire-level field schemas: they bound sizes and kinds; forms validate with domain's schemas.
/** A whole number from the wire (a number or its text), within [min, max]. */
const whole = <T = number>(min: number, max: number) => z.coerce.number<T>().check(z.int(), z.gte(min), z.lte(max));
const id = z.coerce.number<number>().check(z.int(), z.positive(), z.lte(2_147_483_647));
const page = z._default(whole(1, 100_000), 1);
/** NUL and unpaired surrogates: no platform text holds them (and the store cannot). */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this rejects
const unstorable = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const text = (max: number) => z.string().check(z.maxLength(max), z.refine((s) => !unstorable.test(s), "含有无效字符"));
const optionalText = (max: number) => z.optional(text(max));
/** A text of at most `max` characters, not empty. */
const filledText = (max: number) => text(max).check(z.minLength(1));
const file = z.custom<Blob>((v) => typeof Blob !== "undefined" && v instanceof Blob, "请选择文件");

/** A number out of a domain enumeration, given as a number or its text (forms send text). */
const oneOfNumbers = <const T extends number>(values: readonly T[]) =>
  z.coerce.number<T | `${T}`>().check(z.refine((n) => (values as readonly number[]).includes(n), "参数错误"));

const profileInput = z.object({
  doctorName: text(20),
  sex: z.enum(sexes),
  birthDay: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  photoUrl: optionalText(500),
  hospital: text(100),
  hospitalLevel: oneOfNumbers(hospitalLevels),
  province: text(20),
  city: text(20),
  county: text(20),
  // The region's names as the cascader showed them: sent by the form, taken from the server's own list.
  provinceName: optionalText(50),
  cityName: optionalText(50),
  countyName: optionalText(50),
  department: text(50),
  secondDepartment: optionalText(50),
  title: z.enum(doctorTitles),
  practiceYear: oneOfNumbers(practiceYears),
});

const articleInput = z.object({
  articleId: whole(0, 2_147_483_647),
  title: filledText(50),
  content: text(200_000),
  categoryId: whole<1 | 2>(1, 2),
  department: optionalText(500),
  departments: z.optional(z.array(text(50)).check(z.maxLength(50))),
  diseaseTagId: z.optional(z.nullable(whole(0, 2_147_483_647))),
  tagId: z.optional(z.nullable(whole(0, 2_147_483_647))),
  isEssence: whole<0 | 1>(0, 1),
  // Wide on the wire: the server answers 30010 价格超出范围 outside the guidance (see docs/behaviour/errors.md#error-catalogue).
  price: z.optional(z.nullable(z.coerce.number<number>().check(z.gte(0), z.lte(1_000_000)))),
  isOpenDiscuss: whole<0 | 1>(0, 1),
  imgUrl: optionalText(500),
  outUrl: optionalText(500),
  // 2 with a video, else 1: the form sends it; the server derives it again from outUrl.
  articleType: z.optional(whole<1 | 2>(1, 2)),
});

const nutritionPatientInput = z.object({
  doctorId: id,
  npName: filledText(20),
  npAge: whole<number | `${number}`>(0, 150),
  npSex: z.enum(nutritionPatientSexes),
  npPhone: z.string().check(z.regex(PHONE_PATTERN)),
  npHeight: z.coerce.number<number | `${number}`>().check(z.positive(), z.lte(300)),
  npWeight: z.coerce.number<number | `${number}`>().check(z.positive(), z.lte(500)),
  npAdmissionNumber: optionalText(50),
  npBedNumber: optionalText(20),
  npDisease: optionalText(200),
  hospitalizedDate: optionalText(10),
  surgeryDate: optionalText(10),
});

const c = pgsgaSingleChoices;

const evaluateInput = z.object({
  nutritionPatientId: id,
  weightLost: z.enum(optionValues(c.weightLost)),
  weightState: z.enum(optionValues(c.weightState)),
  mealIntake: z.enum(optionValues(c.mealIntake)),
  currentFeed: z.enum(optionValues(c.currentFeed)),
  eatIssueSymptoms: z.array(z.enum(optionValues(pgsgaSymptoms))).check(z.minLength(1), z.maxLength(pgsgaSymptoms.length)),
  achePart: optionalText(100),
  activity: z.enum(optionValues(c.activity)),
  elseIllness: z._default(z.array(z.enum(optionValues(pgsgaElseIllness))).check(z.maxLength(pgsgaElseIllness.length)), []),
  stressState: z.enum(optionValues(c.stressState)),
  eyesAxunge: z.enum(optionValues(c.eyesAxunge)),
});

/** A message id as the chat hands it out (a cursor, `upTo`): digits. */
const messageId = z.string().check(z.regex(/^[1-9]\d{0,17}$/));

/**
 * What a chat message carries: text (not blank, at most CHAT_TEXT_MAX_LENGTH characters, no control
 * characters but line breaks and tabs) or an image uploaded to the same conversation.
 */
const chatMessageInput = z
  .object({
    orderId: id,
    clientId: z.string().check(z.regex(CHAT_CLIENT_ID_PATTERN)),
    kind: z.enum(["text", "image"]),
    text: z.optional(text(CHAT_TEXT_MAX_LENGTH)),
    imageUrl: z.optional(text(200).check(z.regex(/^\/uploads\/chat\/[0-9a-f]{32}\.[a-z0-9]{2,4}$/))),
  })
  .check(
    z.superRefine((m, ctx) => {
      if (m.kind === "text") {
        // eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
        if (m.text === undefined || m.text.trim() === "" || /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(m.text)) ctx.addIssue({ code: "custom", path: ["text"], message: "参数错误" });
        if (m.imageUrl !== undefined) ctx.addIssue({ code: "custom", path: ["imageUrl"], message: "参数错误" });
      } else {
        if (m.imageUrl === undefined) ctx.addIssue({ code: "custom", path: ["imageUrl"], message: "参数错误" });
        if (m.text !== undefined) ctx.addIssue({ code: "custom", path: ["text"], message: "参数错误" });
      }
    }),
  );

/** The input schema of every call: the wire input the server accepts. */
export const inputs = {
  // ---- account and profile
  getProfile: z.object({}),
  saveProfile: profileInput,
  getVerification: z.object({}),
  uploadVerification: z.object({ imagePath: file, key: z.enum(documentKeys) }),
  deleteVerification: z.object({ path: filledText(500) }),
  getVip: z.object({ doctorId: id }),
  login: z.object({ usersname: filledText(32), password: filledText(64) }),
  logout: z.object({}),
  getQrCode: z.object({}),
  pollQrLogin: z.object({ uuid: z.string().check(z.regex(/^[\w-]{8,64}$/)) }),
  getAreas: z.object({}),
  getDepartments: z.object({}),
  uploadAvatar: z.object({ imagePath: file }),
  // ---- articles
  listArticles: z.object({ state: z._default(whole<ArticleStatusTab>(0, 5), 0), page, name: optionalText(50) }),
  getArticle: z.object({ articleId: id }),
  previewArticle: z.object({ articleId: id }),
  saveArticle: articleInput,
  toggleArticle: z.object({ articleId: id, customerId: id }),
  deleteArticle: z.object({ articleId: id, customerId: id }),
  getCategories: z.object({}),
  getTags: z.object({ customerId: id }),
  addDisease: z.object({ diseaseName: filledText(50), content: filledText(20_000), department: filledText(500) }),
  // Extension of the contract: the platform's contract has no list call for /diseasesList.
  listDiseases: z.object({ page }),
  // `kind: "cover"` applies the cover rule (jpg/png < 10 MB) instead of the editor-image rule.
  uploadArticleImage: z.object({ imagePath: file, kind: z.optional(z.enum(["cover"])) }),
  uploadVideo: z.object({ video: file }),
  // ---- comments
  listComments: z.object({ state: z._default(whole<CommentFilter>(0, 2), 0), page }),
  replyComment: z.object({ articleId: id, commentId: id, content: text(1000).check(z.trim(), z.minLength(1)) }),
  // ---- consultation orders
  listOrders: z.object({ page, state: whole<PatientListState>(0, 8) }),
  acceptOrder: z.object({ payRecordId: id }),
  refuseOrder: z.object({ payRecordId: id, reason: text(200).check(z.trim(), z.minLength(1)) }),
  getOrder: z.object({ payRecordId: id }),
  // ---- nutrition
  listProducts: z.object({ page, hospitalId: id }),
  listNutritionPrescriptions: z.object({ customerId: id, page }),
  getPrescriptionHeader: z.object({ customerId: id }),
  searchProducts: z.object({ nourishmentName: text(50), hospitalId: id }),
  getProduct: z.object({ nourishmentId: id }),
  addNutritionPrescription: z.object({
      patientName: filledText(20),
      sex: whole<0 | 1>(0, 1),
      age: whole(0, 999),
      patientPhone: z.string().check(z.regex(PHONE_PATTERN)),
      hospitalizationCode: optionalText(50),
      bedNumber: optionalText(20),
      nourishmentList: z
        .array(z.object({ NourishmentCode: id, quantity: whole(1, 10_000), useTheDosage: filledText(100) }))
        .check(z.minLength(1), z.maxLength(50)),
    }),
  addProduct: z.object({
      nourishmentName: filledText(50),
      price: z.coerce.number<number>().check(z.gte(0), z.lte(1_000_000)),
      specification: z.enum(doseUnits),
    }),
  getNutritionPrescription: z.object({ id }),
  listScreenings: z.object({ doctorId: id, page }),
  listEvaluations: z.object({ doctorId: id, page }),
  getEvaluation: z.object({ id }),
  getScreening: z.object({ id }),
  addNutritionPatient: nutritionPatientInput,
  addScreening: z.object({
      nutritionPatientId: id,
      illnessStates: z.array(z.enum(optionValues(nrsIllnessStates))).check(z.minLength(1), z.maxLength(nrsIllnessStates.length)),
      nutritionState: whole<0 | 1 | 2 | 3>(0, 3),
      ageScope: whole<0 | 1>(0, 1),
    }),
  addEvaluation: evaluateInput,
  searchNutritionPatients: z.object({ keyword: text(20) }),
  getNutritionPatientHistory: z.object({ nutritionPatientId: id }),
  listRescreenDue: z.object({}),
  getScreeningPdf: z.object({ id }),
  getEvaluationPdf: z.object({ id }),
  // ---- chat
  listChatConversations: z.object({}),
  getChatHistory: z.object({
    orderId: id,
    before: z.optional(messageId),
    limit: z._default(whole(1, CHAT_HISTORY_MAX_PAGE), CHAT_HISTORY_PAGE),
  }),
  sendChatMessage: chatMessageInput,
  markChatRead: z.object({ orderId: id, upTo: messageId }),
  uploadChatImage: z.object({ imagePath: file, orderId: id }),
  getPatientChatLink: z.object({ orderId: id }),
} as const satisfies Record<CallName, z.ZodMiniType>;

export type Contract = { [N in CallName]: Wire[N] & { input: (typeof inputs)[N] } };
/** One row per call: how it travels, what it takes, what it answers. */
export const contract = Object.fromEntries(
  (Object.keys(wire) as CallName[]).map((name) => [name, { ...wire[name], input: inputs[name] }]),
) as Contract;

/** A row of the table, as the server and tests handle rows generically. */
export type CallDef = Wire[CallName] & { input: z.ZodMiniType };
/** What a caller passes: path params and fields together. */
export type CallInput<N extends CallName> = z.input<(typeof inputs)[N]>;
