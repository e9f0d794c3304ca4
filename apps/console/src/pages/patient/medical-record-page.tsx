import { MedicalRecordSheet } from "@doctor-console/ui/orders";
import { OrderDetailLayout } from "../../features/orders/order-detail-layout";
import { detailReturnPaths } from "../../paths";

/** /patient/patient_blxq?payRecordId=: the medical record of a finished consultation; returns to /patient_yjs. */
export default function MedicalRecordPage() {
  return (
    <OrderDetailLayout
      title="病历详情"
      returnPath={detailReturnPaths.medicalRecord}
      returnLabel="返回已结束"
      sheet={(order, hospitalName) => <MedicalRecordSheet order={order} hospitalName={hospitalName} />}
    />
  );
}
