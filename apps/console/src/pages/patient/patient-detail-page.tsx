import { Link } from "wouter";
import { PatientDetail } from "@doctor-console/ui/orders";
import { Button, ChevronLeftIcon } from "@doctor-console/ui/primitives";
import type { ConsultationOrder } from "@doctor-console/domain";
import { orderQueries, useDoctor } from "../../data/queries";
import { useRecordFromSearch } from "../../data/use-record";
import { useChatRecord } from "../../features/chat/use-chat-record";
import { RecordView } from "../../features/records/record-view";
import { detailReturnPaths, paths } from "../../paths";

/**
 * /patient/patient_hzxq?payRecordId=: the patient of an accepted order — history answers, the
 * doctor card and the chat record (the conversation's own thread, as the order detail's) — reached
 * from the 已接诊 rows; 发消息 opens the conversation; returns to /patient_wzhz (see
 * docs/behaviour/orders.md and docs/behaviour/chat.md).
 */
export default function PatientDetailPage() {
  const load = useRecordFromSearch("payRecordId", orderQueries.detail);
  const name = load.status === "ready" ? (load.record.patient?.patientName ?? load.record.customerName) : "";
  return (
    <section aria-labelledby="patient-detail-title" className="flex flex-col gap-4">
      <header className="flex flex-wrap items-center gap-3">
        <Button asChild variant="ghost" size="sm">
          <Link href={detailReturnPaths.patientDetail}>
            <ChevronLeftIcon aria-hidden />
            返回已接诊
          </Link>
        </Button>
        <h1 id="patient-detail-title" className="text-dc-lg font-semibold">
          患者详情{name ? `：${name}` : ""}
        </h1>
        {load.status === "ready" && load.record.state === 2 ? (
          <Button asChild variant="outline" size="sm" className="ml-auto">
            <Link href={paths.chatWith(load.record.payRecordId)}>发消息</Link>
          </Button>
        ) : null}
      </header>
      <RecordView load={load} missing={{ title: "未找到该订单", description: "订单不存在或已被删除。" }}>
        {(order) => <OrderPatient order={order} />}
      </RecordView>
    </section>
  );
}

function OrderPatient({ order }: { order: ConsultationOrder }) {
  const doctor = useDoctor();
  const chatMessages = useChatRecord(order, doctor.doctorName ?? "");
  return <PatientDetail order={order} chatMessages={chatMessages} chatRecordProps={{ defaultOpen: true }} />;
}
