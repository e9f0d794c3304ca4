import type { ReactNode } from "react";
import { Link } from "wouter";
import { PatientDetail, PrintButton } from "@doctor-console/ui/orders";
import { Button, ChevronLeftIcon, EmptyState, LoadingOverlay } from "@doctor-console/ui/primitives";
import type { ConsultationOrder } from "@doctor-console/domain";
import type { OrderLoad } from "./use-order";

/**
 * A detail page of an order: the return link and print button (not printed), the patient detail
 * (not printed), then the sheet — the only thing a print gives.
 */
export function OrderDetailLayout({
  title,
  returnPath,
  returnLabel,
  load,
  sheet,
}: {
  title: string;
  returnPath: string;
  returnLabel: string;
  load: OrderLoad;
  sheet: (order: ConsultationOrder) => ReactNode;
}) {
  return (
    <section aria-labelledby="order-detail-title" className="flex flex-col gap-4">
      <header data-print-hide="" className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <Button asChild variant="ghost" size="sm">
            <Link href={returnPath}>
              <ChevronLeftIcon aria-hidden />
              {returnLabel}
            </Link>
          </Button>
          <h1 id="order-detail-title" className="text-lg font-semibold">
            {title}
          </h1>
        </div>
        {load.status === "ready" ? <PrintButton /> : null}
      </header>
      {load.status === "loading" ? (
        <div className="relative h-64">
          <LoadingOverlay active scope="container" />
        </div>
      ) : load.status === "missing" ? (
        <EmptyState title="未找到该订单" description="订单不存在或已被删除。" />
      ) : (
        // The sheet first (it is what the page is for), the consultation beside it on wide screens.
        <div className="grid items-start gap-4 xl:grid-cols-[auto_minmax(0,1fr)]">
          <div className="min-w-0">{sheet(load.order)}</div>
          <PatientDetail order={load.order} layout="stacked" />
        </div>
      )}
    </section>
  );
}

/** The hospital of the signed-in doctor (kept by sign-in), for the sheets' title line. */
export function signedInHospital(): string | undefined {
  try {
    const doctor = JSON.parse(localStorage.getItem("medicalData") ?? "null") as { hospital?: string } | null;
    return doctor?.hospital || undefined;
  } catch {
    return undefined;
  }
}
