import { useEffect, useState } from "react";
import { pageCount, type Page } from "@doctor-console/domain";

export type PagedLoad<T> = {
  page: number;
  setPage: (page: number) => void;
  data: Page<T>;
  loading: boolean;
  error: unknown;
};

const emptyPage = { list: [], pageSize: 10, total: 0 };

/**
 * One paged list: starts at page 1 (the list mounts afresh on entry), loads `fetchPage(page)`
 * again whenever `key` or the page changes, and keeps the last answer while the next loads. Lists
 * answer `{ list, pageSize, total }`; a failed call leaves an empty page and its error. A later
 * page that has emptied (its last rows left) gives way to the last page that still has rows.
 */
export function usePagedList<T>(fetchPage: (page: number, signal: AbortSignal) => Promise<Page<T>>, key: string): PagedLoad<T> {
  const [page, setPage] = useState(1);
  const requestKey = `${key}:${page}`;
  const [result, setResult] = useState<{ key: string; data: Page<T>; error: unknown } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchPage(page, controller.signal).then(
      (data) => {
        const last = pageCount(data.total, data.pageSize || emptyPage.pageSize);
        if (data.list.length === 0 && data.total > 0 && page > last) setPage(last);
        setResult({ key: requestKey, data, error: null });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setResult({ key: requestKey, data: emptyPage, error });
      },
    );
    return () => controller.abort();
    // `requestKey` stands for the list and the page; fetchPage is re-made every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requestKey]);

  return {
    page,
    setPage,
    data: result?.data ?? emptyPage,
    loading: result?.key !== requestKey,
    error: result?.key === requestKey ? result.error : null,
  };
}
