/**
 * Every path of the console, written once (see docs/behaviour/shell.md). The route table
 * (./route-table.ts), the pages, the shell and the links handed to ui components all take their
 * paths from here. Plain data: no React, no api, so that the build's preload plugin can read it.
 */
import { loginPath } from "./login-path";
import { patientTabs, type CommentFilter, type OrderListFilter, type OrderListSort, type PatientTabRoute, type SideMenuRoute } from "@doctor-console/domain";

const PATIENT = "/patient";
const NUTRITION = "/nutriRecipel";
const PUBLISHING = "/releaseM";
const PERSONAL_DATA = "/personalData";

/** The four tabs of the nutrition section, in order. */
export const nutritionTabs = [
  { route: "nutriRecipel_jl", label: "营养处方记录" },
  { route: "PGSGAJl", label: "PG-SGA评估记录" },
  { route: "assessJl", label: "NRS-2002筛查记录" },
  { route: "nutrition", label: "营养品库" },
  // Ours, after the platform's four: the patients due for re-screening (docs/behaviour/nutrition.md#nutrition-over-time).
  { route: "rescreen", label: "待复筛" },
] as const;
export type NutritionTabRoute = (typeof nutritionTabs)[number]["route"];

const id = (value: number) => encodeURIComponent(value);

export const paths = {
  root: "/",
  login: loginPath,
  home: "/Home",
  welcome: "/Welcome",

  personalData: PERSONAL_DATA,
  editProfile: `${PERSONAL_DATA}/editInformation`,
  certificateReview: `${PERSONAL_DATA}/certificateReview`,
  openingStudio: `${PERSONAL_DATA}/openingStudio`,

  publishing: PUBLISHING,
  articleEditor: `${PUBLISHING}/addArticle`,
  /** The editor of an article (0: a new one). */
  article: (articleId: number) => `${PUBLISHING}/addArticle?articleId=${id(articleId)}`,
  video: `${PUBLISHING}/video`,
  addDisease: `${PUBLISHING}/addDisease`,
  diseases: "/diseasesList",
  drafts: "/drafts",
  comments: "/comment",
  /** The comments of one filter (0 全部, 1 已回复, 2 未回复). */
  commentsOf: (state: CommentFilter) => `/comment?state=${state}`,
  /** The article list on one status tab (3 审核驳回 …). */
  articlesOf: (state: number) => `${PUBLISHING}?state=${state}`,

  patient: PATIENT,
  patientTab: (tab: PatientTabRoute) => `${PATIENT}/${tab}`,
  /** A patient tab sorted or filtered (`?sort=waited`, `?filter=awaiting`); the server's order and no filter by default. */
  patientTabView: (tab: PatientTabRoute, view: { sort?: OrderListSort; filter?: OrderListFilter | null }) => {
    const q = new URLSearchParams();
    if (view.sort && view.sort !== "newest") q.set("sort", view.sort);
    if (view.filter) q.set("filter", view.filter);
    const query = q.toString();
    return `${PATIENT}/${tab}${query ? `?${query}` : ""}`;
  },
  prescriptionDetail: `${PATIENT}/patient_cfxq`,
  medicalRecordDetail: `${PATIENT}/patient_blxq`,
  /** An order's patient: history answers, doctor card, chat record (the 已接诊 rows link here). */
  patientDetail: `${PATIENT}/patient_hzxq`,

  nutrition: NUTRITION,
  nutritionTab: (tab: NutritionTabRoute) => `${NUTRITION}/${tab}`,
  addNutritionPrescription: `${NUTRITION}/addnutriRecipel`,
  addProduct: `${NUTRITION}/addnutrition`,
  addPgSga: `${NUTRITION}/addPGSGA`,
  addScreening: `${NUTRITION}/addnutritionDy`,
  nutritionPrescriptionDetail: `${NUTRITION}/nutriRecipelDetail`,
  pgSgaDetail: `${NUTRITION}/PGSGADetail`,
  screeningDetail: `${NUTRITION}/nutritionDetail`,
  /** The nutrition detail pages of a record. */
  nutritionPrescription: (nutritionPrescriptionId: number) => `${NUTRITION}/nutriRecipelDetail?nutritionPrescriptionId=${id(nutritionPrescriptionId)}`,
  pgSga: (evaluateId: number) => `${NUTRITION}/PGSGADetail?evaluateId=${id(evaluateId)}`,
  screening: (screeningId: number) => `${NUTRITION}/nutritionDetail?screeningId=${id(screeningId)}`,
  /** A nutrition patient's scores over time (营养档案). */
  nutritionArchive: `${NUTRITION}/patientArchive`,
  nutritionPatientArchive: (nutritionPatientId: number) => `${NUTRITION}/patientArchive?nutritionPatientId=${id(nutritionPatientId)}`,
  /** The nutrition forms started from a known patient. */
  addNutritionPrescriptionFor: (nutritionPatientId: number) => `${NUTRITION}/addnutriRecipel?articleId=0&nutritionPatientId=${id(nutritionPatientId)}`,
  addPgSgaFor: (nutritionPatientId: number) => `${NUTRITION}/addPGSGA?articleId=0&nutritionPatientId=${id(nutritionPatientId)}`,
  addScreeningFor: (nutritionPatientId: number) => `${NUTRITION}/addnutritionDy?articleId=0&nutritionPatientId=${id(nutritionPatientId)}`,

  /** The chat workbench. */
  chat: "/IM",
  /** The chat workbench on the conversation of an order. */
  chatWith: (payRecordId: number) => `/IM?payRecordId=${id(payRecordId)}`,

  // Pages whose content the console does not show.
  treatmentPlan: "/treatmentPlan",
  specificDiseaseDetails: "/specificDiseaseDetails",
  /** A side-menu entry of domain's list (`/wisdomZY`). */
  menuEntry: (route: SideMenuRoute) => `/${route}`,

  /** The customer-service QR picture the user menu shows (a static file). */
  customerServiceQr: "/customer-service-qr.svg",
} as const;

/** Where the detail pages' return links point: a child tab at the root (answered by its tab). */
export const detailReturnPaths = {
  prescription: `/${"patient_ycf" satisfies PatientTabRoute}`,
  medicalRecord: `/${"patient_yjs" satisfies PatientTabRoute}`,
  patientDetail: `/${"patient_wzhz" satisfies PatientTabRoute}`,
  pgsga: paths.nutritionTab("PGSGAJl"),
  product: paths.nutritionTab("nutrition"),
} as const;

/** The first tab of each tabbed section: where its root opens. */
export const firstTabs = {
  patient: paths.patientTab(patientTabs[0].route),
  nutrition: paths.nutritionTab(nutritionTabs[0].route),
} as const;
