/** A page number, or a gap standing for the pages left out before / after the current one. */
export type PageItem = number | "start-ellipsis" | "end-ellipsis";

/** How many pages `total` rows make at `pageSize` per page (at least 1 when there are rows). */
export function pageCountOf(total: number, pageSize: number): number {
  if (!(total > 0) || !(pageSize > 0)) return 0;
  return Math.ceil(total / pageSize);
}

/**
 * The pager's buttons, Element-style: at most `maxButtons` (odd, ≥ 5) entries, the first and
 * last page always shown, gaps where pages are left out. `page` is 1-based and is clamped.
 *   pageItems(1, 10)  → [1, 2, 3, 4, 5, 6, "end-ellipsis", 10]
 *   pageItems(6, 10)  → [1, "start-ellipsis", 4, 5, 6, 7, 8, "end-ellipsis", 10]
 */
export function pageItems(page: number, pageCount: number, maxButtons = 7): PageItem[] {
  if (pageCount <= 0) return [];
  const max = Math.max(5, maxButtons % 2 === 0 ? maxButtons + 1 : maxButtons);
  if (pageCount <= max) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pageCount);
  const half = (max - 1) / 2;
  const startGap = current > max - half;
  const endGap = current < pageCount - half;

  const middle: number[] = [];
  if (startGap && !endGap) {
    for (let p = pageCount - (max - 2); p < pageCount; p++) middle.push(p);
  } else if (!startGap && endGap) {
    for (let p = 2; p < max; p++) middle.push(p);
  } else {
    const offset = Math.floor(max / 2) - 1;
    for (let p = current - offset; p <= current + offset; p++) middle.push(p);
  }
  return [1, ...(startGap ? (["start-ellipsis"] as const) : []), ...middle, ...(endGap ? (["end-ellipsis"] as const) : []), pageCount];
}
