import { useEffect, useState } from "react";
import type { Page } from "@doctor-console/domain";

export type PagedLoad<T> = {
  page: number;
  setPage: (page: number) => void;
  data: Page<T>;
  loading: boolean;
  error: unknown;
};

/**
 * One paged list: starts at page 1 (the list mounts afresh on entry), loads `fetchPage(page)`,
 * keeps the last answer while the next loads. Lists answer `{ list, pageSize, total }`; a failed
 * call leaves an empty page and its error.
 */
export function usePagedList<T>(fetchPage: (page: number, signal: AbortSignal) => Promise<Page<T>>, key: string): PagedLoad<T> {
  const [page, setPage] = useState(1);
  const requestKey = `${key}:${page}`;
  const [result, setResult] = useState<{ key: string; data: Page<T>; error: unknown } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchPage(page, controller.signal).then(
      (data) => setResult({ key: requestKey, data, error: null }),
      (error: unknown) => {
        if (!controller.signal.aborted) setResult({ key: requestKey, data: { list: [], pageSize: 10, total: 0 }, error });
      },
    );
    return () => controller.abort();
    // `requestKey` stands for the list and the page; fetchPage is re-made every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requestKey]);

  return {
    page,
    setPage,
    data: result?.data ?? { list: [], pageSize: 10, total: 0 },
    loading: result?.key !== requestKey,
    error: result?.key === requestKey ? result.error : null,
  };
}
