/**
 * Render-as-you-fetch: what each route reads first, so that its requests start as soon as the
 * route is known — at start-up (main.tsx), on hover or focus of a link (router-link.tsx), on
 * navigation (the shell) — in parallel with the page's code instead of after it.
 *
 * A page that reads something on entry adds its first queries here (the same query options the
 * page's hooks use, from ./queries.ts, so that the page finds them in the cache).
 */
import { DRAFT_STATE_FILTER, patientTabs } from "@doctor-console/domain";
import { preloadPage } from "../lazy-page";
import { nutritionTabs } from "../pages/nutrition/tabs";
import { articleListParams } from "../pages/publishing/article-list-params";
import { idFromSearch } from "../pages/use-record";
import { matchRoute } from "../routes";
import { currentSession, type SessionView } from "../session/session";
import { nutritionQueries, orderQueries, publishingQueries, queryClient } from "./queries";

// A query option of any shape (the list of a route mixes them).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyQuery = Parameters<typeof queryClient.prefetchQuery<any, any, any, any>>[0];

/** The queries a route's page makes on entry (its first page, its record). */
export function routeQueries(path: string, search: string, session: SessionView): AnyQuery[] {
  const [section = "", child = ""] = path.split("/").filter(Boolean).map((s) => s.toLowerCase());
  const id = (name: string) => idFromSearch(search, name);
  const detail = <T,>(name: string, query: (id: number) => T): T[] => (id(name) === null ? [] : [query(id(name)!)]);
  switch (section) {
    case "patient": {
      if (child === "patient_cfxq" || child === "patient_blxq") return detail("payRecordId", orderQueries.detail);
      if (!session.studioOpen) return [];
      const tab = patientTabs.find((t) => t.route.toLowerCase() === child) ?? patientTabs[0];
      return [orderQueries.list(tab.listState, 1)];
    }
    case "nutrirecipel": {
      if (child === "nutrirecipeldetail") return detail("nutritionPrescriptionId", nutritionQueries.prescription);
      if (child === "pgsgadetail") return detail("evaluateId", nutritionQueries.evaluation);
      if (child === "nutritiondetail") return detail("screeningId", nutritionQueries.screening);
      // Every nutrition page asks whether the hospital has a product library (its page 1).
      const library = nutritionQueries.products(session.hospitalId, 1);
      const tab = nutritionTabs.find((t) => t.route.toLowerCase() === child)?.route ?? (child ? null : nutritionTabs[0].route);
      const list =
        tab === "nutriRecipel_jl"
          ? [nutritionQueries.prescriptions(session.customerId, 1)]
          : tab === "PGSGAJl"
            ? [nutritionQueries.evaluations(session.customerId, 1)]
            : tab === "assessJl"
              ? [nutritionQueries.screenings(session.customerId, 1)]
              : [];
      return [library, ...list];
    }
    case "releasem":
    case "drafts": {
      if (!session.studioOpen || child) return [];
      const { state, page, name } = articleListParams(search, section === "drafts" ? DRAFT_STATE_FILTER : undefined);
      return [publishingQueries.articles(state, page, name)];
    }
    case "comment":
      return session.studioOpen ? [publishingQueries.comments(0, 1)] : [];
    case "diseaseslist":
      return session.studioOpen ? [publishingQueries.diseases(1)] : [];
    default:
      return [];
  }
}

/**
 * Starts what `href` (a path, with its query) will need: the page's code and its first data, and
 * settles (never fails) when both have arrived. Cached answers still fresh are not asked again.
 * Does nothing when signed out.
 */
export function preloadRoute(href: string): Promise<unknown> {
  const session = currentSession();
  if (!session.signedIn) return Promise.resolve();
  const url = new URL(href, "http://console.local");
  const route = matchRoute(url.pathname);
  if (!route) return Promise.resolve();
  return Promise.allSettled([preloadPage(route.page), ...routeQueries(url.pathname, url.search, session).map((query) => queryClient.prefetchQuery(query))]);
}
