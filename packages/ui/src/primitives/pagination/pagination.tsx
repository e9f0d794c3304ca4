import type { ComponentProps, ReactNode } from "react";
import { cn } from "../../lib/cn";
import { useControllableState } from "../../lib/use-controllable-state";
import { ChevronLeftIcon, ChevronRightIcon } from "../icon";
import { pageCountOf, pageItems } from "./use-pagination";

export type PaginationProps = Omit<ComponentProps<"nav">, "onChange"> & {
  /** Number of rows on the server. Nothing renders when it is 0. */
  total: number;
  /** Rows per page (the server says). */
  pageSize: number;
  /** Current page, 1-based (controlled). */
  page?: number;
  /** Starting page when uncontrolled (default 1). */
  defaultPage?: number;
  onPageChange?: (page: number) => void;
  /** Most page buttons shown, gaps included (odd, default 7). */
  maxButtons?: number;
  /** The total text; default `共 {total} 条`. */
  totalText?: (total: number) => ReactNode;
  /** Name of the navigation landmark (default 分页). */
  "aria-label"?: string;
};

const pagerButton = cn(
  "inline-flex h-8 min-w-8 items-center justify-center rounded-dc-md px-1.5 text-dc-base tabular-nums transition-colors cursor-pointer",
  "text-dc-foreground hover:text-dc-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-dc-ring",
  "disabled:cursor-not-allowed disabled:text-dc-muted-foreground disabled:opacity-60 disabled:hover:text-dc-muted-foreground",
);

/**
 * Paging for lists: "total, prev, pager, next" — `共 {total} 条`, 上一页, page numbers, 下一页.
 * Renders nothing when `total` is 0. Controlled (`page` + `onPageChange`) or uncontrolled.
 */
export function Pagination({
  total,
  pageSize,
  page: pageProp,
  defaultPage = 1,
  onPageChange,
  maxButtons = 7,
  totalText = (n) => `共 ${n} 条`,
  className,
  "aria-label": ariaLabel = "分页",
  ...props
}: PaginationProps) {
  const [rawPage, setPage] = useControllableState({ prop: pageProp, defaultProp: defaultPage, onChange: onPageChange });
  const pageCount = pageCountOf(total, pageSize);
  if (pageCount === 0) return null;
  const page = Math.min(Math.max(1, rawPage), pageCount);
  const jump = Math.max(5, maxButtons % 2 === 0 ? maxButtons + 1 : maxButtons) - 2;
  const go = (next: number) => {
    const clamped = Math.min(Math.max(1, next), pageCount);
    if (clamped !== page) setPage(clamped);
  };

  return (
    <nav
      data-slot="pagination"
      aria-label={ariaLabel}
      className={cn("flex flex-wrap items-center gap-1 text-dc-base", className)}
      {...props}
    >
      <span data-slot="pagination-total" className="mr-2 text-dc-muted-foreground">
        {totalText(total)}
      </span>
      <button
        type="button"
        data-slot="pagination-previous"
        aria-label="上一页"
        className={pagerButton}
        disabled={page <= 1}
        onClick={() => go(page - 1)}
      >
        <ChevronLeftIcon />
      </button>
      <ul data-slot="pagination-pager" className="flex items-center gap-1">
        {pageItems(page, pageCount, maxButtons).map((item) =>
          typeof item === "number" ? (
            <li key={item}>
              <button
                type="button"
                data-slot="pagination-page"
                data-state={item === page ? "active" : "inactive"}
                aria-label={`第 ${item} 页`}
                aria-current={item === page ? "page" : undefined}
                className={cn(pagerButton, "data-[state=active]:bg-dc-primary data-[state=active]:text-dc-primary-foreground data-[state=active]:hover:text-dc-primary-foreground")}
                onClick={() => go(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                data-slot="pagination-ellipsis"
                aria-label={item === "start-ellipsis" ? `向前 ${jump} 页` : `向后 ${jump} 页`}
                className={pagerButton}
                onClick={() => go(item === "start-ellipsis" ? page - jump : page + jump)}
              >
                …
              </button>
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        data-slot="pagination-next"
        aria-label="下一页"
        className={pagerButton}
        disabled={page >= pageCount}
        onClick={() => go(page + 1)}
      >
        <ChevronRightIcon />
      </button>
    </nav>
  );
}
