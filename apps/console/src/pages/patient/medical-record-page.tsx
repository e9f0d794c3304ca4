import { detailReturnPaths } from "@doctor-console/domain";
import { MedicalRecordSheet } from "@doctor-console/ui/orders";
import { OrderDetailLayout, signedInHospital } from "./order-detail-layout";
import { useOrderFromSearch } from "./use-order";

/** /patient/patient_blxq?payRecordId=: the medical record of a finished consultation; returns to /patient_yjs. */
export default function MedicalRecordPage() {
  const load = useOrderFromSearch();
  return (
    <OrderDetailLayout
      title="病历详情"
      returnPath={detailReturnPaths.medicalRecord}
      returnLabel="返回已结束"
      load={load}
      sheet={(order) => <MedicalRecordSheet order={order} hospitalName={signedInHospital()} />}
    />
  );
}
