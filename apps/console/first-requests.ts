/**
 * Build time only (../route-preload.ts loads it): the requests each route's loader makes on entry,
 * as the api client sends them, so that the HTML's route preload script can start them beside the
 * scripts. The route table's loaders and the data layer's query factories run here, in Node, with
 * stand-ins for the doctor's ids, for every tab of a tabbed route and with the studio open and
 * closed; the client's fetch records each request's URL instead of sending it. Nothing here is a
 * copy of the app's rules: a changed loader, query or wire path changes what is recorded.
 *
 * The api client takes its base URL from the host when it is made: the build loads this module
 * with a `location` whose host is not local (no `/api` prefix; the browser adds it on local hosts,
 * as the client does).
 */
import { localHostnames } from "@doctor-console/api";
import { cookieNames, isStudioOpen, type CookieName } from "@doctor-console/domain";
import { routeQueries } from "./src/data/route-data";
import { routeTable, type RouteRecord } from "./src/route-table";
import type { SessionView } from "./src/session/session";

/** Stand-ins for the signed-in doctor's ids; the browser puts the cookies' values in their place. */
const sentinel = { customer: 987_654_321, hospital: 987_654_322 } as const;

/** The session cookies the loaders' inputs come from (src/session/session.ts reads them the same way). */
const cookie = { customer: "customerId", hospital: "DochospitalId", state: "state" } as const satisfies Record<string, CookieName>;

export interface FirstRequests {
  /** Per route (a tabbed route once per tab): its path and the URLs (no `/api` prefix) its loader asks for. */
  routes: { path: string; open: string[]; closed: string[] }[];
  /** The `state` cookie values with which the studio is open. */
  openStates: number[];
  /** The hosts on which the client keeps the `/api` prefix. */
  localHostnames: readonly string[];
  sentinel: typeof sentinel;
  cookie: typeof cookie;
}

async function record(table: RouteRecord[]): Promise<FirstRequests> {
  if (!cookieNames.includes(cookie.customer)) throw new Error("the session cookies changed: see first-requests.ts");
  const globals = globalThis as { fetch: typeof fetch };
  const saved = globals.fetch;
  try {
    const urlsOf = async (path: string, studioOpen: boolean): Promise<string[]> => {
      const session = { signedIn: true, studioOpen, customerId: sentinel.customer, hospitalId: sentinel.hospital, cookies: {} } as unknown as SessionView;
      const urls: string[] = [];
      globals.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = input instanceof Request ? input : undefined;
        // Only reads travel ahead of the app: a preload is a GET.
        if ((request?.method ?? init?.method ?? "GET") === "GET") urls.push(request?.url ?? String(input));
        return new Response('{"errcode":0,"result":null}', { headers: { "content-type": "application/json" } });
      };
      for (const query of routeQueries(path, "", session)) {
        if (typeof query.queryFn !== "function") continue;
        try {
          await query.queryFn({ queryKey: query.queryKey, signal: new AbortController().signal, meta: undefined } as never);
        } catch {
          // An answer the recording cannot give: the request is recorded all the same.
        }
      }
      return urls;
    };
    const routes: FirstRequests["routes"] = [];
    for (const record of table) {
      if (!record.loader) continue;
      const paths = record.path.includes(":tab") ? (record.tabs?.list ?? []).map((t) => record.path.replace(":tab", t.route)) : [record.path];
      for (const path of paths) {
        const open = await urlsOf(path, true);
        const closed = await urlsOf(path, false);
        if (open.length || closed.length) routes.push({ path, open, closed });
      }
    }
    const openStates = Array.from({ length: 32 }, (_, i) => i - 1).filter((state) => isStudioOpen(state));
    return { routes, openStates, localHostnames, sentinel, cookie };
  } finally {
    globals.fetch = saved;
  }
}

export const firstRequests: FirstRequests = await record(routeTable);
