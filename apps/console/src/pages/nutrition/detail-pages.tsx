import type { ReactNode } from "react";
import { detailReturnPaths } from "@doctor-console/domain";
import { NutritionPrescriptionDetail, PgSgaDetail, ScreeningDetail } from "@doctor-console/ui/nutrition";
import { nutritionQueries } from "../../data/queries";
import { RecordView } from "../record-view";
import { useRecordFromSearch, type RecordLoad } from "../use-record";
import { BackLink } from "./back-link";

function DetailPage<T>({
  title,
  back,
  load,
  children,
}: {
  title: string;
  back: { href: string; label: string };
  load: RecordLoad<T>;
  children: (record: T) => ReactNode;
}) {
  return (
    <section aria-labelledby="nutrition-detail-title" className="flex flex-col gap-4">
      <header data-print-hide="" className="flex items-center gap-3">
        <BackLink href={back.href}>{back.label}</BackLink>
        <h1 id="nutrition-detail-title" className="text-dc-lg font-semibold">
          {title}
        </h1>
      </header>
      <RecordView load={load} missing={{ title: "未找到该记录", description: "记录不存在或已被删除。" }}>
        {children}
      </RecordView>
    </section>
  );
}

/** /nutriRecipel/nutriRecipelDetail?nutritionPrescriptionId=: the prescription and its PDF. */
export function PrescriptionDetailPage() {
  const load = useRecordFromSearch("nutritionPrescriptionId", nutritionQueries.prescription);
  return (
    <DetailPage title="营养处方详情" back={{ href: "/nutriRecipel/nutriRecipel_jl", label: "返回处方记录" }} load={load}>
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

/** /nutriRecipel/PGSGADetail?evaluateId=: a PG-SGA assessment, read-only, printable. */
export function PgSgaDetailPage() {
  const load = useRecordFromSearch("evaluateId", nutritionQueries.evaluation);
  return (
    <DetailPage title="PG-SGA评估详情" back={{ href: detailReturnPaths.pgsga, label: "返回评估记录" }} load={load}>
      {(r) => <PgSgaDetail record={r} />}
    </DetailPage>
  );
}

/** /nutriRecipel/nutritionDetail?screeningId=: an NRS-2002 screening, read-only, printable. */
export function ScreeningDetailPage() {
  const load = useRecordFromSearch("screeningId", nutritionQueries.screening);
  return (
    <DetailPage title="NRS-2002筛查详情" back={{ href: "/nutriRecipel/assessJl", label: "返回筛查记录" }} load={load}>
      {(r) => <ScreeningDetail record={r} />}
    </DetailPage>
  );
}
