/**
 * Every route of spec §2, lazily loaded. `tabBar: false` marks the pages shown without the tab
 * bar, `studio: true` the publishing pages behind the studio gate (spec §6). Child tabs of
 * /patient and /nutriRecipel also answer at the root (`/patient_ycf`), which is where the detail
 * pages' return links point.
 */
import type { ComponentType, LazyExoticComponent } from "react";
// Every page can be preloaded (hover, route known): see lazy-page.ts.
import { lazyPage as lazy } from "./lazy-page";
import { fallbackPath, patientTabs, sideMenuEntries } from "@doctor-console/domain";
import { FIRST_NUTRITION_TAB, nutritionTabs } from "./pages/nutrition/tabs";
import { routePattern } from "./route-pattern";

export interface RouteDef {
  path: string;
  title: string;
  page: LazyExoticComponent<ComponentType>;
  tabBar?: boolean;
  /** Only for a doctor whose studio is open (spec §6): the shell puts the page behind the gate. */
  studio?: boolean;
}

const notInConsole = lazy(() => import("./pages/notice-page").then((m) => ({ default: m.NotInConsole })));
const welcome = lazy(() => import("./pages/welcome"));
const patientPage = lazy(() => import("./pages/patient/patient-page"));
const prescriptionPage = lazy(() => import("./pages/patient/prescription-page"));
const medicalRecordPage = lazy(() => import("./pages/patient/medical-record-page"));
const nutritionPage = lazy(() => import("./pages/nutrition/nutrition-page"));
const articleListPage = lazy(() => import("./pages/publishing/article-list-page"));
const draftsPage = lazy(() => import("./pages/publishing/article-list-page").then((m) => ({ default: m.DraftsPage })));
const articleEditorPage = lazy(() => import("./pages/publishing/article-editor-page"));

export const routes: RouteDef[] = [
  { path: "/welcome", title: "首页", page: welcome },
  { path: "/personalData", title: "个人资料", page: lazy(() => import("./pages/personal-data/profile-page")) },
  { path: "/personalData/editInformation", title: "编辑资料", page: lazy(() => import("./pages/personal-data/edit-profile-page")) },
  { path: "/personalData/certificateReview", title: "资质认证", page: lazy(() => import("./pages/personal-data/certificate-review-page")) },
  { path: "/personalData/openingStudio", title: "开通工作室", page: lazy(() => import("./pages/personal-data/opening-studio-page")) },
  { path: "/releaseM", title: "发布管理", page: articleListPage, studio: true },
  { path: "/releaseM/addArticle", title: "编辑文章", page: articleEditorPage, studio: true },
  { path: "/releaseM/video", title: "视频录制测试", page: lazy(() => import("./pages/publishing/video-page")), studio: true },
  { path: "/releaseM/addDisease", title: "新增疾病", page: lazy(() => import("./pages/publishing/add-disease-page")), tabBar: false, studio: true },
  { path: "/diseasesList", title: "疾病列表", page: lazy(() => import("./pages/publishing/diseases-list-page")), tabBar: false, studio: true },
  { path: "/drafts", title: "草稿箱", page: draftsPage, studio: true },
  { path: "/comment", title: "评论管理", page: lazy(() => import("./pages/publishing/comment-page")), studio: true },
  { path: "/patient", title: "问诊订单", page: patientPage },
  { path: "/patient/patient_cfxq", title: "处方详情", page: prescriptionPage },
  { path: "/patient/patient_blxq", title: "病历详情", page: medicalRecordPage },
  { path: "/patient/:tab", title: "问诊订单", page: patientPage },
  { path: "/nutriRecipel", title: "营养管理", page: nutritionPage },
  { path: "/nutriRecipel/addnutriRecipel", title: "开具营养处方", page: lazy(() => import("./pages/nutrition/add-prescription-page")) },
  { path: "/nutriRecipel/addnutrition", title: "新增营养品", page: lazy(() => import("./pages/nutrition/add-product-page")) },
  { path: "/nutriRecipel/addPGSGA", title: "PG-SGA评估", page: lazy(() => import("./pages/nutrition/add-pgsga-page")) },
  { path: "/nutriRecipel/addnutritionDy", title: "NRS-2002筛查", page: lazy(() => import("./pages/nutrition/add-screening-page")) },
  { path: "/nutriRecipel/nutriRecipelDetail", title: "营养处方详情", page: lazy(() => import("./pages/nutrition/prescription-detail-page")) },
  { path: "/nutriRecipel/PGSGADetail", title: "PG-SGA评估详情", page: lazy(() => import("./pages/nutrition/pgsga-detail-page")) },
  { path: "/nutriRecipel/nutritionDetail", title: "NRS-2002筛查详情", page: lazy(() => import("./pages/nutrition/screening-detail-page")) },
  { path: "/nutriRecipel/:tab", title: "营养管理", page: nutritionPage },
  // Pages whose content the spec does not show: the side menu's tools and libraries, and three more.
  ...[
    ...sideMenuEntries.map((e) => [`/${e.route}`, e.label] as const),
    ["/treatmentPlan", "治疗方案"] as const,
    ["/specificDiseaseDetails", "专病详情"] as const,
    ["/IM", "在线聊天"] as const,
  ].map(([path, title]) => ({ path, title, page: notInConsole })),
];

/** The tab a route opens: one per section, so /patient and /patient/:tab share the 问诊订单 tab. */
export function tabKey(route: RouteDef): string {
  return route.path.replace(/\/:tab$/, "");
}

/** Child tabs reachable at the root (`/patient_ycf` → `/patient/patient_ycf`). */
const childTabAliases: Record<string, string> = Object.fromEntries([
  ...patientTabs.map((t) => [t.route, `/patient/${t.route}`]),
  ...nutritionTabs.map((t) => [t.route, `/nutriRecipel/${t.route}`]),
]);

const patterns = routes.map((r) => ({ route: r, re: routePattern(r.path) }));

/** The route a path belongs to, case-insensitively (`/Welcome` and `/welcome` are one page). */
export function matchRoute(pathname: string): RouteDef | undefined {
  return patterns.find((p) => p.re.test(pathname))?.route;
}

/**
 * Spec §2's redirect rules for a path that is not a page: `/` → `/login`, `/Home` → `/Welcome`,
 * a child tab at the root → its tab, a path of exactly three segments → `/{last segment}`, any
 * other unknown path → `/`. Returns null when the path is a page.
 */
export function redirectFor(pathname: string): string | null {
  if (pathname === "/" || pathname === "") return "/login";
  if (pathname.toLowerCase() === "/login") return null;
  if (pathname.toLowerCase() === "/home") return "/Welcome";
  if (matchRoute(pathname)) return null;
  const segments = pathname.split("/").filter(Boolean);
  if (segments.length === 1 && childTabAliases[segments[0]!]) return childTabAliases[segments[0]!]!;
  return fallbackPath(pathname);
}

/** Follows the redirect rules to where they end (`/no/such` → `/` → `/login`). */
function finalRedirect(path: string): string | null {
  let target: string | null = null;
  for (let next = redirectFor(path); next !== null && next !== target; next = redirectFor(next)) target = next;
  return target;
}

/** The section pages with tabs, and where they open when the path names none of their tabs. */
const tabbedSections = [
  { page: patientPage, tabs: patientTabs, firstTab: `/patient/${patientTabs[0].route}`, studioOnly: true },
  { page: nutritionPage, tabs: nutritionTabs, firstTab: FIRST_NUTRITION_TAB, studioOnly: false },
];

/**
 * Where the console shows `pathname`, when not there: the redirect rules followed to their end, or
 * a signed-in doctor's section page whose path names no tab opens its first tab (`/nutriRecipel`
 * → `/nutriRecipel/nutriRecipel_jl`; /patient only once the studio is open: before, it shows the
 * invitation). The app redirects with it, and main.tsx goes there before the first render, so
 * that the console renders once, on the final page, instead of rendering the first page again.
 */
export function landingPath(pathname: string, session: { signedIn: boolean; studioOpen: boolean }): string | null {
  const redirect = finalRedirect(pathname);
  if (redirect) return redirect;
  const page = matchRoute(pathname)?.page;
  const section = tabbedSections.find((s) => s.page === page);
  if (!section || !session.signedIn || (section.studioOnly && !session.studioOpen)) return null;
  const tab = pathname.split("/").filter(Boolean)[1]?.toLowerCase();
  return section.tabs.some((t) => t.route.toLowerCase() === tab) ? null : section.firstTab;
}
