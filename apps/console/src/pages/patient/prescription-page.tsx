import { detailReturnPaths } from "@doctor-console/domain";
import { PrescriptionSheet } from "@doctor-console/ui/orders";
import { OrderDetailLayout, signedInHospital } from "./order-detail-layout";
import { useOrderFromSearch } from "./use-order";

/** /patient/patient_cfxq?payRecordId=: the prescription detail; returns to /patient_ycf. */
export default function PrescriptionPage() {
  const load = useOrderFromSearch();
  return (
    <OrderDetailLayout
      title="处方详情"
      returnPath={detailReturnPaths.prescription}
      returnLabel="返回已处方"
      load={load}
      sheet={(order) => <PrescriptionSheet order={order} hospitalName={signedInHospital()} />}
    />
  );
}
