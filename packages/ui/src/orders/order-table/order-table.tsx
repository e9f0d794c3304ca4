import { useState, type ComponentProps } from "react";
import { useTable } from "@tanstack/react-table";
import { successMessages, type ConsultationOrder, type PatientListState } from "@doctor-console/domain";
import { cn } from "../../lib/cn";
import { defaultRenderLink, type RenderLink } from "../../lib/link";
import { toast } from "../../primitives/toast";
import { LoadingOverlay } from "../../primitives/loading-overlay";
import { Table, TableBody, TableCell, TableEmpty, TableHead, TableHeader, TableRow, TableSkeleton } from "../../primitives/table";
import { RefuseDialog } from "../refuse-dialog";
import {
  orderColumnsByListState,
  orderDetailHref,
  orderTableFeatures,
  type OrderDetailKind,
  type OrderTableMeta,
} from "./order-columns";

export type OrderTableProps = Omit<ComponentProps<"div">, "children"> & {
  /** Which patient list this is (spec §2, 0–8); it chooses the columns. */
  listState: PatientListState;
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
};

/** What the pending list tells the doctor about its two buttons. */
export const pendingTip =
  "接诊：接受患者的问诊申请，接诊后可在“已接诊”中查看并与患者沟通。拒绝：需填写拒绝原因，患者将收到该原因，订单移至“已拒绝”。";

/**
 * A patient list as a table. The columns follow the list state (one definition per state); each
 * row carries its order's state as `data-order-state`. Empty lists say 暂无数据.
 */
export function OrderTable({
  listState,
  orders,
  loading = false,
  onAccept,
  onRefuse,
  onRemind,
  renderLink = defaultRenderLink,
  detailHref = orderDetailHref,
  now,
  className,
  ...props
}: OrderTableProps) {
  const [refusing, setRefusing] = useState<ConsultationOrder | null>(null);
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
    now: now ?? fallbackNow,
  };
  const table = useTable({
    features: orderTableFeatures,
    columns: orderColumnsByListState[listState],
    data: orders as ConsultationOrder[],
    getRowId: (o) => String(o.payRecordId),
    meta,
  });
  const rows = table.getRowModel().rows;
  const columnCount = orderColumnsByListState[listState].length;

  return (
    <div data-slot="order-table" data-list-state={listState} className={cn("flex flex-col gap-3", className)} {...props}>
      {listState === 0 ? (
        <p data-slot="order-table-tip" className="rounded-dc-md bg-dc-status-info px-3 py-2 text-dc-sm text-dc-status-info-foreground">
          {pendingTip}
        </p>
      ) : null}
      <div className="relative" aria-busy={loading || undefined}>
        <Table>
          <TableHeader>
            {table.getHeaderGroups().map((group) => (
              <TableRow key={group.id}>
                {group.headers.map((header) => (
                  <TableHead
                    key={header.id}
                    data-column={header.column.id}
                    numeric={header.column.columnDef.meta?.align === "right"}
                  >
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
                <TableRow
                  key={row.id}
                  data-slot="order-row"
                  data-order-state={row.original.state}
                  data-type={row.original.type}
                  data-pay-record-id={row.original.payRecordId}
                >
                  {row.getAllCells().map((cell) => (
                    <TableCell
                      key={cell.id}
                      data-column={cell.column.id}
                      numeric={cell.column.columnDef.meta?.align === "right"}
                    >
                      <table.FlexRender cell={cell} />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
        <LoadingOverlay active={loading && rows.length > 0} scope="container" />
      </div>
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
    </div>
  );
}
