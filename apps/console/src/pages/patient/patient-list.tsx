import { useState } from "react";
import { refusalSentMessage, showPager, successMessages, type ConsultationOrder, type PatientListState } from "@doctor-console/domain";
import { OrderTable } from "@doctor-console/ui/orders";
import { Pagination, toast } from "@doctor-console/ui/primitives";
import { api } from "../../api";
import { orderQueries, queryClient, queryKeys } from "../../data/queries";
import { routerLink } from "../../router-link";
import { reportError } from "../report-error";
import { usePagedList } from "../use-paged-list";
import { pendingOrders } from "./use-pending-orders";
import { useNow } from "./use-now";

/**
 * One patient tab: a paged list from GET /management/patients with the tab's state. It starts at
 * page 1 whenever it is entered (the section mounts it afresh); paging shows only when total > 0
 * and the page size is the server's. Errors of the list call are ignored (spec §8).
 */
export function PatientList({ listState }: { listState: PatientListState }) {
  const [removed, setRemoved] = useState<ReadonlySet<number>>(() => new Set());
  // Lists that show pending orders are refreshed by the new-order poll (use-pending-orders).
  const { page, setPage, data, loading } = usePagedList((p) => orderQueries.list(listState, p));
  const now = useNow(listState === 0 ? 30_000 : null);
  const orders = removed.size ? data.list.filter((o) => !removed.has(o.payRecordId)) : data.list;
  const total = Math.max(0, data.total - (data.list.length - orders.length));

  const leave = (order: ConsultationOrder) => {
    setRemoved((r) => new Set(r).add(order.payRecordId));
    // The list on screen fetches again once; the poll's look at the pending list joins that request.
    // A request already under way was started by the server's `orders` event, sent after the change
    // was made: it is joined, not cancelled and repeated.
    void queryClient.invalidateQueries({ queryKey: queryKeys.orders }, { cancelRefetch: false });
    void pendingOrders.refresh();
  };

  const onAccept = async (order: ConsultationOrder) => {
    try {
      await api.orders.acceptOrder({ payRecordId: order.payRecordId });
    } catch (error) {
      reportError(error);
      throw error;
    }
    toast.success(successMessages.accept);
    leave(order);
  };

  const onRefuse = async (order: ConsultationOrder, reason: string) => {
    try {
      await api.orders.refuseOrder({ payRecordId: order.payRecordId, reason });
    } catch (error) {
      reportError(error);
      throw error;
    }
    toast.success(refusalSentMessage(reason));
    leave(order);
  };

  return (
    <div className="flex flex-col gap-4">
      <OrderTable
        listState={listState}
        orders={orders}
        loading={loading}
        onAccept={onAccept}
        onRefuse={onRefuse}
        renderLink={routerLink}
        now={now}
      />
      {showPager(total) ? (
        <Pagination className="justify-end" total={total} pageSize={data.pageSize} page={page} onPageChange={setPage} />
      ) : null}
    </div>
  );
}
