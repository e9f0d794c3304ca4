import { PrescriptionSheet } from "@doctor-console/ui/orders";
import { OrderDetailLayout } from "../../features/orders/order-detail-layout";
import { detailReturnPaths } from "../../paths";

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
