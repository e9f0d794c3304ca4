import type { ReactNode } from "react";
import {
  displayDate,
  nrs2002Result,
  nrsAgeScopes,
  nrsIllnessStates,
  nrsNutritionStates,
  nutritionSexLabel,
  pgsgaRecommendation,
  PGSGA_PAIN_SYMPTOM,
  type NutritionPatient,
  type NutritionPrescription,
  type PgSgaRecord,
  type ScreeningRecord,
} from "@doctor-console/domain";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../primitives/table";
import { FileTextIcon } from "../../primitives/icon";
import { PgSgaGradingScale } from "../pgsga-worksheet/pgsga-grading";
import { pgsgaSections } from "../pgsga-worksheet/pgsga-questions";
import { ChoiceAnswer, DetailSheet, nutritionPatientItems, SheetFields, SheetSection, TotalScore } from "./detail-sheet";
import { toast } from "../../primitives/toast";
import { failureMessage } from "../../lib/failure";

/** Saves a file the browser can reach (same origin), as a download rather than a new tab. */
function downloadFile(href: string, filename: string): void {
  const a = document.createElement("a");
  a.href = href;
  a.download = filename;
  a.rel = "noopener";
  document.body.append(a);
  a.click();
  a.remove();
}

/**
 * 下载打印 of a sheet the server makes a PDF of: ask for it, then download it (the doctor prints
 * that), as the prescription's 下载打印 does. A failure shows its message.
 */
function downloadPdfOf(loadPdf: () => Promise<string>, filename: string): () => void {
  return () => {
    loadPdf().then(
      (href) => downloadFile(href, filename),
      (error: unknown) => {
        const message = failureMessage(error);
        if (message) toast.error(message);
      },
    );
  };
}

interface CommonDetailProps {
  /** Toolbar content (a back link…); hidden in print. */
  actions?: ReactNode;
  /** Download-then-print. Default `window.print()`. */
  onPrint?: (() => void) | null;
  className?: string;
}

// ───────── nutrition prescription ─────────

export type NutritionPrescriptionDetailProps = CommonDetailProps & {
  prescription: NutritionPrescription;
  /** Where the prescription's PDF is (the console resolves `prescription.pdf` on the API host). */
  pdfHref?: string;
  /** Where the doctor's signature image is. */
  signatureSrc?: string;
};

/** A nutrition prescription as issued: patient, products, doctor's signature, and its PDF. */
export function NutritionPrescriptionDetail({ prescription: p, pdfHref, signatureSrc, actions, onPrint, className }: NutritionPrescriptionDetailProps) {
  const lines = p.nourishmentsl ?? [];
  // 下载打印 downloads the prescription's PDF when it has one (the doctor prints that), else prints the sheet.
  const print = onPrint !== undefined ? onPrint : pdfHref ? () => downloadFile(pdfHref, `营养处方-${p.nutritionPrescriptionId}.pdf`) : undefined;
  return (
    <DetailSheet
      title={`${p.hospitalName ? `${p.hospitalName} ` : ""}营养处方笺`}
      subtitle={`处方编号 ${p.nutritionPrescriptionId}\u3000开具日期 ${displayDate(p.createDate)}`}
      actions={
        <>
          {actions}
          {pdfHref ? (
            <a
              href={pdfHref}
              target="_blank"
              rel="noopener noreferrer"
              data-slot="pdf-link"
              className="inline-flex items-center gap-1 rounded-dc-sm text-dc-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-dc-ring"
            >
              <FileTextIcon />
              下载处方PDF
            </a>
          ) : null}
        </>
      }
      {...(print === undefined ? {} : { onPrint: print })}
      data-record="nutrition-prescription"
      className={className}
    >
      <SheetSection title="患者信息">
        <SheetFields
          items={[
            { label: "姓名", value: p.patientName },
            { label: "性别", value: nutritionSexLabel(p.sex) },
            { label: "年龄", value: `${p.age}岁` },
            { label: "手机号", value: p.patientPhone },
            { label: "住院号", value: p.hospitalizationCode },
            { label: "床号", value: p.bedNumber },
            { label: "科室", value: p.department },
          ]}
        />
      </SheetSection>
      <SheetSection title="营养品">
        <Table aria-label="处方营养品">
          <TableHeader>
            <TableRow>
              <TableHead className="w-12">序号</TableHead>
              <TableHead>营养品名称</TableHead>
              <TableHead numeric>数量</TableHead>
              <TableHead>用法用量</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {lines.map((line, i) => (
              <TableRow key={`${line.nourishmentName}-${i}`}>
                <TableCell>{i + 1}</TableCell>
                <TableCell>{line.nourishmentName}</TableCell>
                <TableCell numeric>{line.nourishmentCount}</TableCell>
                <TableCell>{line.useTheDosage}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </SheetSection>
      <footer className="flex flex-wrap items-end justify-end gap-6 border-t border-dc-border pt-4">
        <div className="flex items-center gap-2">
          <span>医生签名：</span>
          {signatureSrc ? <img src={signatureSrc} alt={`${p.doctorName}的签名`} className="h-10 w-auto" /> : null}
          <span data-slot="doctor-name">{p.doctorName}</span>
        </div>
        <span>日期：{displayDate(p.createDate)}</span>
      </footer>
    </DetailSheet>
  );
}

// ───────── NRS-2002 screening ─────────

export type ScreeningDetailProps = CommonDetailProps & {
  record: ScreeningRecord & NutritionPatient;
  /** The sheet's PDF (the host asks its server): 下载打印 downloads it. */
  loadPdf?: () => Promise<string>;
};

/** An NRS-2002 screening, read-only: the patient, every answer, the total and its meaning. */
export function ScreeningDetail({ record: r, actions, onPrint: onPrintProp, loadPdf, className }: ScreeningDetailProps) {
  const result = nrs2002Result(r.totalScore);
  const onPrint = onPrintProp !== undefined ? onPrintProp : loadPdf ? downloadPdfOf(loadPdf, `NRS-2002筛查-${r.screeningId}.pdf`) : undefined;
  return (
    <DetailSheet
      title="NRS-2002 营养风险筛查表"
      subtitle={`筛查日期 ${displayDate(r.createDate)}\u3000筛查人 ${r.doctorName}`}
      actions={actions}
      {...(onPrint === undefined ? {} : { onPrint })}
      data-record="screening"
      className={className}
    >
      <SheetSection title="基本信息">
        <SheetFields items={nutritionPatientItems(r)} />
      </SheetSection>
      <SheetSection title="正式评估">
        <ChoiceAnswer question="疾病严重程度" options={nrsIllnessStates} selected={r.illnessStates ?? []} multiple />
        <ChoiceAnswer question="营养状态受损" options={nrsNutritionStates} selected={[r.nutritionState]} />
        <ChoiceAnswer question="年龄" options={nrsAgeScopes} selected={[r.ageScope]} />
      </SheetSection>
      <SheetSection title="筛查结果">
        <TotalScore label="NRS-2002 总评分" total={r.totalScore} />
        <p data-slot="recommendation-text" data-at-risk={result.atRisk ? "true" : "false"} className="rounded-dc-md border border-dc-border px-4 py-3">
          {result.text}
        </p>
      </SheetSection>
    </DetailSheet>
  );
}

// ───────── PG-SGA ─────────

export type PgSgaDetailProps = CommonDetailProps & {
  record: PgSgaRecord & NutritionPatient;
  /** The sheet's PDF (the host asks its server): 下载打印 downloads it. */
  loadPdf?: () => Promise<string>;
};

/** A PG-SGA assessment, read-only: the patient, every answer, the total and the recommendation. */
export function PgSgaDetail({ record: r, actions, onPrint: onPrintProp, loadPdf, className }: PgSgaDetailProps) {
  const onPrint = onPrintProp !== undefined ? onPrintProp : loadPdf ? downloadPdfOf(loadPdf, `PG-SGA评估-${r.evaluateId}.pdf`) : undefined;
  const recommendation = pgsgaRecommendation(r.totalScore);
  const values = r as unknown as Record<string, unknown>;
  return (
    <DetailSheet
      title="PG-SGA 患者主观整体评估表"
      subtitle={`评估日期 ${displayDate(r.createDate)}\u3000评估人 ${r.doctorName}`}
      actions={actions}
      {...(onPrint === undefined ? {} : { onPrint })}
      data-record="pgsga"
      className={className}
    >
      <SheetSection title="基本信息">
        <SheetFields items={nutritionPatientItems(r)} />
      </SheetSection>
      {pgsgaSections.map((section, s) => (
        <SheetSection key={section.title} title={`${s + 1}. ${section.title}`}>
          {section.questions.map((q) => {
            const raw = values[q.field];
            const selected = Array.isArray(raw) ? (raw as string[]) : raw === undefined || raw === null || raw === "" ? [] : [String(raw)];
            return (
              <ChoiceAnswer
                key={q.field}
                question={q.title}
                options={q.options}
                selected={selected}
                multiple={q.kind === "multi"}
                extra={
                  q.field === "eatIssueSymptoms" && selected.includes(PGSGA_PAIN_SYMPTOM) ? (
                    <p data-slot="ache-part">疼痛部位：{r.achePart || "—"}</p>
                  ) : null
                }
              />
            );
          })}
        </SheetSection>
      ))}
      <SheetSection title="评估结果">
        <TotalScore label="PG-SGA 总评分" total={r.totalScore} />
        <PgSgaGradingScale total={r.totalScore} />
        <div className="grid gap-1">
          <p className="font-medium">推荐方案</p>
          <p data-slot="recommendation-text" className="rounded-dc-md border border-dc-border px-4 py-3">
            {recommendation?.text ?? "—"}
          </p>
        </div>
      </SheetSection>
    </DetailSheet>
  );
}
