/**
 * Where an unnamed path goes (see docs/behaviour/shell.md#routes-and-redirects): exactly three segments go to a root path made from the
 * last segment (`/a/b/c` → `/c`); anything else goes to `/`.
 */
export function fallbackPath(path: string): string {
  const segments = path.split(/[?#]/)[0]!.split("/").filter(Boolean);
  return segments.length === 3 ? `/${segments[2]}` : "/";
}

/** Paging is shown only when total > 0. */
export function showPager(total: number | null | undefined): boolean {
  return typeof total === "number" && total > 0;
}

/** Number of pages for a total at a page size (at least 1 when there is anything). */
export function pageCount(total: number, pageSize: number): number {
  if (!(total > 0) || !(pageSize > 0)) return 0;
  return Math.ceil(total / pageSize);
}
