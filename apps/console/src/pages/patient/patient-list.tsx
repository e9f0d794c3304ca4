import { useEffect, useState } from "react";
import { refusalSentMessage, showPager, successMessages, type ConsultationOrder, type Page, type PatientListState } from "@doctor-console/domain";
import { OrderTable } from "@doctor-console/ui/orders";
import { Pagination, toast } from "@doctor-console/ui/primitives";
import { api } from "../../api";
import { renderOrderLink } from "./order-link";
import { reportError } from "./report-error";
import { pendingOrders, usePendingOrdersSnapshot } from "./use-pending-orders";
import { useNow } from "./use-now";

const emptyPage: Page<ConsultationOrder> = { list: [], pageSize: 10, total: 0 };

/**
 * One patient tab: a paged list from GET /management/patients with the tab's state. It starts at
 * page 1 whenever it is entered (the section mounts it afresh); paging shows only when total > 0
 * and the page size is the server's. Errors of the list call are ignored (spec §8).
 */
export function PatientList({ listState }: { listState: PatientListState }) {
  const [page, setPage] = useState(1);
  const [version, setVersion] = useState(0);
  const [removed, setRemoved] = useState<ReadonlySet<number>>(() => new Set());
  const { arrivals } = usePendingOrdersSnapshot();
  // Lists that show pending orders reload when new ones arrive.
  const arrivalKey = listState === 0 || listState === 4 ? arrivals : 0;
  const key = `${listState}:${page}:${version}:${arrivalKey}`;
  const [result, setResult] = useState<{ key: string; data: Page<ConsultationOrder> } | null>(null);
  const now = useNow(listState === 0 ? 30_000 : null);

  useEffect(() => {
    const controller = new AbortController();
    api.orders
      .listOrders({ state: listState, page }, { signal: controller.signal })
      .then((data) => {
        // After the last row of a later page left, show the page that still has rows.
        const last = Math.max(1, Math.ceil(data.total / (data.pageSize || 10)));
        if (data.list.length === 0 && data.total > 0 && page > last) setPage(last);
        setResult({ key, data });
      })
      .catch(() => {
        if (!controller.signal.aborted) setResult({ key, data: emptyPage });
      });
    return () => controller.abort();
    // `key` stands for listState, page, version and arrivals.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const data = result?.data ?? emptyPage;
  const loading = result?.key !== key;
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
        renderLink={renderOrderLink}
        now={now}
      />
      {showPager(total) ? (
        <Pagination className="justify-end" total={total} pageSize={data.pageSize} page={page} onPageChange={setPage} />
      ) : null}
    </div>
  );
}
