import { PgSgaDetail } from "@doctor-console/ui/nutrition";
import { api } from "../../api";
import { nutritionQueries } from "../../data/queries";
import { useRecordFromSearch } from "../../data/use-record";
import { DetailPage } from "../../features/nutrition/detail-layout";
import { detailReturnPaths } from "../../paths";

/** The PG-SGA assessment named by `?evaluateId=`, read-only; 下载打印 downloads its PDF. */
export default function PgSgaDetailPage() {
  const load = useRecordFromSearch("evaluateId", nutritionQueries.evaluation);
  return (
    <DetailPage title="PG-SGA评估详情" back={{ href: detailReturnPaths.pgsga, label: "返回评估记录" }} load={load}>
      {(r) => <PgSgaDetail record={r} loadPdf={async () => (await api.nutrition.getEvaluationPdf({ id: r.evaluateId })).pdf} />}
    </DetailPage>
  );
}
