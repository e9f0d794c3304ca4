import { useState } from "react";
import { keepPreviousData, useQuery, type QueryKey, type QueryOptions } from "./server-state";
import { pageCount, type Page } from "@doctor-console/domain";

export type PagedLoad<T> = {
  page: number;
  setPage: (page: number) => void;
  data: Page<T>;
  loading: boolean;
  error: unknown;
};

/** A page's query, from ../data/queries.ts (`(page) => orderQueries.list(state, page)`). */
export type PageQuery<T, K extends QueryKey = QueryKey> = (page: number) => QueryOptions<Page<T>, K>;

const emptyPage = { list: [], pageSize: 10, total: 0 };

/**
 * One paged list: starts at page 1 (the list mounts afresh on entry), reads `query(page)` from the
 * cache (fetching when absent or stale) and keeps the last page shown while the next loads. Lists
 * answer `{ list, pageSize, total }`; a failed call leaves an empty page and its error. A later
 * page that has emptied (its last rows left) gives way to the last page that still has rows.
 * `loading` is true only while the page has no answer of its own yet: a refresh after a change
 * keeps the rows on screen.
 */
export function usePagedList<T, K extends QueryKey>(query: PageQuery<T, K>): PagedLoad<T> {
  const [page, setPage] = useState(1);
  const result = useQuery({ ...query(page), placeholderData: keepPreviousData });
  const data = result.error ? emptyPage : (result.data ?? emptyPage);

  const answer = result.isPlaceholderData ? undefined : result.data;
  if (answer && answer.list.length === 0 && answer.total > 0) {
    const last = pageCount(answer.total, answer.pageSize || emptyPage.pageSize);
    // Adjusting state while rendering (React's pattern for state derived from a new answer).
    if (page > last) setPage(last);
  }

  return { page, setPage, data, loading: result.isPending || result.isPlaceholderData, error: result.error };
}
