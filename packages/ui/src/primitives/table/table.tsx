import type { ComponentProps, ReactNode } from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "../../lib/cn";
import { EmptyState } from "../empty-state";
import { VisuallyHidden } from "../visually-hidden";

/**
 * Base table styles for the TanStack tables in orders / nutrition: 44px rows, a light grey
 * header, hover and selected rows, numbers right-aligned (`numeric`). The wrapper scrolls sideways.
 */
export function Table({ className, reflow = false, ...props }: ComponentProps<"table"> & {
  /** The wrapper is a size container named `table`, for cells that reflow by its width (`@max-…/table:`). */
  reflow?: boolean;
}) {
  return (
    <div data-slot="table-container" className={cn("relative w-full overflow-x-auto", reflow && "@container/table")}>
      <table
        data-slot="table"
        className={cn("w-full caption-bottom border-collapse text-dc-base", className)}
        {...props}
      />
    </div>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<"thead">) {
  return <thead data-slot="table-header" className={cn("bg-dc-surface [&_tr]:border-b [&_tr]:border-dc-border", className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<"tbody">) {
  return <tbody data-slot="table-body" className={cn("[&_tr:last-child]:border-b-0", className)} {...props} />;
}

export function TableFooter({ className, ...props }: ComponentProps<"tfoot">) {
  return (
    <tfoot
      data-slot="table-footer"
      className={cn("border-t border-dc-border bg-dc-surface font-medium [&>tr]:last:border-b-0", className)}
      {...props}
    />
  );
}

export function TableRow({ className, ...props }: ComponentProps<"tr">) {
  return (
    <tr
      data-slot="table-row"
      className={cn(
        "h-11 border-b border-dc-border transition-colors hover:bg-dc-surface data-[state=selected]:bg-dc-primary-soft",
        className,
      )}
      {...props}
    />
  );
}

export const tableCellVariants = cva("px-3 align-middle", {
  variants: {
    align: {
      start: "text-left",
      center: "text-center",
      end: "text-right",
    },
    numeric: {
      true: "text-right tabular-nums",
      false: "",
    },
  },
  defaultVariants: { align: "start", numeric: false },
});

type CellVariants = VariantProps<typeof tableCellVariants>;

export type TableHeadProps = Omit<ComponentProps<"th">, "align"> & {
  align?: CellVariants["align"];
  /** A number column: right aligned, tabular figures (set it on the head and the cells). */
  numeric?: boolean;
};

export function TableHead({ className, align, numeric = false, scope = "col", ...props }: TableHeadProps) {
  return (
    <th
      data-slot="table-head"
      data-align={numeric ? "end" : (align ?? "start")}
      scope={scope}
      className={cn(
        tableCellVariants({ align, numeric }),
        "h-10 font-medium whitespace-nowrap text-dc-foreground",
        className,
      )}
      {...props}
    />
  );
}

export type TableCellProps = Omit<ComponentProps<"td">, "align"> & {
  align?: CellVariants["align"];
  numeric?: boolean;
};

export function TableCell({ className, align, numeric = false, ...props }: TableCellProps) {
  return (
    <td
      data-slot="table-cell"
      data-align={numeric ? "end" : (align ?? "start")}
      className={cn(tableCellVariants({ align, numeric }), "py-2", className)}
      {...props}
    />
  );
}

export function TableCaption({ className, ...props }: ComponentProps<"caption">) {
  return <caption data-slot="table-caption" className={cn("mt-3 text-dc-sm text-dc-muted-foreground", className)} {...props} />;
}

export type TableEmptyProps = Omit<ComponentProps<"td">, "children"> & {
  /** How many columns the table has. */
  colSpan: number;
  /** Default 暂无数据. */
  children?: ReactNode;
};

/** The body row for a table without rows: 暂无数据 across all columns. */
export function TableEmpty({ colSpan, children, className, ...props }: TableEmptyProps) {
  return (
    <tr data-slot="table-empty" className="hover:bg-transparent">
      <td colSpan={colSpan} className={cn("p-0", className)} {...props}>
        <EmptyState title={children ?? "暂无数据"} />
      </td>
    </tr>
  );
}

export type TableSkeletonProps = {
  /** How many columns the table has. */
  columns: number;
  /** How many rows: a page of the platform's lists (10) unless told. */
  rows?: number;
  /** Classes of each row: give it the loaded rows' height when they are taller than 44 px. */
  rowClassName?: string;
  /** Default 加载中. */
  label?: string;
};

/**
 * The body of a table whose first page is loading: grey bars in rows of the loaded rows' size,
 * so that nothing moves when the rows arrive (no layout shift). Assistive tech hears 加载中 once
 * (a status in the first cell); the bars and the other rows are hidden from it. Mark the table's
 * wrapper `aria-busy` meanwhile.
 */
export function TableSkeleton({ columns, rows = 10, rowClassName, label = "加载中" }: TableSkeletonProps) {
  return Array.from({ length: rows }, (_, r) => (
    <tr key={r} data-slot="table-skeleton-row" aria-hidden={r > 0 || undefined} className={cn("h-11 border-b border-dc-border", rowClassName)}>
      {Array.from({ length: columns }, (_, c) => (
        <td key={c} className="px-3 py-2">
          {r === 0 && c === 0 ? <VisuallyHidden role="status">{label}</VisuallyHidden> : null}
          <span aria-hidden className={cn("block h-4 rounded-dc-sm bg-dc-muted motion-safe:animate-pulse", c % 3 === 1 ? "w-2/3" : "w-full")} />
        </td>
      ))}
    </tr>
  ));
}
