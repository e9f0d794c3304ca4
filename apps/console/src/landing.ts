/**
 * The redirect rules (see docs/behaviour/shell.md), over the route table's records only: main.tsx
 * follows them before React and app.tsx on every navigation, so this module stays small (no page
 * components; those are in ./routes.ts). Child tabs of the patient and nutrition sections also
 * answer at the root (`/patient_ycf`), which is where the detail pages' return links point.
 */
import { fallbackPath, patientTabs } from "@doctor-console/domain";
import { nutritionTabs, paths } from "./paths";
import { matchRecord } from "./route-table";

/** Child tabs reachable at the root (`/patient_ycf` → `/patient/patient_ycf`). */
const childTabAliases: Record<string, string> = Object.fromEntries([
  ...patientTabs.map((t) => [t.route, paths.patientTab(t.route)]),
  ...nutritionTabs.map((t) => [t.route, paths.nutritionTab(t.route)]),
]);

/**
 * The redirect rules for a path that is not a page: `/` → `/login`, `/Home` → `/Welcome`,
 * a child tab at the root → its tab, a path of exactly three segments → `/{last segment}`, any
 * other unknown path → `/`. Returns null when the path is a page.
 */
export function redirectFor(pathname: string): string | null {
  if (pathname === paths.root || pathname === "") return paths.login;
  if (pathname.toLowerCase() === paths.login.toLowerCase()) return null;
  if (pathname.toLowerCase() === paths.home.toLowerCase()) return paths.welcome;
  if (matchRecord(pathname)) return null;
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

/**
 * Where the console shows `pathname`, when not there: the redirect rules followed to their end, or
 * a signed-in doctor's section page whose path names no tab opens its first tab (the nutrition
 * section → its prescription records; the patient section only once the studio is open: before,
 * it shows the invitation). The app redirects with it, and main.tsx goes there before the first
 * render, so that the console renders once, on the final page, instead of rendering the first
 * page again.
 */
export function landingPath(pathname: string, session: { signedIn: boolean; studioOpen: boolean }): string | null {
  const redirect = finalRedirect(pathname);
  if (redirect) return redirect;
  const tabs = matchRecord(pathname)?.tabs;
  if (!tabs || !session.signedIn || (tabs.needsStudio && !session.studioOpen)) return null;
  const tab = pathname.split("/").filter(Boolean)[1]?.toLowerCase();
  return tabs.list.some((t) => t.route.toLowerCase() === tab) ? null : tabs.first;
}
