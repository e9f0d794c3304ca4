import { ScreeningDetail } from "@doctor-console/ui/nutrition";
import { api } from "../../api";
import { nutritionQueries } from "../../data/queries";
import { useRecordFromSearch } from "../../data/use-record";
import { DetailPage } from "../../features/nutrition/detail-layout";
import { paths } from "../../paths";

/** The NRS-2002 screening named by `?screeningId=`, read-only; 下载打印 downloads its PDF. */
export default function ScreeningDetailPage() {
  const load = useRecordFromSearch("screeningId", nutritionQueries.screening);
  return (
    <DetailPage title="NRS-2002筛查详情" back={{ href: paths.nutritionTab("assessJl"), label: "返回筛查记录" }} load={load}>
      {(r) => <ScreeningDetail record={r} loadPdf={async () => (await api.nutrition.getScreeningPdf({ id: r.screeningId })).pdf} />}
    </DetailPage>
  );
}
