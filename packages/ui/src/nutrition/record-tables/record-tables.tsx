import type { ComponentProps, ReactNode } from "react";
import { createColumnHelper, metaHelper, tableFeatures, useTable, type RowData } from "@tanstack/react-table";
import {
  displayDate,
  nrs2002Result,
  rescreenKindLabels,
  nutritionSexLabel,
  type NutritionPatient,
  type NutritionPrescription,
  type NutritionProduct,
  type PgSgaRecord,
  type RescreenDueEntry,
  type ScreeningRecord,
} from "@doctor-console/domain";
import { cn } from "../../lib/cn";
import { DataTable, type DataColumnMeta } from "../../lib/data-table";
import { Badge } from "../../primitives/badge";
import { defaultRenderLink, type RenderLink } from "../../lib/link";
import type { HelperColumns } from "../../lib/columns";

interface RecordTableMeta {
  renderLink: RenderLink;
  detailHref: (id: number) => string;
  archiveHref: ((nutritionPatientId: number) => string) | undefined;
  startHref: ((kind: "nrs2002" | "pgsga", nutritionPatientId: number) => string) | undefined;
}

/** One features value for every nutrition table: the core, plus typed meta. */
export const nutritionTableFeatures = tableFeatures({
  tableMeta: metaHelper<RecordTableMeta>(),
  columnMeta: metaHelper<DataColumnMeta>(),
});
type Features = typeof nutritionTableFeatures;

const linkClass = "rounded-dc-sm text-dc-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-dc-ring";

export type RecordTableProps<T> = Omit<ComponentProps<"div">, "children"> & {
  rows: readonly T[];
  /** While the first page loads: an empty body instead of 暂无数据. */
  loading?: boolean;
  renderLink?: RenderLink;
  /** Where a row's 查看 link goes, by the record's id (the host app's detail page). */
  detailHref?: (id: number) => string;
  /** Where a row's 营养档案 link goes, by its nutrition patient (the host app's page); no link without it. */
  archiveHref?: (nutritionPatientId: number) => string;
  /** 待复筛: where the due worksheet for a patient starts (the host app's form, carrying the patient). */
  startHref?: (kind: "nrs2002" | "pgsga", nutritionPatientId: number) => string;
  /** Names the table. */
  "aria-label"?: string;
};

function RecordTable<T extends RowData>({
  rows,
  columns,
  rowId,
  loading,
  renderLink = defaultRenderLink,
  detailHref = noDetail,
  archiveHref,
  startHref,
  "aria-label": ariaLabel,
  slot,
  className,
  ...props
}: RecordTableProps<T> & { columns: HelperColumns<Features, T>; rowId: (row: T) => string; slot: string }) {
  const table = useTable({
    features: nutritionTableFeatures,
    columns,
    data: rows as T[],
    getRowId: rowId,
    meta: { renderLink, detailHref, archiveHref, startHref },
  });
  return (
    <div data-slot={slot} aria-busy={loading || undefined} className={cn("relative", className)} {...props}>
      <DataTable table={table} loading={loading} aria-label={ariaLabel} />
    </div>
  );
}

const noDetail = () => "#";

/** 查看, with what it opens for screen readers ("查看 王小明 的营养处方"). */
function viewLink(href: string, what: string, renderLink: RenderLink): ReactNode {
  return renderLink({
    href,
    className: linkClass,
    children: (
      <>
        查看<span className="sr-only">{what}</span>
      </>
    ),
  });
}

/** 查看 and, when the row names its nutrition patient, 营养档案 (their scores over time). */
function rowLinks(meta: RecordTableMeta, detailId: number, what: string, name: string, nutritionPatientId: number | undefined): ReactNode {
  return (
    <span className="inline-flex gap-3">
      {viewLink(meta.detailHref(detailId), what, meta.renderLink)}
      {meta.archiveHref && nutritionPatientId !== undefined
        ? meta.renderLink({
            href: meta.archiveHref(nutritionPatientId),
            className: linkClass,
            children: (
              <>
                营养档案<span className="sr-only">{` ${name}`}</span>
              </>
            ),
          })
        : null}
    </span>
  );
}

// ───────── nutrition prescriptions (nutriRecipel_jl) ─────────

const rx = createColumnHelper<Features, NutritionPrescription>();
const prescriptionColumns = rx.columns([
  rx.accessor((r) => displayDate(r.createDate), { id: "createDate", header: "开具日期" }),
  rx.accessor("patientName", { id: "patientName", header: "患者姓名" }),
  rx.accessor((r) => nutritionSexLabel(r.sex), { id: "sex", header: "性别" }),
  rx.accessor("age", { id: "age", header: "年龄", meta: { numeric: true } }),
  rx.accessor("patientPhone", { id: "patientPhone", header: "手机号" }),
  rx.accessor((r) => (r.nourishmentsl ?? []).map((n) => `${n.nourishmentName}×${n.nourishmentCount}`).join("、"), {
    id: "products",
    header: "营养品",
  }),
  rx.display({
    id: "actions",
    header: "操作",
    cell: ({ row, table }) =>
      rowLinks(
        table.options.meta!,
        row.original.nutritionPrescriptionId,
        ` ${row.original.patientName} 的营养处方`,
        row.original.patientName,
        row.original.nutritionPatientId,
      ),
  }),
]);

/** Nutrition prescription records, each with a link to its detail. */
export function NutritionPrescriptionTable(props: RecordTableProps<NutritionPrescription>) {
  return (
    <RecordTable
      aria-label="营养处方记录"
      {...props}
      slot="nutrition-prescription-table"
      columns={prescriptionColumns}
      rowId={(r) => String(r.nutritionPrescriptionId)}
    />
  );
}

// ───────── PG-SGA records (PGSGAJl) ─────────

type PgSgaRow = PgSgaRecord & NutritionPatient;
const pg = createColumnHelper<Features, PgSgaRow>();
const pgsgaColumns = pg.columns([
  pg.accessor((r) => displayDate(r.createDate), { id: "createDate", header: "评估日期" }),
  pg.accessor("npName", { id: "npName", header: "姓名" }),
  pg.accessor((r) => nutritionSexLabel(r.npSex), { id: "npSex", header: "性别" }),
  pg.accessor("npAge", { id: "npAge", header: "年龄", meta: { numeric: true } }),
  pg.accessor((r) => r.npDisease || "—", { id: "npDisease", header: "疾病诊断" }),
  pg.accessor("totalScore", { id: "totalScore", header: "总评分", meta: { numeric: true } }),
  pg.accessor("doctorName", { id: "doctorName", header: "评估人" }),
  pg.display({
    id: "actions",
    header: "操作",
    cell: ({ row, table }) =>
      rowLinks(table.options.meta!, row.original.evaluateId, ` ${row.original.npName} 的 PG-SGA 评估`, row.original.npName, row.original.nutritionPatientId),
  }),
]);

/** PG-SGA records, each with a link to its detail. */
export function PgSgaRecordTable(props: RecordTableProps<PgSgaRow>) {
  return <RecordTable aria-label="PG-SGA 评估记录" {...props} slot="pgsga-record-table" columns={pgsgaColumns} rowId={(r) => String(r.evaluateId)} />;
}

// ───────── NRS-2002 records (assessJl) ─────────

type ScreeningRow = ScreeningRecord & NutritionPatient;
const sc = createColumnHelper<Features, ScreeningRow>();
const screeningColumns = sc.columns([
  sc.accessor((r) => displayDate(r.createDate), { id: "createDate", header: "筛查日期" }),
  sc.accessor("npName", { id: "npName", header: "姓名" }),
  sc.accessor((r) => nutritionSexLabel(r.npSex), { id: "npSex", header: "性别" }),
  sc.accessor("npAge", { id: "npAge", header: "年龄", meta: { numeric: true } }),
  sc.accessor((r) => r.npDisease || "—", { id: "npDisease", header: "疾病诊断" }),
  sc.accessor("totalScore", { id: "totalScore", header: "总评分", meta: { numeric: true } }),
  sc.accessor((r) => nrs2002Result(r.totalScore).atRisk, {
    id: "risk",
    header: "营养风险",
    cell: ({ getValue }) =>
      getValue() ? <Badge variant="rejected">有风险</Badge> : <Badge variant="success">无风险</Badge>,
  }),
  sc.display({
    id: "actions",
    header: "操作",
    cell: ({ row, table }) =>
      rowLinks(table.options.meta!, row.original.screeningId, ` ${row.original.npName} 的 NRS-2002 筛查`, row.original.npName, row.original.nutritionPatientId),
  }),
]);

/** NRS-2002 screening records, each with a link to its detail. */
export function ScreeningRecordTable(props: RecordTableProps<ScreeningRow>) {
  return (
    <RecordTable aria-label="NRS-2002 筛查记录" {...props} slot="screening-record-table" columns={screeningColumns} rowId={(r) => String(r.screeningId)} />
  );
}

// ───────── the product library (nutrition) ─────────

const pr = createColumnHelper<Features, NutritionProduct>();
const productColumns = pr.columns([
  pr.accessor("nourishmentName", { id: "nourishmentName", header: "名称" }),
  pr.accessor("specification", { id: "specification", header: "剂量单位" }),
  pr.accessor((p) => p.unit || "—", { id: "unit", header: "规格" }),
  pr.accessor((p) => p.price.toFixed(2), { id: "price", header: "价格(元)", meta: { numeric: true } }),
  pr.accessor("repertory", { id: "repertory", header: "库存", meta: { numeric: true } }),
  pr.accessor((p) => p.manufacturer || "—", { id: "manufacturer", header: "生产厂家" }),
]);

/** The hospital's nutrition product library. */
export function ProductLibraryTable(props: RecordTableProps<NutritionProduct>) {
  return (
    <RecordTable aria-label="营养品库" {...props} slot="product-library-table" columns={productColumns} rowId={(p) => String(p.nourishmentId)} />
  );
}

// ───────── patients due for re-screening (待复筛) ─────────

const due = createColumnHelper<Features, RescreenDueEntry>();
const dueColumns = due.columns([
  due.accessor((r) => r.next.dueDate, { id: "dueDate", header: "应筛日期" }),
  due.accessor((r) => r.patient.npName, { id: "npName", header: "姓名" }),
  due.accessor((r) => nutritionSexLabel(r.patient.npSex), { id: "npSex", header: "性别" }),
  due.accessor((r) => r.patient.npAge, { id: "npAge", header: "年龄", meta: { numeric: true } }),
  due.accessor((r) => r.patient.npPhone, { id: "npPhone", header: "手机号" }),
  due.accessor((r) => rescreenKindLabels[r.next.kind], { id: "kind", header: "待做" }),
  due.accessor((r) => r.next.reason, { id: "reason", header: "依据" }),
  due.display({
    id: "actions",
    header: "操作",
    cell: ({ row, table }) => {
      const meta = table.options.meta!;
      const { patient, next } = row.original;
      return (
        <span className="inline-flex gap-3">
          {meta.startHref
            ? meta.renderLink({
                href: meta.startHref(next.kind, patient.nutritionPatientId),
                className: linkClass,
                children: (
                  <>
                    {next.kind === "pgsga" ? "去评估" : "去筛查"}
                    <span className="sr-only">{` ${patient.npName}`}</span>
                  </>
                ),
              })
            : null}
          {meta.archiveHref
            ? meta.renderLink({
                href: meta.archiveHref(patient.nutritionPatientId),
                className: linkClass,
                children: (
                  <>
                    营养档案<span className="sr-only">{` ${patient.npName}`}</span>
                  </>
                ),
              })
            : null}
        </span>
      );
    },
  }),
]);

/** The patients due for re-screening, earliest due first: what is due, why, and links to do it and to their 营养档案. */
export function RescreenDueTable(props: RecordTableProps<RescreenDueEntry>) {
  return <RecordTable aria-label="待复筛患者" {...props} slot="rescreen-due-table" columns={dueColumns} rowId={(r) => String(r.patient.nutritionPatientId)} />;
}
