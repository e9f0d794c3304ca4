import type { ComponentProps } from "react";
import type { ReactTable, Row, RowData, TableFeatures } from "@tanstack/react-table";
import { cn } from "./cn";
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

/**
 * Narrow tables become cards: below 744 px of the table's own width (a phone, a tablet, or the
 * console at 768 px) each row is a card of label–value lines, the column heads stay for assistive
 * tech only, and the 操作 column is a full-width row of buttons, so no action is ever off screen.
 * Keyed to the container (the `table` container query), not to the window, so the same table
 * reflows in a narrow column of a wide page too. In px, whatever the host's root font size: the
 * console's tables are at most ~740 px wide at 768 px (cards) and ~750 px at 1024 px beside the
 * side menu (a table). See docs/behaviour/shell.md.
 */
const card = {
  table: "@max-[744px]/table:block",
  head: "@max-[744px]/table:sr-only",
  body: "@max-[744px]/table:flex @max-[744px]/table:flex-col @max-[744px]/table:gap-2 @max-[744px]/table:py-1",
  // Two columns of lines on a card wide enough (a tablet), one on a phone.
  row: "@max-[744px]/table:flex @min-[560px]/table:@max-[744px]/table:grid @min-[560px]/table:@max-[744px]/table:grid-cols-2 @max-[744px]/table:h-auto @max-[744px]/table:flex-col @max-[744px]/table:rounded-dc-md @max-[744px]/table:border-b-0 @max-[744px]/table:py-2 @max-[744px]/table:ring-1 @max-[744px]/table:ring-dc-border @max-[744px]/table:ring-inset",
  cell: "@max-[744px]/table:flex @max-[744px]/table:max-w-none @max-[744px]/table:min-w-0 @max-[744px]/table:items-baseline @max-[744px]/table:gap-3 @max-[744px]/table:py-1 @max-[744px]/table:text-left @max-[744px]/table:break-words",
  actions: "@max-[744px]/table:col-span-full @max-[744px]/table:flex-wrap @max-[744px]/table:items-center @max-[744px]/table:border-t @max-[744px]/table:border-dc-border @max-[744px]/table:pt-2 @max-[744px]/table:mt-1",
  // The card's label: the column head drawn before the value (CSS content, so the cell's text and
  // its accessible name stay the value; assistive tech has the column head).
  label:
    "@max-[744px]/table:before:block @max-[744px]/table:before:w-20 @max-[744px]/table:before:shrink-0 @max-[744px]/table:before:text-dc-sm @max-[744px]/table:before:text-dc-muted-foreground @max-[744px]/table:before:content-[attr(data-label)]",
};

/** The row's actions: the column with id `actions` or headed 操作. */
const isActions = (id: string, header: unknown) => id === "actions" || header === "操作";
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
    <Table reflow {...props} className={cn(card.table, props.className)}>
      <TableHeader className={card.head}>
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
      <TableBody className={card.body}>
        {rows.length === 0 ? (
          loading ? (
            // Narrow: skeleton cards, so that the cards arriving move less.
            <TableSkeleton columns={columnCount} rowClassName={card.row} />
          ) : (
            <TableEmpty colSpan={columnCount} />
          )
        ) : (
          rows.map((row) => (
            <TableRow key={row.id} data-row-id={row.id} {...rowProps?.(row)} className={card.row}>
              {row.getAllCells().map((cell) => {
                const meta = metaOf(cell.column.columnDef.meta);
                const header = cell.column.columnDef.header;
                const actions = isActions(cell.column.id, header);
                const label = !actions && typeof header === "string" ? header : undefined;
                return (
                  <TableCell
                    key={cell.id}
                    data-column={cell.column.id}
                    data-label={label}
                    numeric={isNumeric(meta)}
                    className={cn(meta.cellClassName, card.cell, actions && card.actions, label !== undefined && card.label)}
                  >
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
