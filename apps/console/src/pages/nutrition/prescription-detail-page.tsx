import { NutritionPrescriptionDetail } from "@doctor-console/ui/nutrition";
import { nutritionQueries } from "../../data/queries";
import { useRecordFromSearch } from "../../data/use-record";
import { DetailPage } from "../../features/nutrition/detail-layout";
import { paths } from "../../paths";

/** The nutrition prescription named by `?nutritionPrescriptionId=`, and its PDF. */
export default function PrescriptionDetailPage() {
  const load = useRecordFromSearch("nutritionPrescriptionId", nutritionQueries.prescription);
  return (
    <DetailPage title="营养处方详情" back={{ href: paths.nutritionTab("nutriRecipel_jl"), label: "返回处方记录" }} load={load}>
      {(p) => (
        <NutritionPrescriptionDetail
          prescription={p}
          {...(p.pdf ? { pdfHref: p.pdf } : {})}
          {...(p.doctorSignCertificate ? { signatureSrc: p.doctorSignCertificate } : {})}
        />
      )}
    </DetailPage>
  );
}
