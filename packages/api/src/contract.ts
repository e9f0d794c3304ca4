/**
 * The platform contract: every call of spec §7 in one table. The client (./client.ts) and the
 * reference server (apps/server) are both built from it, so the two sides cannot drift.
 *
 * Each row says how the call travels (method, path with `:params`, encoding), what it takes
 * (a zod schema of the wire input: path params + query / form / JSON / multipart fields) and what
 * it answers (the `result` of the errcode envelope, as a type). Paths are written without the
 * `/api` prefix; see `apiBaseURL` for the spec's prefix rule.
 */
import * as z from "zod";
import type {
  ErrorSituation,
  Article,
  Comment,
  ConsultationOrder,
  Doctor,
  LoginResult,
  NutritionPatient,
  NutritionPrescription,
  NutritionProduct,
  Page,
  PgSgaRecord,
  ScreeningRecord,
  Tag,
  Verification,
  VipInfo,
} from "@doctor-console/domain";

export type Method = "GET" | "POST";
/** How the input travels: query string, urlencoded form, JSON body or multipart (uploads). */
export type Encoding = "query" | "form" | "json" | "multipart";
export type Area = "account" | "articles" | "comments" | "orders" | "nutrition";
/** Which upload rule of spec §5 a multipart call enforces (both sides check it). */
export type UploadKind = "avatar" | "verification" | "editorImage" | "cover" | "video";

export interface CallDef<I = unknown, R = unknown> {
  area: Area;
  method: Method;
  /** Path below the API base, with `:name` placeholders taken from the input. */
  path: string;
  encoding: Encoding;
  input: z.ZodType<I>;
  /** The upload rule, for multipart calls. */
  upload?: { field: string; kind: UploadKind };
  /**
   * What the call answers when the platform says "no data" (errcode 30007, spec §8): lists are
   * empty with total 0, verification state becomes -1. Calls without it treat 30007 as an error.
   */
  noData?: () => R;
  /**
   * Errcodes whose meaning is particular to this call (spec §8): e.g. errcode 1 of the product
   * library list means "no library"; `other` covers every errcode not named (patient lists
   * ignore them). Anything else falls back to the catalogue's meaning of the errcode.
   */
  errors?: Partial<Record<number | "other", ErrorSituation>>;
  /** Phantom: the type of `result`. */
  readonly __result?: R;
}

const def =
  <R>() =>
  <I, A extends Area>(d: Omit<CallDef<I, R>, "__result" | "area"> & { area: A }): CallDef<I, R> & { area: A } =>
    d as CallDef<I, R> & { area: A };

// ---- wire-level field schemas: they bound sizes and kinds; forms validate with domain's schemas.
const id = z.coerce.number().int().positive().max(2_147_483_647);
const page = z.coerce.number().int().min(1).max(100_000).default(1);
/** NUL and unpaired surrogates: no platform text holds them (and the store cannot). */
const unstorable = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const text = (max: number) => z.string().max(max).refine((s) => !unstorable.test(s), "含有无效字符");
const optionalText = (max: number) => text(max).optional();
const file = z.custom<Blob>((v) => typeof Blob !== "undefined" && v instanceof Blob, "请选择文件");
const emptyPage = <T>(): Page<T> => ({ list: [], pageSize: 10, total: 0 });

export const documentKeys = [
  "frontIDCard",
  "backIDCard",
  "handsIDCard",
  "diplomaCertificate",
  "graduationCertificate",
  "qualificationCertificate",
  "professionalCertificate",
  "trainingCertificate",
  "practiceCertificate",
  "signCertificate",
  "others",
] as const;

export interface Option {
  value: string;
  label: string;
  children?: Option[];
}
export interface Category {
  categoryId: number;
  categoryName: string;
}
export interface UploadResult {
  url: string;
}
export interface QrCode {
  /** A QR image (data URL) of the confirm link. */
  url: string;
  uuid: string;
}
export interface PrescriptionHeader {
  hospitalName: string;
  department: string;
  doctorName: string;
  doctorSignCertificate: string;
}

const profileInput = z.object({
  doctorName: text(20),
  sex: z.enum(["男", "女"]),
  birthDay: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  photoUrl: optionalText(500),
  hospital: text(100),
  hospitalLevel: z.coerce.number().int().min(1).max(3),
  province: text(20),
  city: text(20),
  county: text(20),
  department: text(50),
  secondDepartment: optionalText(50),
  title: z.enum(["住院医师", "主治医师", "副主任医师", "主任医师"]),
  practiceYear: z.coerce.number().int().min(1).max(5),
});

const articleInput = z.object({
  articleId: z.coerce.number().int().min(0).max(2_147_483_647),
  title: text(50).min(1),
  content: text(200_000),
  categoryId: z.coerce.number().int().min(1).max(2),
  department: optionalText(500),
  departments: z.array(text(50)).max(50).optional(),
  diseaseTagId: z.coerce.number().int().min(0).max(2_147_483_647).nullable().optional(),
  tagId: z.coerce.number().int().min(0).max(2_147_483_647).nullable().optional(),
  isEssence: z.coerce.number().int().min(0).max(1),
  // Wide on the wire: the server answers 30010 价格超出范围 outside the guidance (spec §8).
  price: z.coerce.number().min(0).max(1_000_000).nullable().optional(),
  isOpenDiscuss: z.coerce.number().int().min(0).max(1),
  imgUrl: optionalText(500),
  outUrl: optionalText(500),
});

const nutritionPatientInput = z.object({
  doctorId: id,
  npName: text(20).min(1),
  npAge: z.coerce.number().int().min(0).max(150),
  npSex: z.enum(["1", "0"]),
  npPhone: z.string().regex(/^1[34578]\d{9}$/),
  npHeight: z.coerce.number().positive().max(300),
  npWeight: z.coerce.number().positive().max(500),
  npAdmissionNumber: optionalText(50),
  npBedNumber: optionalText(20),
  npDisease: optionalText(200),
  hospitalizedDate: optionalText(10),
  surgeryDate: optionalText(10),
});

const letters = (from: string, to: string) =>
  Array.from({ length: to.charCodeAt(0) - from.charCodeAt(0) + 1 }, (_, i) => String.fromCharCode(from.charCodeAt(0) + i));

const evaluateInput = z.object({
  nutritionPatientId: id,
  weightLost: z.enum(["0", "1", "2", "3", "4"]),
  weightState: z.enum(["0", "1"]),
  mealIntake: z.enum(["0", "1"]),
  currentFeed: z.enum(["1", "2", "3", "4", "5", "6"]),
  eatIssueSymptoms: z.array(z.enum(letters("A", "N").map((l) => `eatIssueSymptom${l}`) as [string, ...string[]])).min(1).max(14),
  achePart: optionalText(100),
  activity: z.enum(["A", "B", "C", "D", "E"]),
  elseIllness: z.array(z.enum(letters("A", "F").map((l) => `elseIllness${l}`) as [string, ...string[]])).max(6).default([]),
  stressState: z.enum(["0", "1", "2", "3"]),
  eyesAxunge: z.enum(["0", "1", "2", "3"]),
});

export const contract = {
  // ---- account and profile
  getProfile: def<{ doctor: Doctor }>()({ area: "account", method: "GET", path: "/management/message", encoding: "query", input: z.object({}) }),
  saveProfile: def<null>()({ area: "account", method: "POST", path: "/management/message", encoding: "json", input: profileInput }),
  getVerification: def<Verification>()({
    area: "account",
    method: "GET",
    path: "/management/authentication",
    encoding: "query",
    input: z.object({}),
    noData: () => ({ state: -1, reason: "", list: [] }) as Verification,
  }),
  uploadVerification: def<{ key: string; image: string }>()({
    area: "account",
    method: "POST",
    path: "/management/authentication",
    encoding: "multipart",
    input: z.object({ imagePath: file, key: z.enum(documentKeys) }),
    upload: { field: "imagePath", kind: "verification" },
  }),
  deleteVerification: def<null>()({
    area: "account",
    method: "POST",
    path: "/management/delete/authentication",
    encoding: "form",
    input: z.object({ path: text(500).min(1) }),
  }),
  getVip: def<VipInfo>()({ area: "account", method: "GET", path: "/back/doctors/getDoctorVip", encoding: "query", input: z.object({ doctorId: id }) }),
  login: def<LoginResult>()({
    area: "account",
    method: "POST",
    path: "/management/login",
    encoding: "form",
    input: z.object({ usersname: text(32).min(1), password: text(64).min(1) }),
  }),
  logout: def<null>()({ area: "account", method: "GET", path: "/management/login", encoding: "query", input: z.object({}) }),
  getQrCode: def<QrCode>()({ area: "account", method: "GET", path: "/valicode", encoding: "query", input: z.object({}) }),
  pollQrLogin: def<LoginResult>()({
    area: "account",
    method: "GET",
    path: "/valicode/:uuid",
    encoding: "query",
    input: z.object({ uuid: z.string().regex(/^[\w-]{8,64}$/) }),
  }),
  getAreas: def<Option[]>()({ area: "account", method: "GET", path: "/areas", encoding: "query", input: z.object({}) }),
  getDepartments: def<Option[]>()({ area: "account", method: "GET", path: "/departments", encoding: "query", input: z.object({}) }),
  uploadAvatar: def<UploadResult>()({
    area: "account",
    method: "POST",
    path: "/management/photo",
    encoding: "multipart",
    input: z.object({ imagePath: file }),
    upload: { field: "imagePath", kind: "avatar" },
  }),

  // ---- articles
  listArticles: def<Page<Article>>()({
    area: "articles",
    method: "GET",
    path: "/management/articles",
    encoding: "query",
    input: z.object({ state: z.coerce.number().int().min(0).max(5).default(0), page, name: optionalText(50) }),
    noData: emptyPage,
  }),
  getArticle: def<Article>()({ area: "articles", method: "GET", path: "/management/articles/:articleId", encoding: "query", input: z.object({ articleId: id }) }),
  saveArticle: def<number>()({ area: "articles", method: "POST", path: "/management/articles", encoding: "json", input: articleInput }),
  toggleArticle: def<null>()({
    area: "articles",
    method: "POST",
    path: "/management/sarticles",
    encoding: "form",
    input: z.object({ articleId: id, customerId: id }),
  }),
  deleteArticle: def<null>()({
    area: "articles",
    method: "POST",
    path: "/management/darticles",
    encoding: "form",
    input: z.object({ articleId: id, customerId: id }),
  }),
  getCategories: def<Category[]>()({ area: "articles", method: "GET", path: "/management/categorys", encoding: "query", input: z.object({}) }),
  getTags: def<Tag[]>()({ area: "articles", method: "GET", path: "/management/getTags", encoding: "query", input: z.object({ customerId: id }) }),
  addDisease: def<null>()({
    area: "articles",
    method: "POST",
    path: "/management/diseases",
    encoding: "form",
    input: z.object({ diseaseName: text(50).min(1), content: text(20_000).min(1), department: text(500).min(1) }),
  }),
  uploadArticleImage: def<UploadResult>()({
    area: "articles",
    method: "POST",
    path: "/management/articles/image",
    encoding: "multipart",
    input: z.object({ imagePath: file }),
    upload: { field: "imagePath", kind: "editorImage" },
  }),
  uploadVideo: def<UploadResult>()({
    area: "articles",
    method: "POST",
    path: "/management/video",
    encoding: "multipart",
    input: z.object({ video: file }),
    upload: { field: "video", kind: "video" },
  }),

  // ---- comments
  listComments: def<Page<Comment>>()({
    area: "comments",
    method: "GET",
    path: "/management/comments",
    encoding: "query",
    input: z.object({ state: z.coerce.number().int().min(0).max(2).default(0), page }),
    noData: emptyPage,
  }),
  replyComment: def<null>()({
    area: "comments",
    method: "POST",
    path: "/management/comments",
    encoding: "form",
    input: z.object({ articleId: id, commentId: id, content: text(1000).trim().min(1) }),
  }),

  // ---- consultation orders
  listOrders: def<Page<ConsultationOrder>>()({
    area: "orders",
    method: "GET",
    path: "/management/patients",
    encoding: "query",
    input: z.object({ page, state: z.coerce.number().int().min(0).max(8) }),
    noData: emptyPage,
    errors: { other: "patientList" },
  }),
  acceptOrder: def<null>()({ area: "orders", method: "POST", path: "/management/receives", encoding: "form", input: z.object({ payRecordId: id }) }),
  refuseOrder: def<null>()({
    area: "orders",
    method: "POST",
    path: "/management/unreceives",
    encoding: "form",
    input: z.object({ payRecordId: id, reason: text(200).trim().min(1) }),
  }),
  getOrder: def<ConsultationOrder>()({
    area: "orders",
    method: "GET",
    path: "/management/patients/:payRecordId",
    encoding: "query",
    input: z.object({ payRecordId: id }),
  }),

  // ---- nutrition
  listProducts: def<Page<NutritionProduct>>()({
    area: "nutrition",
    method: "GET",
    path: "/getnourishments",
    encoding: "query",
    input: z.object({ page, hospitalId: id }),
    noData: emptyPage,
    errors: { 1: "noProductLibrary" },
  }),
  listNutritionPrescriptions: def<Page<NutritionPrescription>>()({
    area: "nutrition",
    method: "GET",
    path: "/docnutrition/getnutritionprescriptions/:customerId/:page",
    encoding: "query",
    input: z.object({ customerId: id, page }),
    noData: emptyPage,
  }),
  getPrescriptionHeader: def<PrescriptionHeader>()({
    area: "nutrition",
    method: "GET",
    path: "/docnutrition/getprescriptioninformation/:customerId",
    encoding: "query",
    input: z.object({ customerId: id }),
  }),
  searchProducts: def<NutritionProduct[]>()({
    area: "nutrition",
    method: "GET",
    path: "/docnutrition/getnourishmentlist",
    encoding: "query",
    input: z.object({ nourishmentName: text(50), hospitalId: id }),
    noData: () => [],
  }),
  getProduct: def<NutritionProduct>()({
    area: "nutrition",
    method: "GET",
    path: "/docnutrition/getnourishmentbyid",
    encoding: "query",
    input: z.object({ nourishmentId: id }),
  }),
  addNutritionPrescription: def<number>()({
    area: "nutrition",
    method: "POST",
    path: "/docnutrition/addNutritionPrescription",
    encoding: "json",
    input: z.object({
      patientName: text(20).min(1),
      sex: z.coerce.number().int().min(0).max(1),
      age: z.coerce.number().int().min(0).max(999),
      patientPhone: z.string().regex(/^1[34578]\d{9}$/),
      hospitalizationCode: optionalText(50),
      bedNumber: optionalText(20),
      nourishmentList: z
        .array(z.object({ NourishmentCode: id, quantity: z.coerce.number().int().min(1).max(10_000), useTheDosage: text(100).min(1) }))
        .min(1)
        .max(50),
    }),
  }),
  addProduct: def<number>()({
    area: "nutrition",
    method: "POST",
    path: "/docnutrition/addnourishment",
    encoding: "json",
    input: z.object({
      nourishmentName: text(50).min(1),
      price: z.coerce.number().min(0).max(1_000_000),
      specification: z.enum(["片", "袋", "克", "瓶", "支", "盒"]),
    }),
  }),
  getNutritionPrescription: def<NutritionPrescription>()({
    area: "nutrition",
    method: "GET",
    path: "/docnutrition/getnutritionprescriptionbyid/:id",
    encoding: "query",
    input: z.object({ id }),
  }),
  listScreenings: def<Page<ScreeningRecord & NutritionPatient>>()({
    area: "nutrition",
    method: "GET",
    path: "/docnutrition/getScreeningRecord/:doctorId/:page",
    encoding: "query",
    input: z.object({ doctorId: id, page }),
    noData: emptyPage,
  }),
  listEvaluations: def<Page<PgSgaRecord & NutritionPatient>>()({
    area: "nutrition",
    method: "GET",
    path: "/docnutrition/getEvaluateRecord/:doctorId/:page",
    encoding: "query",
    input: z.object({ doctorId: id, page }),
    noData: emptyPage,
  }),
  getEvaluation: def<PgSgaRecord & NutritionPatient>()({
    area: "nutrition",
    method: "GET",
    path: "/docnutrition/getEvaluateDetail/:id",
    encoding: "query",
    input: z.object({ id }),
  }),
  getScreening: def<ScreeningRecord & NutritionPatient>()({
    area: "nutrition",
    method: "GET",
    path: "/docnutrition/getScreeningDetail/:id",
    encoding: "query",
    input: z.object({ id }),
  }),
  addNutritionPatient: def<number>()({
    area: "nutrition",
    method: "POST",
    path: "/docnutrition/addNPatient/:doctorId",
    encoding: "json",
    input: nutritionPatientInput,
  }),
  addScreening: def<{ totalScore: number }>()({
    area: "nutrition",
    method: "POST",
    path: "/docnutrition/addNutritionScreening/:nutritionPatientId",
    encoding: "json",
    input: z.object({
      nutritionPatientId: id,
      illnessStates: z.array(z.enum(["illnessStateA", "illnessStateB", "illnessStateC"])).min(1).max(3),
      nutritionState: z.coerce.number().int().min(0).max(3),
      ageScope: z.coerce.number().int().min(0).max(1),
    }),
  }),
  addEvaluation: def<{ totalScore: number }>()({
    area: "nutrition",
    method: "POST",
    path: "/docnutrition/addNutritionEvaluate/:nutritionPatientId",
    encoding: "json",
    input: evaluateInput,
  }),
} as const;

export type Contract = typeof contract;
export type CallName = keyof Contract;
/** What a caller passes: path params and fields together. */
export type CallInput<N extends CallName> = z.input<Contract[N]["input"]>;
/** The `result` of the envelope when errcode is 0. */
export type CallResult<N extends CallName> = Exclude<Contract[N]["__result"], undefined>;

/** Names of the path parameters of a call (`/a/:id/:page` → ["id", "page"]). */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
}

/**
 * The real-time channel (server-sent events, below the API base): the stand-in for the chat
 * service's forced-logout event, and news of pending orders. Events: `kicked`, `orders`.
 */
export const EVENTS_PATH = "/management/events";
export type ServerEvent = { type: "kicked"; code: "kicked" } | { type: "orders"; pending: number };
