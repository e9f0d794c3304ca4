import { detailReturnPaths } from "@doctor-console/domain";
import { PrescriptionSheet } from "@doctor-console/ui/orders";
import { OrderDetailLayout } from "./order-detail-layout";

/** /patient/patient_cfxq?payRecordId=: the prescription detail; returns to /patient_ycf. */
export default function PrescriptionPage() {
  return (
    <OrderDetailLayout
      title="处方详情"
      returnPath={detailReturnPaths.prescription}
      returnLabel="返回已处方"
      sheet={(order, hospitalName) => <PrescriptionSheet order={order} hospitalName={hospitalName} />}
    />
  );
}
