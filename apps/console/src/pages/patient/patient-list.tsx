import { useState } from "react";
import { refusalSentMessage, showPager, successMessages, type ConsultationOrder, type PatientListState } from "@doctor-console/domain";
import { OrderTable } from "@doctor-console/ui/orders";
import { Pagination, toast } from "@doctor-console/ui/primitives";
import { api } from "../../api";
import { routerLink } from "../../router-link";
import { reportError } from "../report-error";
import { usePagedList } from "../use-paged-list";
import { pendingOrders, usePendingOrdersSnapshot } from "./use-pending-orders";
import { useNow } from "./use-now";

/**
 * One patient tab: a paged list from GET /management/patients with the tab's state. It starts at
 * page 1 whenever it is entered (the section mounts it afresh); paging shows only when total > 0
 * and the page size is the server's. Errors of the list call are ignored (spec §8).
 */
export function PatientList({ listState }: { listState: PatientListState }) {
  const [version, setVersion] = useState(0);
  const [removed, setRemoved] = useState<ReadonlySet<number>>(() => new Set());
  const { arrivals } = usePendingOrdersSnapshot();
  // Lists that show pending orders reload when new ones arrive.
  const arrivalKey = listState === 0 || listState === 4 ? arrivals : 0;
  const { page, setPage, data, loading } = usePagedList(
    (p, signal) => api.orders.listOrders({ state: listState, page: p }, { signal }),
    `${listState}:${version}:${arrivalKey}`,
  );
  const now = useNow(listState === 0 ? 30_000 : null);
  const orders = removed.size ? data.list.filter((o) => !removed.has(o.payRecordId)) : data.list;
  const total = Math.max(0, data.total - (data.list.length - orders.length));

  const leave = (order: ConsultationOrder) => {
    setRemoved((r) => new Set(r).add(order.payRecordId));
    setVersion((v) => v + 1);
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
