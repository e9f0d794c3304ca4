import type { ReactNode } from "react";
import { Link } from "wouter";
import { PatientDetail, PrintButton } from "@doctor-console/ui/orders";
import { Button, ChevronLeftIcon } from "@doctor-console/ui/primitives";
import type { ConsultationOrder } from "@doctor-console/domain";
import { orderQueries, useDoctor } from "../../data/queries";
import { RecordView } from "../records/record-view";
import { useRecordFromSearch } from "../../data/use-record";

/**
 * A detail page of the order of `?payRecordId=` (GET /management/patients/{payRecordId}): the
 * return link and print button (not printed), the patient detail (not printed), then the sheet —
 * the only thing a print gives. The sheet's title line names the signed-in doctor's hospital.
 */
export function OrderDetailLayout({
  title,
  returnPath,
  returnLabel,
  sheet,
}: {
  title: string;
  returnPath: string;
  returnLabel: string;
  sheet: (order: ConsultationOrder, hospitalName: string | undefined) => ReactNode;
}) {
  const load = useRecordFromSearch("payRecordId", orderQueries.detail);
  const doctor = useDoctor();
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
          <h1 id="order-detail-title" className="text-dc-lg font-semibold">
            {title}
          </h1>
        </div>
        {load.status === "ready" ? <PrintButton /> : null}
      </header>
      <RecordView load={load} missing={{ title: "未找到该订单", description: "订单不存在或已被删除。" }}>
        {(order) => (
          // The sheet first (it is what the page is for), the consultation beside it on wide screens.
          <div className="grid items-start gap-4 xl:grid-cols-[auto_minmax(0,1fr)]">
            <div className="min-w-0">{sheet(order, doctor.hospital || undefined)}</div>
            <PatientDetail order={order} layout="stacked" />
          </div>
        )}
      </RecordView>
    </section>
  );
}
