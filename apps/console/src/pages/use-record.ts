import { useEffect, useState } from "react";
import { useSearch } from "wouter";
import { reportError } from "./report-error";

export type RecordLoad<T> = { status: "loading" } | { status: "missing" } | { status: "ready"; record: T };

/** A positive integer from the query string, or null. */
function idFromSearch(search: string, name: string): number | null {
  const raw = new URLSearchParams(search).get(name) ?? "";
  return /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

/**
 * The record a detail page shows, named by `?{param}=`: loading until the call answers, missing
 * when the id is absent or the call failed (the failure told as the catalogue decided; spec §8:
 * a detail's errcode 1 shows its errmsg). A new id loads again; a stale answer is dropped.
 */
export function useRecordFromSearch<T>(param: string, load: (id: number, signal: AbortSignal) => Promise<T>): RecordLoad<T> {
  const id = idFromSearch(useSearch(), param);
  const [result, setResult] = useState<{ id: number; load: RecordLoad<T> } | null>(null);
  useEffect(() => {
    if (id === null) return;
    const controller = new AbortController();
    load(id, controller.signal).then(
      (record) => setResult({ id, load: { status: "ready", record } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        reportError(error);
        setResult({ id, load: { status: "missing" } });
      },
    );
    return () => controller.abort();
    // `load` is a fresh arrow on every render; the id decides what to load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);
  if (id === null) return { status: "missing" };
  return result?.id === id ? result.load : { status: "loading" };
}
