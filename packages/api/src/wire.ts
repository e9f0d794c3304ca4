/**
 * How each call of docs/behaviour/README.md#platform-calls travels: area, method, path (with `:params`, below the API base),
 * encoding, upload rule, and what it answers (the `result` type, the "no data" fallback and the
 * errcodes particular to it). No zod here: this is all the browser client needs. The input
 * schemas are in ./contract.ts, keyed by the same names.
 */
import type {
  ChatConversation,
  ChatThreadMessage,
  ErrorSituation,
  Article,
  Comment,
  ConsultationOrder,
  Disease,
  Doctor,
  LoginResult,
  NutritionPatient,
  NutritionPatientHistory,
  NutritionPrescription,
  NutritionProduct,
  Page,
  PgSgaRecord,
  RescreenDueEntry,
  ScreeningRecord,
  Tag,
  Verification,
  VipInfo,
} from "@doctor-console/domain";
import type { ChatEvent, ChatHistoryPage } from "./chat";


export type Method = "GET" | "POST";
/** How the input travels: query string, urlencoded form, JSON body or multipart (uploads). */
export type Encoding = "query" | "form" | "json" | "multipart";
export type Area = "account" | "articles" | "comments" | "orders" | "nutrition" | "chat";
/** Which upload rule of docs/behaviour/personal-data.md#image-uploads a multipart call enforces (both sides check it). */
export type UploadKind = "avatar" | "verification" | "editorImage" | "cover" | "video";

export interface WireDef<R = unknown> {
  area: Area;
  method: Method;
  /** Path below the API base, with `:name` placeholders taken from the input. */
  path: string;
  encoding: Encoding;
  /** The upload rule, for multipart calls. */
  upload?: { field: string; kind: UploadKind };
  /**
   * What the call answers when the platform says "no data" (errcode 30007, docs/behaviour/errors.md#error-catalogue): lists are
   * empty with total 0, verification state becomes -1. Calls without it treat 30007 as an error.
   */
  noData?: () => R;
  /**
   * Errcodes whose meaning is particular to this call (see docs/behaviour/errors.md#error-catalogue): e.g. errcode 1 of the product
   * library list means "no library"; `other` covers every errcode not named (patient lists
   * ignore them). Anything else falls back to the catalogue's meaning of the errcode.
   */
  errors?: Partial<Record<number | "other", ErrorSituation>>;
  /** Phantom: the type of `result`. */
  readonly __result?: R;
}

const def =
  <R>() =>
  <A extends Area>(d: Omit<WireDef<R>, "__result" | "area"> & { area: A }): WireDef<R> & { area: A } =>
    d as WireDef<R> & { area: A };

const emptyPage = <T>(): Page<T> => ({ list: [], pageSize: 10, total: 0 });

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
/**
 * Extension of the contract: a signed, expiring link to the read-only mobile preview
 * of an article, and its QR code as a data URL.
 */
export interface ArticlePreview {
  url: string;
  qr: string;
  /** yyyy-MM-dd HH:mm:ss */
  expiresAt: string;
}

/**
 * Extension of the contract: the signed, expiring link of an order's patient page (患者端), and
 * its QR code as a data URL. See docs/behaviour/chat.md.
 */
export interface PatientChatLink {
  url: string;
  qr: string;
  /** yyyy-MM-dd HH:mm:ss */
  expiresAt: string;
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

export const wire = {
  // ---- account and profile
  getProfile: def<{ doctor: Doctor }>()({ area: "account", method: "GET", path: "/management/message", encoding: "query" }),
  saveProfile: def<null>()({ area: "account", method: "POST", path: "/management/message", encoding: "json" }),
  getVerification: def<Verification>()({
    area: "account",
    method: "GET",
    path: "/management/authentication",
    encoding: "query",
    noData: () => ({ state: -1, reason: "", list: [] }) as Verification,
  }),
  uploadVerification: def<{ key: string; image: string }>()({
    area: "account",
    method: "POST",
    path: "/management/authentication",
    encoding: "multipart",
    upload: { field: "imagePath", kind: "verification" },
  }),
  deleteVerification: def<null>()({
    area: "account",
    method: "POST",
    path: "/management/delete/authentication",
    encoding: "form",
  }),
  getVip: def<VipInfo>()({ area: "account", method: "GET", path: "/back/doctors/getDoctorVip", encoding: "query" }),
  login: def<LoginResult>()({
    area: "account",
    method: "POST",
    path: "/management/login",
    encoding: "form",
  }),
  logout: def<null>()({ area: "account", method: "GET", path: "/management/login", encoding: "query" }),
  getQrCode: def<QrCode>()({ area: "account", method: "GET", path: "/valicode", encoding: "query" }),
  pollQrLogin: def<LoginResult>()({
    area: "account",
    method: "GET",
    path: "/valicode/:uuid",
    encoding: "query",
  }),
  getAreas: def<Option[]>()({ area: "account", method: "GET", path: "/areas", encoding: "query" }),
  getDepartments: def<Option[]>()({ area: "account", method: "GET", path: "/departments", encoding: "query" }),
  uploadAvatar: def<UploadResult>()({
    area: "account",
    method: "POST",
    path: "/management/photo",
    encoding: "multipart",
    upload: { field: "imagePath", kind: "avatar" },
  }),

  // ---- articles
  listArticles: def<Page<Article>>()({
    area: "articles",
    method: "GET",
    path: "/management/articles",
    encoding: "query",
    noData: emptyPage,
  }),
  getArticle: def<Article>()({ area: "articles", method: "GET", path: "/management/articles/:articleId", encoding: "query" }),
  /** Extension of the contract: see {@link ArticlePreview}. */
  previewArticle: def<ArticlePreview>()({ area: "articles", method: "GET", path: "/management/articles/:articleId/preview", encoding: "query" }),
  saveArticle: def<number>()({ area: "articles", method: "POST", path: "/management/articles", encoding: "json" }),
  toggleArticle: def<null>()({
    area: "articles",
    method: "POST",
    path: "/management/sarticles",
    encoding: "form",
  }),
  deleteArticle: def<null>()({
    area: "articles",
    method: "POST",
    path: "/management/darticles",
    encoding: "form",
  }),
  getCategories: def<Category[]>()({ area: "articles", method: "GET", path: "/management/categorys", encoding: "query" }),
  getTags: def<Tag[]>()({ area: "articles", method: "GET", path: "/management/getTags", encoding: "query" }),
  addDisease: def<null>()({
    area: "articles",
    method: "POST",
    path: "/management/diseases",
    encoding: "form",
  }),
  /**
   * Extension of the contract (not in the platform's contract, which has no list call for /diseasesList): the
   * doctor's diseases, newest first, paged like the other lists.
   */
  listDiseases: def<Page<Disease>>()({
    area: "articles",
    method: "GET",
    path: "/management/diseases",
    encoding: "query",
    noData: emptyPage,
  }),
  uploadArticleImage: def<UploadResult>()({
    area: "articles",
    method: "POST",
    path: "/management/articles/image",
    encoding: "multipart",
    upload: { field: "imagePath", kind: "editorImage" },
  }),
  uploadVideo: def<UploadResult>()({
    area: "articles",
    method: "POST",
    path: "/management/video",
    encoding: "multipart",
    upload: { field: "video", kind: "video" },
  }),

  // ---- comments
  listComments: def<Page<Comment>>()({
    area: "comments",
    method: "GET",
    path: "/management/comments",
    encoding: "query",
    noData: emptyPage,
  }),
  replyComment: def<null>()({
    area: "comments",
    method: "POST",
    path: "/management/comments",
    encoding: "form",
  }),

  // ---- consultation orders
  listOrders: def<Page<ConsultationOrder>>()({
    area: "orders",
    method: "GET",
    path: "/management/patients",
    encoding: "query",
    noData: emptyPage,
    errors: { other: "patientList" },
  }),
  acceptOrder: def<null>()({ area: "orders", method: "POST", path: "/management/receives", encoding: "form" }),
  refuseOrder: def<null>()({
    area: "orders",
    method: "POST",
    path: "/management/unreceives",
    encoding: "form",
  }),
  getOrder: def<ConsultationOrder>()({
    area: "orders",
    method: "GET",
    path: "/management/patients/:payRecordId",
    encoding: "query",
  }),

  // ---- nutrition
  listProducts: def<Page<NutritionProduct>>()({
    area: "nutrition",
    method: "GET",
    path: "/getnourishments",
    encoding: "query",
    noData: emptyPage,
    errors: { 1: "noProductLibrary" },
  }),
  listNutritionPrescriptions: def<Page<NutritionPrescription>>()({
    area: "nutrition",
    method: "GET",
    path: "/docnutrition/getnutritionprescriptions/:customerId/:page",
    encoding: "query",
    noData: emptyPage,
  }),
  getPrescriptionHeader: def<PrescriptionHeader>()({
    area: "nutrition",
    method: "GET",
    path: "/docnutrition/getprescriptioninformation/:customerId",
    encoding: "query",
  }),
  searchProducts: def<NutritionProduct[]>()({
    area: "nutrition",
    method: "GET",
    path: "/docnutrition/getnourishmentlist",
    encoding: "query",
    noData: () => [],
  }),
  getProduct: def<NutritionProduct>()({
    area: "nutrition",
    method: "GET",
    path: "/docnutrition/getnourishmentbyid",
    encoding: "query",
  }),
  addNutritionPrescription: def<number>()({
    area: "nutrition",
    method: "POST",
    path: "/docnutrition/addNutritionPrescription",
    encoding: "json",
  }),
  addProduct: def<number>()({
    area: "nutrition",
    method: "POST",
    path: "/docnutrition/addnourishment",
    encoding: "json",
  }),
  getNutritionPrescription: def<NutritionPrescription>()({
    area: "nutrition",
    method: "GET",
    path: "/docnutrition/getnutritionprescriptionbyid/:id",
    encoding: "query",
  }),
  listScreenings: def<Page<ScreeningRecord & NutritionPatient>>()({
    area: "nutrition",
    method: "GET",
    path: "/docnutrition/getScreeningRecord/:doctorId/:page",
    encoding: "query",
    noData: emptyPage,
  }),
  listEvaluations: def<Page<PgSgaRecord & NutritionPatient>>()({
    area: "nutrition",
    method: "GET",
    path: "/docnutrition/getEvaluateRecord/:doctorId/:page",
    encoding: "query",
    noData: emptyPage,
  }),
  getEvaluation: def<PgSgaRecord & NutritionPatient>()({
    area: "nutrition",
    method: "GET",
    path: "/docnutrition/getEvaluateDetail/:id",
    encoding: "query",
  }),
  getScreening: def<ScreeningRecord & NutritionPatient>()({
    area: "nutrition",
    method: "GET",
    path: "/docnutrition/getScreeningDetail/:id",
    encoding: "query",
  }),
  addNutritionPatient: def<number>()({
    area: "nutrition",
    method: "POST",
    path: "/docnutrition/addNPatient/:doctorId",
    encoding: "json",
  }),
  addScreening: def<{ totalScore: number }>()({
    area: "nutrition",
    method: "POST",
    path: "/docnutrition/addNutritionScreening/:nutritionPatientId",
    encoding: "json",
  }),
  addEvaluation: def<{ totalScore: number }>()({
    area: "nutrition",
    method: "POST",
    path: "/docnutrition/addNutritionEvaluate/:nutritionPatientId",
    encoding: "json",
  }),
  // Extensions of the contract (ours): nutrition over time.
  searchNutritionPatients: def<NutritionPatient[]>()({
    area: "nutrition",
    method: "GET",
    path: "/docnutrition/searchNPatients",
    encoding: "query",
    noData: () => [],
  }),
  getNutritionPatientHistory: def<NutritionPatientHistory>()({
    area: "nutrition",
    method: "GET",
    path: "/docnutrition/getNPatientHistory/:nutritionPatientId",
    encoding: "query",
  }),
  // The PDF of a screening or assessment sheet (下载打印), made on first ask, served to its doctor.
  getScreeningPdf: def<{ pdf: string }>()({
    area: "nutrition",
    method: "GET",
    path: "/docnutrition/getScreeningPdf/:id",
    encoding: "query",
  }),
  getEvaluationPdf: def<{ pdf: string }>()({
    area: "nutrition",
    method: "GET",
    path: "/docnutrition/getEvaluatePdf/:id",
    encoding: "query",
  }),
  listRescreenDue: def<{ total: number; list: RescreenDueEntry[] }>()({
    area: "nutrition",
    method: "GET",
    path: "/docnutrition/getRescreenDue",
    encoding: "query",
  }),

  // ---- chat (extension of the contract: the reference server's own chat, see docs/behaviour/chat.md)
  /** The doctor's conversations: one per accepted (or since finished) order, those waiting longest first. */
  listChatConversations: def<ChatConversation[]>()({ area: "chat", method: "GET", path: "/management/chat/conversations", encoding: "query" }),
  /** A page of a conversation's history, oldest first; `before` is the cursor of the page asked for. */
  getChatHistory: def<ChatHistoryPage>()({ area: "chat", method: "GET", path: "/management/chat/conversations/:orderId/messages", encoding: "query" }),
  /** Sends a message; the same `clientId` again answers the message already stored. */
  sendChatMessage: def<ChatThreadMessage>()({ area: "chat", method: "POST", path: "/management/chat/conversations/:orderId/messages", encoding: "json" }),
  /** Marks the patient's messages read up to `upTo` (a message id). */
  markChatRead: def<null>()({ area: "chat", method: "POST", path: "/management/chat/conversations/:orderId/read", encoding: "json" }),
  /** Stores an image for a conversation (field `orderId` beside it); send it with `sendChatMessage`. */
  uploadChatImage: def<UploadResult>()({
    area: "chat",
    method: "POST",
    path: "/management/chat/image",
    encoding: "multipart",
    upload: { field: "imagePath", kind: "editorImage" },
  }),
  /** The order's patient page link (患者端) and its QR code. */
  getPatientChatLink: def<PatientChatLink>()({ area: "chat", method: "GET", path: "/management/chat/conversations/:orderId/patient-link", encoding: "query" }),
} as const;

export type Wire = typeof wire;
export type CallName = keyof Wire;
/** The `result` of the envelope when errcode is 0. */
export type CallResult<N extends CallName> = Exclude<Wire[N]["__result"], undefined>;

/**
 * The real-time channel (server-sent events, below the API base): the stand-in for the chat
 * service's forced-logout event, news of pending orders, and the reference server's chat.
 * Events: `kicked`, `orders`, `chat`.
 */
export const EVENTS_PATH = "/management/events";
export type ServerEvent = { type: "kicked"; code: "kicked" } | { type: "orders"; pending: number } | { type: "chat"; event: ChatEvent };
