import { useEffect, useState } from "react";
import { useSearch } from "wouter";
import type { ConsultationOrder } from "@doctor-console/domain";
import { api } from "../../api";
import { reportError } from "./report-error";

export type OrderLoad = { status: "loading" } | { status: "missing" } | { status: "ready"; order: ConsultationOrder };

/** The order of `?payRecordId=` from GET /management/patients/{payRecordId}. */
export function useOrderFromSearch(): OrderLoad {
  const search = useSearch();
  const raw = new URLSearchParams(search).get("payRecordId") ?? "";
  const id = /^\d+$/.test(raw) ? Number(raw) : null;
  const [result, setResult] = useState<{ id: number; load: OrderLoad } | null>(null);

  useEffect(() => {
    if (id === null) return;
    const controller = new AbortController();
    api.orders
      .getOrder({ payRecordId: id }, { signal: controller.signal })
      .then((order) => setResult({ id, load: { status: "ready", order } }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        reportError(error);
        setResult({ id, load: { status: "missing" } });
      });
    return () => controller.abort();
  }, [id]);

  if (id === null) return { status: "missing" };
  return result?.id === id ? result.load : { status: "loading" };
}
