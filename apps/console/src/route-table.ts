/**
 * The console's routes, one record each: path, title, page module, section, flags and the queries
 * the page reads on entry (its loader, the way TanStack Router pairs a route with its loader).
 * See docs/behaviour/shell.md for the routes and their redirect rules.
 *
 * Everything reads this record: the app (./routes.ts adds each page's lazily loaded component),
 * the prefetch (./data/route-data.ts runs the loaders) and the build's preload map
 * (../route-preload.ts loads this module and maps each path to its page's files). So it is plain
 * data: no React, and the query factories reach the loaders through their context.
 */
import type { QueryOptions } from "./data/server-state";
import { DRAFT_STATE_FILTER, patientTabs, sideMenuEntries } from "@doctor-console/domain";
import type { nutritionQueries, orderQueries, publishingQueries } from "./data/queries";
import { articleListParams, idFromSearch } from "./search-params";
import { firstTabs, nutritionTabs, paths } from "./paths";
import { routePattern } from "./route-pattern";
import type { SessionView } from "./session/session";

// A query option of any shape (a loader's list mixes them).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyQuery = QueryOptions<any, any>;

/** What a loader is given: where the route was entered, who is signed in, and the query factories. */
export interface LoaderContext {
  /** The path's second segment, lower case (`/patient/patient_ycf` → `patient_ycf`), or "". */
  child: string;
  /** The query string (`?payRecordId=7`). */
  search: string;
  session: SessionView;
  queries: { orders: typeof orderQueries; nutrition: typeof nutritionQueries; publishing: typeof publishingQueries };
}

export type Section = "welcome" | "personal-data" | "publishing" | "patient" | "nutrition" | "chat" | "elsewhere";

/** A section page with tabs: where it opens when its path names none of them. */
export interface SectionTabs {
  list: readonly { route: string }[];
  first: string;
  /** The tabs show only once the studio is open (before, the page shows the invitation). */
  needsStudio: boolean;
}

export interface RouteRecord {
  path: string;
  title: string;
  /** The page's module under src/pages (no extension); the page is its default export unless `export` names another. */
  page: string;
  export?: string;
  section: Section;
  /** false: the page shows without the tab bar. */
  tabBar?: boolean;
  /** Only for a doctor whose studio is open: the shell puts the page behind the studio gate. */
  studio?: boolean;
  tabs?: SectionTabs;
  /** The queries the page makes on entry (its first page, its record), started as soon as the route is known. */
  loader?: (context: LoaderContext) => AnyQuery[];
}

const patientTabsOf: SectionTabs = { list: patientTabs, first: firstTabs.patient, needsStudio: true };
const nutritionTabsOf: SectionTabs = { list: nutritionTabs, first: firstTabs.nutrition, needsStudio: false };

/** The record named by `?{name}=`, when the query string names one. */
const detail =
  <T>(name: string, query: (q: LoaderContext["queries"]) => (id: number) => T) =>
  ({ search, queries }: LoaderContext): T[] => {
    const id = idFromSearch(search, name);
    return id === null ? [] : [query(queries)(id)];
  };

/** An order list tab (the first when the path names none), once the studio is open. */
const patientList = ({ child, session, queries }: LoaderContext): AnyQuery[] => {
  if (!session.studioOpen) return [];
  const tab = patientTabs.find((t) => t.route.toLowerCase() === child) ?? patientTabs[0];
  return [queries.orders.list(tab.listState, 1)];
};

/** Every nutrition page asks whether the hospital has a product library (its page 1); a tab also its list. */
const nutritionPage = ({ child, session, queries }: LoaderContext): AnyQuery[] => {
  const library = queries.nutrition.products(session.hospitalId, 1);
  const tab = nutritionTabs.find((t) => t.route.toLowerCase() === child)?.route ?? (child ? null : nutritionTabs[0].route);
  const list =
    tab === "nutriRecipel_jl"
      ? [queries.nutrition.prescriptions(session.customerId, 1)]
      : tab === "PGSGAJl"
        ? [queries.nutrition.evaluations(session.customerId, 1)]
        : tab === "assessJl"
          ? [queries.nutrition.screenings(session.customerId, 1)]
          : tab === "rescreen"
            ? [queries.nutrition.rescreenDue()]
            : [];
  return [library, ...list];
};

const articleList =
  (fixedState?: typeof DRAFT_STATE_FILTER) =>
  ({ search, session, queries }: LoaderContext): AnyQuery[] => {
    if (!session.studioOpen) return [];
    const { state, page, name } = articleListParams(search, fixedState);
    return [queries.publishing.articles(state, page, name)];
  };

const studioOnly =
  (load: (q: LoaderContext["queries"]) => AnyQuery) =>
  ({ session, queries }: LoaderContext): AnyQuery[] =>
    session.studioOpen ? [load(queries)] : [];

const elsewhere = (path: string, title: string): RouteRecord => ({ path, title, page: "not-in-console-page", section: "elsewhere" });

export const routeTable: RouteRecord[] = [
  { path: paths.welcome, title: "首页", page: "welcome", section: "welcome" },
  { path: paths.personalData, title: "个人资料", page: "personal-data/profile-page", section: "personal-data" },
  { path: paths.editProfile, title: "编辑资料", page: "personal-data/edit-profile-page", section: "personal-data" },
  { path: paths.certificateReview, title: "资质认证", page: "personal-data/certificate-review-page", section: "personal-data" },
  { path: paths.openingStudio, title: "开通工作室", page: "personal-data/opening-studio-page", section: "personal-data" },
  { path: paths.publishing, title: "发布管理", page: "publishing/article-list-page", section: "publishing", studio: true, loader: articleList() },
  { path: paths.articleEditor, title: "编辑文章", page: "publishing/article-editor-page", section: "publishing", studio: true },
  { path: paths.video, title: "视频录制测试", page: "publishing/video-page", section: "publishing", studio: true },
  { path: paths.addDisease, title: "新增疾病", page: "publishing/add-disease-page", section: "publishing", tabBar: false, studio: true },
  {
    path: paths.diseases,
    title: "疾病列表",
    page: "publishing/diseases-list-page",
    section: "publishing",
    tabBar: false,
    studio: true,
    loader: studioOnly((q) => q.publishing.diseases(1)),
  },
  { path: paths.drafts, title: "草稿箱", page: "publishing/article-list-page", export: "DraftsPage", section: "publishing", studio: true, loader: articleList(DRAFT_STATE_FILTER) },
  { path: paths.comments, title: "评论管理", page: "publishing/comment-page", section: "publishing", studio: true, loader: studioOnly((q) => q.publishing.comments(0, 1)) },
  { path: paths.patient, title: "问诊订单", page: "patient/patient-page", section: "patient", tabs: patientTabsOf, loader: patientList },
  { path: paths.prescriptionDetail, title: "处方详情", page: "patient/prescription-page", section: "patient", loader: detail("payRecordId", (q) => q.orders.detail) },
  { path: paths.medicalRecordDetail, title: "病历详情", page: "patient/medical-record-page", section: "patient", loader: detail("payRecordId", (q) => q.orders.detail) },
  { path: paths.patientDetail, title: "患者详情", page: "patient/patient-detail-page", section: "patient", loader: detail("payRecordId", (q) => q.orders.detail) },
  { path: `${paths.patient}/:tab`, title: "问诊订单", page: "patient/patient-page", section: "patient", tabs: patientTabsOf, loader: patientList },
  { path: paths.chat, title: "在线聊天", page: "chat/chat-page", section: "chat" },
  { path: paths.nutrition, title: "营养管理", page: "nutrition/nutrition-page", section: "nutrition", tabs: nutritionTabsOf, loader: nutritionPage },
  { path: paths.addNutritionPrescription, title: "开具营养处方", page: "nutrition/add-prescription-page", section: "nutrition", loader: nutritionPage },
  { path: paths.addProduct, title: "新增营养品", page: "nutrition/add-product-page", section: "nutrition", loader: nutritionPage },
  { path: paths.addPgSga, title: "PG-SGA评估", page: "nutrition/add-pgsga-page", section: "nutrition", loader: nutritionPage },
  { path: paths.addScreening, title: "NRS-2002筛查", page: "nutrition/add-screening-page", section: "nutrition", loader: nutritionPage },
  {
    path: paths.nutritionPrescriptionDetail,
    title: "营养处方详情",
    page: "nutrition/prescription-detail-page",
    section: "nutrition",
    loader: detail("nutritionPrescriptionId", (q) => q.nutrition.prescription),
  },
  { path: paths.pgSgaDetail, title: "PG-SGA评估详情", page: "nutrition/pgsga-detail-page", section: "nutrition", loader: detail("evaluateId", (q) => q.nutrition.evaluation) },
  { path: paths.screeningDetail, title: "NRS-2002筛查详情", page: "nutrition/screening-detail-page", section: "nutrition", loader: detail("screeningId", (q) => q.nutrition.screening) },
  { path: paths.nutritionArchive, title: "营养档案", page: "nutrition/patient-archive-page", section: "nutrition", loader: detail("nutritionPatientId", (q) => q.nutrition.history) },
  { path: `${paths.nutrition}/:tab`, title: "营养管理", page: "nutrition/nutrition-page", section: "nutrition", tabs: nutritionTabsOf, loader: nutritionPage },
  // Pages whose content the console does not show: the side menu's tools and libraries, and three more.
  ...sideMenuEntries.map((e) => elsewhere(paths.menuEntry(e.route), e.label)),
  elsewhere(paths.treatmentPlan, "治疗方案"),
  elsewhere(paths.specificDiseaseDetails, "专病详情"),
];

const patterns = routeTable.map((record) => ({ record, re: routePattern(record.path) }));

/** The record a path belongs to, case-insensitively (`/Welcome` and `/welcome` are one page). */
export function matchRecord(pathname: string): RouteRecord | undefined {
  return patterns.find((p) => p.re.test(pathname))?.record;
}

/** The tab a route opens: one per section, so /patient and /patient/:tab share the 问诊订单 tab. */
export function tabKey(record: Pick<RouteRecord, "path">): string {
  return record.path.replace(/\/:tab$/, "");
}
