import type { ReactNode } from "react";
import { useQuery } from "../../data/server-state";
import { Link } from "wouter";
import { PatientChatLink, PatientDetail, PrintButton } from "@doctor-console/ui/orders";
import { Button, ChevronLeftIcon } from "@doctor-console/ui/primitives";
import type { ConsultationOrder } from "@doctor-console/domain";
import { chatQueries, orderQueries, useDoctor } from "../../data/queries";
import { RecordView } from "../records/record-view";
import { useRecordFromSearch } from "../../data/use-record";
import { useChatRecord } from "../chat/use-chat-record";
import { paths } from "../../paths";

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
        {load.status === "ready" ? (
          <div className="flex items-center gap-2">
            {load.record.state === 2 ? (
              <Button asChild variant="outline" size="sm">
                <Link href={paths.chatWith(load.record.payRecordId)}>发消息</Link>
              </Button>
            ) : null}
            <PrintButton />
          </div>
        ) : null}
      </header>
      <RecordView load={load} missing={{ title: "未找到该订单", description: "订单不存在或已被删除。" }}>
        {(order) => (
          // The sheet first (it is what the page is for), the consultation beside it on wide screens.
          <div className="grid items-start gap-4 xl:grid-cols-[auto_minmax(0,1fr)]">
            <div className="min-w-0">{sheet(order, doctor.hospital || undefined)}</div>
            <OrderPatientDetail order={order} doctorName={doctor.doctorName ?? ""} />
          </div>
        )}
      </RecordView>
    </section>
  );
}

/**
 * The consultation beside the sheet; its chat record is the chat's own thread where the order has
 * one. An accepted order (its conversation still writable) shows 患者端 above it: the patient
 * page's QR code and link (docs/behaviour/chat.md).
 */
function OrderPatientDetail({ order, doctorName }: { order: ConsultationOrder; doctorName: string }) {
  const chatMessages = useChatRecord(order, doctorName);
  const writable = order.state === 2;
  const patientLink = useQuery({ ...chatQueries.patientLink(order.payRecordId), enabled: writable });
  return (
    <div className="flex min-w-0 flex-col gap-4">
      {writable && patientLink.data ? (
        <PatientChatLink data-print-hide="" url={patientLink.data.url} qr={patientLink.data.qr} expiresAt={patientLink.data.expiresAt} />
      ) : null}
      <PatientDetail order={order} chatMessages={chatMessages} layout="stacked" />
    </div>
  );
}
