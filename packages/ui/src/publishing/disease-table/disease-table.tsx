import type { ComponentProps } from "react";
import { createColumnHelper, tableFeatures, useTable } from "@tanstack/react-table";
import type { Disease } from "@doctor-console/domain";
import { cn } from "../../lib/cn";
import { Table, TableBody, TableCell, TableEmpty, TableHead, TableHeader, TableRow, TableSkeleton } from "../../primitives/table";

const diseaseTableFeatures = tableFeatures({});
type Features = typeof diseaseTableFeatures;

const col = createColumnHelper<Features, Disease>();
const columns = col.columns([
  col.accessor("diseaseName", { id: "diseaseName", header: "疾病名称" }),
  col.accessor("content", { id: "content", header: "疾病内容" }),
  col.accessor((d) => d.department.split(",").filter(Boolean).join("、"), { id: "department", header: "所属科室" }),
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
  const list = table.getRowModel().rows;
  return (
    <div data-slot="disease-table" aria-busy={loading || undefined} className={cn("relative", className)} {...props}>
      <Table aria-label="疾病列表">
        <TableHeader>
          {table.getHeaderGroups().map((group) => (
            <TableRow key={group.id}>
              {group.headers.map((header) => (
                <TableHead key={header.id} data-column={header.column.id}>
                  <table.FlexRender header={header} />
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
                  <TableCell
                    key={cell.id}
                    data-column={cell.column.id}
                    className={cell.column.id === "content" ? "max-w-[504px] whitespace-pre-wrap break-words" : "whitespace-nowrap"}
                  >
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
