import { useEffect, useState, type ReactNode } from "react";
import { useSearch } from "wouter";
import type { NutritionPatient, NutritionPrescription, PgSgaRecord, ScreeningRecord } from "@doctor-console/domain";
import { NutritionPrescriptionDetail, PgSgaDetail, ScreeningDetail } from "@doctor-console/ui/nutrition";
import { EmptyState, LoadingOverlay } from "@doctor-console/ui/primitives";
import { api } from "../../api";
import { BackLink } from "./back-link";
import { idFromSearch, reportError } from "./common";

type Load<T> = { status: "loading" } | { status: "missing" } | { status: "ready"; record: T };

/** The record named by `?{param}=` (spec §8: a detail's errcode 1 shows its errmsg). */
function useRecord<T>(param: string, fetch: (id: number, signal: AbortSignal) => Promise<T>): Load<T> {
  const id = idFromSearch(useSearch(), param);
  const [result, setResult] = useState<{ id: number; load: Load<T> } | null>(null);
  useEffect(() => {
    if (id === null) return;
    const controller = new AbortController();
    fetch(id, controller.signal).then(
      (record) => setResult({ id, load: { status: "ready", record } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        reportError(error);
        setResult({ id, load: { status: "missing" } });
      },
    );
    return () => controller.abort();
    // `fetch` is a fresh arrow on every render; the id decides what to load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);
  if (id === null) return { status: "missing" };
  return result?.id === id ? result.load : { status: "loading" };
}

function DetailPage<T>({
  title,
  back,
  load,
  children,
}: {
  title: string;
  back: { href: string; label: string };
  load: Load<T>;
  children: (record: T) => ReactNode;
}) {
  return (
    <section aria-labelledby="nutrition-detail-title" className="flex flex-col gap-4">
      <header data-print-hide="" className="flex items-center gap-3">
        <BackLink href={back.href}>{back.label}</BackLink>
        <h1 id="nutrition-detail-title" className="text-lg font-semibold">
          {title}
        </h1>
      </header>
      {load.status === "loading" ? (
        <div className="relative h-64">
          <LoadingOverlay active scope="container" />
        </div>
      ) : load.status === "missing" ? (
        <EmptyState title="未找到该记录" description="记录不存在或已被删除。" />
      ) : (
        children(load.record)
      )}
    </section>
  );
}

/** /nutriRecipel/nutriRecipelDetail?nutritionPrescriptionId=: the prescription and its PDF. */
export function PrescriptionDetailPage() {
  const load = useRecord<NutritionPrescription>("nutritionPrescriptionId", (id, signal) => api.nutrition.getNutritionPrescription({ id }, { signal }));
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
  const load = useRecord<PgSgaRecord & NutritionPatient>("evaluateId", (id, signal) => api.nutrition.getEvaluation({ id }, { signal }));
  return (
    <DetailPage title="PG-SGA评估详情" back={{ href: "/nutriRecipel/PGSGAJl", label: "返回评估记录" }} load={load}>
      {(r) => <PgSgaDetail record={r} />}
    </DetailPage>
  );
}

/** /nutriRecipel/nutritionDetail?screeningId=: an NRS-2002 screening, read-only, printable. */
export function ScreeningDetailPage() {
  const load = useRecord<ScreeningRecord & NutritionPatient>("screeningId", (id, signal) => api.nutrition.getScreening({ id }, { signal }));
  return (
    <DetailPage title="NRS-2002筛查详情" back={{ href: "/nutriRecipel/assessJl", label: "返回筛查记录" }} load={load}>
      {(r) => <ScreeningDetail record={r} />}
    </DetailPage>
  );
}
