import { useEffect } from "react";
import { useQuery, type QueryKey, type QueryOptions } from "./server-state";
import { useSearch } from "wouter";
import { idFromSearch } from "../search-params";
import { reportError } from "../report-error";

export type RecordLoad<T> = { status: "loading" } | { status: "missing" } | { status: "ready"; record: T };


/**
 * The record a detail page shows, named by `?{param}=` and read through `query(id)` (from
 * ../data/queries.ts, e.g. `orderQueries.detail`): loading until the call answers, missing when
 * the id is absent or the call failed (the failure told as the catalogue decided; docs/behaviour/errors.md#error-catalogue: a
 * detail's errcode 1 shows its errmsg). A new id loads again; a stale answer is dropped.
 */
export function useRecordFromSearch<T, K extends QueryKey = QueryKey>(param: string, query: (id: number) => QueryOptions<T, K>): RecordLoad<T> {
  const id = idFromSearch(useSearch(), param);
  const result = useQuery({ ...query(id ?? 0), enabled: id !== null });
  useEffect(() => {
    if (result.error) reportError(result.error);
  }, [result.error]);
  if (id === null || result.isError) return { status: "missing" };
  return result.isPending ? { status: "loading" } : { status: "ready", record: result.data };
}
