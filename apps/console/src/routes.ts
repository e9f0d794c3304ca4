/**
 * The route table (./route-table.ts) with each record's page as a lazily loaded, preloadable
 * component. The redirect rules are in ./landing.ts (see docs/behaviour/shell.md).
 */
import type { ComponentType } from "react";
// Every page can be preloaded (hover, route known): see lazy-page.ts.
import { lazyPage, type PreloadablePage } from "./lazy-page";
import { matchRecord, routeTable, type RouteRecord } from "./route-table";

export { tabKey } from "./route-table";
// The redirect rules, in their own module: main.tsx and app.tsx follow them without this one
// (every page as a lazy component), which /login does not need.
export { landingPath, redirectFor } from "./landing";

export interface RouteDef extends RouteRecord {
  component: PreloadablePage<ComponentType>;
}

// Every page module, by file: the route records name theirs.
// /login is not in the table (app.tsx renders it outside the shell).
const pageModules = import.meta.glob<Record<string, ComponentType>>(["./pages/**/*.tsx", "!./pages/login.tsx", "!**/*.test.tsx", "!**/*.stories.tsx"]);

const components = new Map<string, PreloadablePage<ComponentType>>();
/** One component per page module and export: routes sharing a page share it (no remount between them). */
function componentOf(record: RouteRecord): PreloadablePage<ComponentType> {
  const name = record.export ?? "default";
  const key = `${record.page}#${name}`;
  let component = components.get(key);
  if (!component) {
    const load = pageModules[`./pages/${record.page}.tsx`];
    if (!load) throw new Error(`no page module pages/${record.page}.tsx`);
    component = lazyPage(() => load().then((m) => ({ default: m[name]! })));
    components.set(key, component);
  }
  return component;
}

export const routes: RouteDef[] = routeTable.map((record) => ({ ...record, component: componentOf(record) }));
const byRecord = new Map<RouteRecord, RouteDef>(routes.map((r, i) => [routeTable[i]!, r]));

/** The route a path belongs to, case-insensitively (`/Welcome` and `/welcome` are one page). */
export function matchRoute(pathname: string): RouteDef | undefined {
  const record = matchRecord(pathname);
  return record && byRecord.get(record);
}
