import type { ComponentProps } from "react";
import type { ReactTable, Row, RowData, TableFeatures } from "@tanstack/react-table";
import { Table, TableBody, TableCell, TableEmpty, TableHead, TableHeader, TableRow, TableSkeleton } from "../primitives/table";

/** What a column's `meta` may say about how its cells look. */
export interface DataColumnMeta {
  /** A number column: right aligned, tabular figures (head and cells). */
  numeric?: boolean;
  /** `"right"` reads as `numeric` (the order table's columns say it this way). */
  align?: "right" | "center";
  /** Classes of the column's body cells (widths, wrapping). */
  cellClassName?: string;
}

/** Data attributes (and other `<tr>` props) a table gives each row: its state, its id. */
export type DataRowProps = ComponentProps<"tr"> & { [attribute: `data-${string}`]: string | number | undefined };

export type DataTableProps<TFeatures extends TableFeatures, TData extends RowData> = Omit<ComponentProps<typeof Table>, "children"> & {
  /** The TanStack table (`useTable` with the table's own features value and columns). */
  table: ReactTable<TFeatures, TData>;
  /** Loading: skeleton rows while there are no rows yet (a page's size, so nothing moves). */
  loading?: boolean;
  /** Props of a body row beyond `data-row-id`: the row's state as data attributes. */
  rowProps?: (row: Row<TFeatures, TData>) => DataRowProps;
};

const metaOf = (meta: unknown) => (meta ?? {}) as DataColumnMeta;
const isNumeric = (meta: DataColumnMeta) => meta.numeric === true || meta.align === "right";

/**
 * The one render loop of the package's tables (orders, nutrition records, diseases, articles):
 * a header row from the column definitions, one body row per row with `data-row-id`, cells
 * marked `data-column`; 暂无数据 when empty, skeleton rows while the first page loads. Column
 * meta (`DataColumnMeta`) makes a column numeric or gives its cells classes. The wrapper around
 * it (busy state, spinner, dialogs) stays with each table.
 */
export function DataTable<TFeatures extends TableFeatures, TData extends RowData>({
  table,
  loading = false,
  rowProps,
  ...props
}: DataTableProps<TFeatures, TData>) {
  const rows = table.getRowModel().rows;
  const columnCount = table.getAllLeafColumns().length;
  return (
    <Table {...props}>
      <TableHeader>
        {table.getHeaderGroups().map((group) => (
          <TableRow key={group.id}>
            {group.headers.map((header) => (
              <TableHead key={header.id} data-column={header.column.id} numeric={isNumeric(metaOf(header.column.columnDef.meta))}>
                {header.isPlaceholder ? null : <table.FlexRender header={header} />}
              </TableHead>
            ))}
          </TableRow>
        ))}
      </TableHeader>
      <TableBody>
        {rows.length === 0 ? (
          loading ? (
            <TableSkeleton columns={columnCount} />
          ) : (
            <TableEmpty colSpan={columnCount} />
          )
        ) : (
          rows.map((row) => (
            <TableRow key={row.id} data-row-id={row.id} {...rowProps?.(row)}>
              {row.getAllCells().map((cell) => {
                const meta = metaOf(cell.column.columnDef.meta);
                return (
                  <TableCell key={cell.id} data-column={cell.column.id} numeric={isNumeric(meta)} className={meta.cellClassName}>
                    <table.FlexRender cell={cell} />
                  </TableCell>
                );
              })}
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}
