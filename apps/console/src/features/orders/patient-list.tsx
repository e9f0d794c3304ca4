import { memo, useState } from "react";
import { acceptedOrder, orderInListState, refusedOrder, refusalSentMessage, showPager, successMessages, type ConsultationOrder, type Page, type PatientListState } from "@doctor-console/domain";
import { OrderTable } from "@doctor-console/ui/orders";
import { Pagination, toast, useNow } from "@doctor-console/ui/primitives";
import { useWrite } from "../../data/mutations";
import { routerLink } from "../../router-link";
import { reportError } from "../../report-error";
import { useOrderListPage, type OrderListView } from "./list-view";
import { pendingOrders } from "./use-pending-orders";

import { paths } from "../../paths";

/** 发消息 opens the conversation of an accepted order (已接诊, state 2); finished ones are read from their records. */
const chatHref = (order: ConsultationOrder) => (order.state === 2 ? paths.chatWith(order.payRecordId) : null);

const defaultView: OrderListView = { sort: "newest", filter: null };

/**
 * One patient tab: a paged list from GET /management/patients with the tab's state. It starts at
 * page 1 whenever it is entered (the section mounts it afresh); paging shows only when total > 0
 * and the page size is the server's. Sorted or filtered (`view`), it pages through the whole list (./list-view.ts). Errors of the list call are ignored (see docs/behaviour/errors.md#error-catalogue). Memoized: the
 * page's tab badge changing does not re-render the table.
 */
export const PatientList = memo(function PatientList({ listState, view = defaultView }: { listState: PatientListState; view?: OrderListView }) {
  // Orders the doctor just accepted or refused, as they are now, until the refetched list arrives.
  const [changed, setChanged] = useState<{ basis: Page<ConsultationOrder>; orders: ReadonlyMap<number, ConsultationOrder> } | null>(null);
  // Lists that show pending orders are refreshed by the new-order poll (use-pending-orders).
  const { page, setPage, data, loading } = useOrderListPage(listState, view);
  const now = useNow(listState === 0 ? 30_000 : null);
  const { mutateAsync: acceptOrder } = useWrite("acceptOrder");
  const { mutateAsync: refuseOrder } = useWrite("refuseOrder");
  const overrides = changed?.basis === data ? changed.orders : null;
  const shown = overrides ? data.list.map((o) => overrides.get(o.payRecordId) ?? o) : data.list;
  // An order that left this list goes at once; one that stays (线下门诊) shows its new state.
  const orders = shown.filter((o) => !overrides?.has(o.payRecordId) || orderInListState(o, listState));
  const total = Math.max(0, data.total - (data.list.length - orders.length));

  const change = (order: ConsultationOrder) => {
    setChanged({ basis: data, orders: new Map(overrides).set(order.payRecordId, order) });
    // The write had the lists read again (data/mutations.ts); the poll's look at the pending list joins that request.
    void pendingOrders.refresh();
  };

  const onAccept = async (order: ConsultationOrder) => {
    try {
      await acceptOrder({ payRecordId: order.payRecordId });
    } catch (error) {
      reportError(error);
      throw error;
    }
    toast.success(successMessages.accept);
    change(acceptedOrder(order));
  };

  const onRefuse = async (order: ConsultationOrder, reason: string) => {
    try {
      await refuseOrder({ payRecordId: order.payRecordId, reason });
    } catch (error) {
      reportError(error);
      throw error;
    }
    const sent = refusalSentMessage(reason);
    toast.success(sent.title, { description: sent.description });
    change(refusedOrder(order, reason));
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
        chatHref={chatHref}
        now={now}
      />
      {showPager(total) ? (
        <Pagination className="justify-end" total={total} pageSize={data.pageSize} page={page} onPageChange={setPage} />
      ) : null}
    </div>
  );
});
