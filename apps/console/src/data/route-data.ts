/**
 * Render-as-you-fetch: each route's loader (its record in ../route-table.ts) names what the page
 * reads first, so that its requests start as soon as the route is known — at start-up (main.tsx),
 * on hover or focus of a link (router-link.tsx), on navigation (the shell) — in parallel with the
 * page's code instead of after it. The loaders use the same query options as the pages' hooks
 * (./queries.ts), so that the page finds them in the cache.
 */
import { preloadPage } from "../lazy-page";
import { matchRoute } from "../routes";
import type { AnyQuery } from "../route-table";
import { currentSession, type SessionView } from "../session/session";
import { nutritionQueries, orderQueries, publishingQueries, queryClient } from "./queries";

// With the route's data: the answers a first screen drawn by the server came with (start-up only).
export { adoptServerAnswers } from "./server-answers";

const queries = { orders: orderQueries, nutrition: nutritionQueries, publishing: publishingQueries };

/** The queries a route's page makes on entry (its first page, its record). */
export function routeQueries(path: string, search: string, session: SessionView): AnyQuery[] {
  const child = path.split("/").filter(Boolean)[1]?.toLowerCase() ?? "";
  return matchRoute(path)?.loader?.({ child, search, session, queries }) ?? [];
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
  return Promise.allSettled([preloadPage(route.component), ...routeQueries(url.pathname, url.search, session).map((query) => queryClient.prefetchQuery(query))]);
}
