import { useCallback, useEffect, useRef, useState } from "react";
import { productSearchQuery, SEARCH_DEBOUNCE_MS } from "@doctor-console/domain";

/** Loads the options matching `query`; must stop (or may be ignored) once `signal` aborts. */
export type LoadOptions<T> = (query: string, signal: AbortSignal) => Promise<T[]>;

export type RemoteSearchStatus = "idle" | "loading" | "done" | "error";

export interface UseRemoteSearchOptions<T> {
  loadOptions: LoadOptions<T>;
  /** Debounce between the last keystroke and the call (default the house's 200 ms, docs/behaviour/nutrition.md#product-search). */
  debounceMs?: number;
}

export interface RemoteSearch<T> {
  options: T[];
  status: RemoteSearchStatus;
  /** The query the shown options answer (null when there is none). */
  query: string | null;
  /** Search for `text` after the debounce; empty text clears the options and cancels the search. */
  search: (text: string) => void;
  /** Forget the options and cancel whatever is pending. */
  clear: () => void;
}

/**
 * Remote search with a debounce (a picker's `loadOptions(query, signal)`). Only the latest query's answer is ever shown: a newer
 * keystroke aborts the request in flight, and an answer that arrives anyway (a loader that ignores
 * the signal) is dropped because it no longer belongs to the latest request.
 */
export function useRemoteSearch<T>({ loadOptions, debounceMs = SEARCH_DEBOUNCE_MS }: UseRemoteSearchOptions<T>): RemoteSearch<T> {
  const [state, setState] = useState<{ options: T[]; status: RemoteSearchStatus; query: string | null }>({
    options: [],
    status: "idle",
    query: null,
  });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inflight = useRef<AbortController | null>(null);
  const latest = useRef(0);
  const loadRef = useRef(loadOptions);
  useEffect(() => {
    loadRef.current = loadOptions;
  }, [loadOptions]);

  const cancel = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    inflight.current?.abort();
    inflight.current = null;
    latest.current += 1;
  }, []);

  const clear = useCallback(() => {
    cancel();
    setState({ options: [], status: "idle", query: null });
  }, [cancel]);

  const search = useCallback(
    (text: string) => {
      const query = productSearchQuery(text);
      cancel();
      if (query === null) {
        setState({ options: [], status: "idle", query: null });
        return;
      }
      setState((s) => ({ ...s, status: "loading" }));
      const ticket = latest.current;
      timer.current = setTimeout(() => {
        timer.current = null;
        const controller = new AbortController();
        inflight.current = controller;
        loadRef.current(query, controller.signal).then(
          (options) => {
            if (ticket !== latest.current || controller.signal.aborted) return;
            inflight.current = null;
            setState({ options, status: "done", query });
          },
          () => {
            if (ticket !== latest.current || controller.signal.aborted) return;
            inflight.current = null;
            setState({ options: [], status: "error", query });
          },
        );
      }, debounceMs);
    },
    [cancel, debounceMs],
  );

  useEffect(() => cancel, [cancel]);

  return { ...state, search, clear };
}
