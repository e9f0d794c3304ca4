import { Link } from "wouter";
import { PatientDetail } from "@doctor-console/ui/orders";
import { Button, ChevronLeftIcon } from "@doctor-console/ui/primitives";
import { orderQueries } from "../../data/queries";
import { useRecordFromSearch } from "../../data/use-record";
import { RecordView } from "../../features/records/record-view";
import { detailReturnPaths } from "../../paths";

/**
 * /patient/patient_hzxq?payRecordId=: the patient of an accepted order — history answers, the
 * doctor card and the chat record — reached from the 已接诊 rows; returns to /patient_wzhz
 * (see docs/behaviour/orders.md).
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
      </header>
      <RecordView load={load} missing={{ title: "未找到该订单", description: "订单不存在或已被删除。" }}>
        {(order) => <PatientDetail order={order} chatRecordProps={{ defaultOpen: true }} />}
      </RecordView>
    </section>
  );
}
