/** Consultation orders of docs/behaviour/README.md#platform-calls: the patient lists, accept, refuse, detail. */
import { canAcceptOrRefuse, platformDate, serverMessages, type ConsultationOrder } from "@doctor-console/domain";
import { notFound } from "../http/envelope";
import type { Serve } from "../http/route";
import type { Deps } from "../deps";
import { insertOrder, ownOrder, pendingCount, updateOrder, type OrderData } from "../db/rows";
import { listPage, refuse } from "../db/util";

/** Tells the doctor's open consoles how many orders now wait for them. */
export async function announcePending(deps: Deps, doctorId: number): Promise<void> {
  await deps.channel.toDoctor(doctorId, { type: "orders", pending: await pendingCount(deps.db, doctorId) });
}

/**
 * A new order for a doctor (a patient paid): stored, and when it waits for the doctor their open
 * consoles hear of it at once. Not served over HTTP: patients order in the patient app.
 */
export async function addOrder(deps: Deps, doctorId: number, order: OrderData): Promise<number> {
  const id = await insertOrder(deps.db, doctorId, order);
  if (canAcceptOrRefuse(order)) await announcePending(deps, doctorId);
  return id;
}

const notPending = () => refuse(serverMessages.orderNotPending);

export function orderRoutes(serve: Serve): void {
  serve("listOrders", async ({ state, page }, { deps, doctorId }) => {
    return listPage(
      deps.db,
      {
        columns: "pay_record_id, data",
        from: "orders WHERE doctor_id = $1 AND $2 = ANY(lists)",
        orderBy: "data->>'createDate' DESC, data->>'createTime' DESC, pay_record_id DESC",
      },
      [doctorId, state],
      page,
      (r: { pay_record_id: number; data: OrderData }): ConsultationOrder => ({ ...r.data, payRecordId: r.pay_record_id }),
    );
  });

  serve("getOrder", async ({ payRecordId }, { deps, doctorId }) => {
    const order = await ownOrder(deps.db, doctorId, payRecordId);
    if (!order) throw notFound();
    return order;
  });

  serve("acceptOrder", async ({ payRecordId }, { deps, doctorId }) => {
    await deps.db.transaction(async (tx) => {
      const order = await ownOrder(tx, doctorId, payRecordId, true);
      if (!order) throw notFound();
      if (!canAcceptOrRefuse(order)) throw notPending();
      const { payRecordId: _id, ...data } = order;
      await updateOrder(tx, payRecordId, { ...data, state: 2, updateDate: platformDate(deps.now()) });
    });
    await announcePending(deps, doctorId);
    return null;
  });

  serve("refuseOrder", async ({ payRecordId, reason }, { deps, doctorId }) => {
    await deps.db.transaction(async (tx) => {
      const order = await ownOrder(tx, doctorId, payRecordId, true);
      if (!order) throw notFound();
      if (!canAcceptOrRefuse(order)) throw notPending();
      const { payRecordId: _id, ...data } = order;
      // Refused by the doctor, not referred: no commission, no referred-to doctor (list 8).
      await updateOrder(tx, payRecordId, { ...data, state: 3, reason, extract: null, doctorName: null, updateDate: platformDate(deps.now()) });
    });
    await announcePending(deps, doctorId);
    return null;
  });
}
