/** What the console reads from a route's query string (see docs/behaviour/shell.md). */
import type { ArticleStatusTab } from "@doctor-console/domain";

/** A positive integer from the query string (`?payRecordId=7`), or null. */
export function idFromSearch(search: string, name: string): number | null {
  const raw = new URLSearchParams(search).get(name) ?? "";
  return /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

/**
 * The tab, page and searched title of an article list, from its address's query (`?state=2&page=3&name=…`);
 * `fixedState` for a list without tabs (/drafts). Shared by the page and its route's loader (./route-table.ts).
 */
export function articleListParams(search: string, fixedState?: ArticleStatusTab): { state: ArticleStatusTab; page: number; name: string } {
  const params = new URLSearchParams(search);
  const state = (fixedState ?? Math.min(5, Math.max(0, Number(params.get("state")) || 0))) as ArticleStatusTab;
  return { state, page: Math.max(1, Number(params.get("page")) || 1), name: params.get("name") ?? "" };
}
