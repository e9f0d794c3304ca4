import { Suspense, lazy, useState, type ComponentProps } from "react";
import { useTable } from "@tanstack/react-table";
import { successMessages, type ConsultationOrder, type PatientListState } from "@doctor-console/domain";
import { cn } from "../../lib/cn";
import { DataTable } from "../../lib/data-table";
import { defaultRenderLink, type RenderLink } from "../../lib/link";
import { toast } from "../../primitives/toast";
import { LoadingOverlay } from "../../primitives/loading-overlay";
import { Pagination, type PaginationProps } from "../../primitives/pagination";
import { loadRefuseDialog } from "../refuse-dialog/load-refuse-dialog";
import { orderChatColumn, orderColumnsByListState, orderDetailHref, type OrderColumns } from "./order-columns";
import { orderTableFeatures, type OrderDetailKind, type OrderTableMeta } from "./order-table-features";
import { OrderTableContext, useOrderTablePart, type OrderTableState } from "./order-table-context";

/*
 * The refusal prompt (its field, its reasons, the confirmation it is built from) loads when a
 * doctor first asks to refuse, not with the table: 拒绝 works before, and the prompt opens once
 * its code has arrived (docs/performance.md).
 */
const RefuseDialog = lazy(() => loadRefuseDialog().then((m) => ({ default: m.RefuseDialog })));

export { useOrderTable, type OrderTableState } from "./order-table-context";

export type OrderTableRootProps = ComponentProps<"div"> & {
  /** Which patient list this is (see docs/behaviour/orders.md#patient-tabs, 0–8); it chooses the columns. */
  listState: PatientListState;
  /**
   * The columns, when not the list state's own (`orderColumnsByListState[listState]`): rearrange
   * them or add your own with `orderColumnHelper`.
   */
  columns?: OrderColumns;
  orders: readonly ConsultationOrder[];
  /** Loading: skeleton rows of a page's size while there are none yet; otherwise the rows stay, covered by a spinner. */
  loading?: boolean;
  /** Accept a pending order. A returned promise keeps the button busy until it settles. */
  onAccept?: (order: ConsultationOrder) => void | Promise<unknown>;
  /**
   * Refuse a pending order with the reason typed. The prompt closes when the promise resolves and
   * stays open with the reason when it rejects.
   */
  onRefuse?: (order: ConsultationOrder, reason: string) => void | Promise<unknown>;
  /** Told after a remind-evaluation click (which only shows 提醒成功; nothing is sent). */
  onRemind?: (order: ConsultationOrder) => void;
  /** Renders the detail links (pass the router's Link); a plain anchor by default. */
  renderLink?: RenderLink;
  /** Where the detail links go; the spec's detail pages by default. */
  detailHref?: (kind: OrderDetailKind, order: ConsultationOrder) => string;
  /** "Now", for how long pending patients have waited (tick it to keep the figures fresh). */
  now?: Date;
  /**
   * Where 发消息 opens an order's conversation with its patient (a chat the host provides): with
   * it, an accepted order's row gets 发消息 where `chatHref` gives a link: in 已接诊 as one more
   * entry of the row's actions, in 已转入 as a column of its own.
   */
  chatHref?: (order: ConsultationOrder) => string | null;
};

/** What the pending list tells the doctor about its two buttons. */
export const pendingTip =
  "接诊：接受患者的问诊申请，接诊后可在“已接诊”中查看并与患者沟通。拒绝：需填写拒绝原因，患者将收到该原因，订单移至“已拒绝”。";

/**
 * The order table's state, around its parts: the TanStack table for the list state's columns, the
 * intents the cells call, and the refusal prompt that 拒绝 opens. Put OrderTableToolbar,
 * OrderTableTip, OrderTableContent, OrderTablePagination and OrderTableRowActions inside, in any
 * order, with your own elements between; `useOrderTable()` reads the state in a part of your own.
 */
export function OrderTableRoot({
  listState,
  chatHref,
  columns = chatHref && listState === 2 ? [...orderColumnsByListState[listState], orderChatColumn] : orderColumnsByListState[listState],
  orders,
  loading = false,
  onAccept,
  onRefuse,
  onRemind,
  renderLink = defaultRenderLink,
  detailHref = orderDetailHref,
  now,
  className,
  children,
  ...props
}: OrderTableRootProps) {
  const [refusing, setRefusing] = useState<ConsultationOrder | null>(null);
  // Mounted from the first refusal on, so that it closes as it opened.
  const [refused, setRefused] = useState(false);
  if (refusing && !refused) setRefused(true);
  const [fallbackNow] = useState(() => new Date());
  const meta: OrderTableMeta = {
    onAccept,
    requestRefuse: setRefusing,
    onRemind: (order) => {
      toast.success(successMessages.remind);
      onRemind?.(order);
    },
    renderLink,
    detailHref,
    chatHref,
    now: now ?? fallbackNow,
  };
  const table = useTable({
    features: orderTableFeatures,
    columns,
    data: orders as ConsultationOrder[],
    getRowId: (o) => String(o.payRecordId),
    meta,
  });
  const state: OrderTableState = { table, listState, loading, meta };

  return (
    <OrderTableContext value={state}>
      <div data-slot="order-table" data-list-state={listState} className={cn("flex flex-col gap-3", className)} {...props}>
        {children}
        {refused ? (
          <Suspense fallback={null}>
            <RefuseDialog
              open={refusing !== null}
              onOpenChange={(open) => (open ? undefined : setRefusing(null))}
              patientName={refusing?.patient?.patientName}
              onRefuse={(reason) => {
                const order = refusing;
                if (!order) return;
                const result = onRefuse?.(order, reason);
                return result instanceof Promise ? result : undefined;
              }}
            />
          </Suspense>
        ) : null}
      </div>
    </OrderTableContext>
  );
}

/** A row above (or below) the table for the host's own controls: a title, a count, filters. */
export function OrderTableToolbar({ className, ...props }: ComponentProps<"div">) {
  return <div data-slot="order-table-toolbar" className={cn("flex flex-wrap items-center justify-between gap-2", className)} {...props} />;
}

/** The pending list's tip about 接诊 and 拒绝 (list state 0 only; nothing in the others). */
export function OrderTableTip({ className, children = pendingTip, ...props }: ComponentProps<"p">) {
  const { listState } = useOrderTablePart("OrderTableTip");
  if (listState !== 0) return null;
  return (
    <p
      data-slot="order-table-tip"
      className={cn("rounded-dc-md bg-dc-status-info px-3 py-2 text-dc-sm text-dc-status-info-foreground", className)}
      {...props}
    >
      {children}
    </p>
  );
}

/**
 * The table itself: a header row and one row per order, each carrying its order's state as
 * `data-order-state`. Empty lists say 暂无数据; loading shows skeleton rows, or covers the rows with a spinner.
 */
export function OrderTableContent({ className, ...props }: ComponentProps<"table">) {
  const { table, loading } = useOrderTablePart("OrderTableContent");
  const rows = table.getRowModel().rows;
  return (
    <div className="relative" aria-busy={loading || undefined}>
      <DataTable
        table={table}
        loading={loading}
        className={className}
        {...props}
        rowProps={(row) => ({
          "data-slot": "order-row",
          "data-order-state": row.original.state,
          "data-type": row.original.type,
          "data-pay-record-id": row.original.payRecordId,
        })}
      />
      <LoadingOverlay active={loading && rows.length > 0} scope="container" />
    </div>
  );
}

/** Paging under the list (`共 {total} 条`, pages), right-aligned; nothing when the list is empty. */
export function OrderTablePagination({ className, ...props }: PaginationProps) {
  return <Pagination className={cn("justify-end", className)} {...props} />;
}

export type OrderTableProps = Omit<OrderTableRootProps, "children">;

/**
 * The preset: a patient list as a table, built from the parts — the pending tip (state 0), then
 * the table. The columns follow the list state (one definition per state). To add a toolbar or
 * paging, or to rearrange, compose `OrderTableRoot` and the parts yourself.
 */
export function OrderTable(props: OrderTableProps) {
  return (
    <OrderTableRoot {...props}>
      <OrderTableTip />
      <OrderTableContent />
    </OrderTableRoot>
  );
}
