import type { ComponentProps, ReactNode } from "react";
import { createColumnHelper, metaHelper, tableFeatures, useTable, type RowData } from "@tanstack/react-table";
import {
  nrs2002Result,
  nutritionSexLabel,
  type NutritionPatient,
  type NutritionPrescription,
  type NutritionProduct,
  type PgSgaRecord,
  type ScreeningRecord,
} from "@doctor-console/domain";
import { cn } from "../../lib/cn";
import { dayOf } from "../lib/dates";
import { Badge } from "../../primitives/badge";
import { Table, TableBody, TableCell, TableEmpty, TableHead, TableHeader, TableRow, TableSkeleton } from "../../primitives/table";
import { defaultRenderLink, type RenderLink } from "../../lib/link";
import type { HelperColumns } from "../../lib/columns";

interface RecordTableMeta {
  renderLink: RenderLink;
  detailHref: (id: number) => string;
}
interface RecordColumnMeta {
  numeric?: boolean;
}

/** One features value for every nutrition table: the core, plus typed meta. */
export const nutritionTableFeatures = tableFeatures({
  tableMeta: metaHelper<RecordTableMeta>(),
  columnMeta: metaHelper<RecordColumnMeta>(),
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
    meta: { renderLink, detailHref },
  });
  const list = table.getRowModel().rows;
  return (
    <div data-slot={slot} aria-busy={loading || undefined} className={cn("relative", className)} {...props}>
      <Table aria-label={ariaLabel}>
        <TableHeader>
          {table.getHeaderGroups().map((group) => (
            <TableRow key={group.id}>
              {group.headers.map((header) => (
                <TableHead key={header.id} data-column={header.column.id} numeric={header.column.columnDef.meta?.numeric === true}>
                  {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                </TableHead>
              ))}
            </TableRow>
          ))}
        </TableHeader>
        <TableBody>
          {list.length === 0 ? (
            loading ? (
              <TableSkeleton columns={columns.length} />
            ) : (
              <TableEmpty colSpan={columns.length} />
            )
          ) : (
            list.map((row) => (
              <TableRow key={row.id} data-row-id={row.id}>
                {row.getAllCells().map((cell) => (
                  <TableCell key={cell.id} data-column={cell.column.id} numeric={cell.column.columnDef.meta?.numeric === true}>
                    <table.FlexRender cell={cell} />
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
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

// ───────── nutrition prescriptions (nutriRecipel_jl) ─────────

const rx = createColumnHelper<Features, NutritionPrescription>();
const prescriptionColumns = rx.columns([
  rx.accessor((r) => dayOf(r.createDate), { id: "createDate", header: "开具日期" }),
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
      viewLink(
        table.options.meta!.detailHref(row.original.nutritionPrescriptionId),
        ` ${row.original.patientName} 的营养处方`,
        table.options.meta!.renderLink,
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
  pg.accessor((r) => dayOf(r.createDate), { id: "createDate", header: "评估日期" }),
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
      viewLink(table.options.meta!.detailHref(row.original.evaluateId), ` ${row.original.npName} 的 PG-SGA 评估`, table.options.meta!.renderLink),
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
  sc.accessor((r) => dayOf(r.createDate), { id: "createDate", header: "筛查日期" }),
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
      viewLink(table.options.meta!.detailHref(row.original.screeningId), ` ${row.original.npName} 的 NRS-2002 筛查`, table.options.meta!.renderLink),
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
