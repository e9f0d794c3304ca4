import type { ComponentProps } from "react";
import { createColumnHelper, metaHelper, tableFeatures, useTable } from "@tanstack/react-table";
import type { Disease } from "@doctor-console/domain";
import { cn } from "../../lib/cn";
import { DataTable, type DataColumnMeta } from "../../lib/data-table";

const diseaseTableFeatures = tableFeatures({ columnMeta: metaHelper<DataColumnMeta>() });
type Features = typeof diseaseTableFeatures;

const col = createColumnHelper<Features, Disease>();
const nowrap = "whitespace-nowrap";
const columns = col.columns([
  col.accessor("diseaseName", { id: "diseaseName", header: "疾病名称", meta: { cellClassName: nowrap } }),
  col.accessor("content", { id: "content", header: "疾病内容", meta: { cellClassName: "max-w-[504px] whitespace-pre-wrap break-words" } }),
  col.accessor((d) => d.department.split(",").filter(Boolean).join("、"), {
    id: "department",
    header: "所属科室",
    meta: { cellClassName: nowrap },
  }),
]);

export type DiseaseTableProps = Omit<ComponentProps<"div">, "children"> & {
  rows: readonly Disease[];
  /** While the page loads: an empty body instead of 暂无数据. */
  loading?: boolean;
};

/** The doctor's diseases (/diseasesList): name, content and departments. Content is text. */
export function DiseaseTable({ rows, loading = false, className, ...props }: DiseaseTableProps) {
  const table = useTable({
    features: diseaseTableFeatures,
    columns,
    data: rows as Disease[],
    getRowId: (d) => String(d.diseaseId),
  });
  return (
    <div data-slot="disease-table" aria-busy={loading || undefined} className={cn("relative", className)} {...props}>
      <DataTable table={table} loading={loading} aria-label="疾病列表" />
    </div>
  );
}
