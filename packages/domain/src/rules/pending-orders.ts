import type { ConsultationOrder } from "../entities";

/**
 * New pending orders (beyond the spec): which orders of the pending list a console announces.
 *
 * The pending list is newest first (create date, time, id). A console sees only its first page,
 * so when orders leave it (accepted, refused) older ones shift up from page 2: unseen ids, but not
 * new. An order is new when its id was never seen AND it sorts after the newest order this console
 * has seen; orders beyond the first page count by the grown total.
 */
export interface PendingOrdersSeen {
  ids: ReadonlySet<number>;
  /** The newest order seen (its sort key), or "" when none was. */
  newest: string;
  /** The server's pending total at the last look. */
  total: number;
}

export interface PendingOrdersLook {
  seen: PendingOrdersSeen;
  /** The new orders on the first page, newest first. */
  arrived: ConsultationOrder[];
  /** How many orders are new in all (≥ arrived.length when more landed beyond the first page). */
  count: number;
}

type Keyed = Pick<ConsultationOrder, "payRecordId" | "createDate" | "createTime">;

/** The pending list's sort key: later orders give larger keys. */
export function pendingOrderKey(order: Keyed): string {
  return `${order.createDate} ${order.createTime} ${String(order.payRecordId).padStart(12, "0")}`;
}

/** One look at the first page of the pending list; `previous` is null for the first (the baseline). */
export function lookAtPendingOrders(
  previous: PendingOrdersSeen | null,
  page: { list: ConsultationOrder[]; total: number },
): PendingOrdersLook {
  const keys = page.list.map(pendingOrderKey);
  const newestOnPage = keys.reduce((a, b) => (b > a ? b : a), "");
  const newest = previous && previous.newest > newestOnPage ? previous.newest : newestOnPage;
  const ids = new Set(previous?.ids);
  page.list.forEach((o) => ids.add(o.payRecordId));
  const seen = { ids, newest, total: page.total };
  if (previous === null) return { seen, arrived: [], count: 0 };
  const arrived = page.list.filter((o, i) => !previous.ids.has(o.payRecordId) && keys[i]! > previous.newest);
  const grown = page.total - previous.total;
  return { seen, arrived, count: Math.max(arrived.length, grown) };
}

/** The title of the new-order toast and desktop notification. */
export const newOrderTitle = "您有新的问诊订单";
/** The toast's action, leading to the 待接诊 list. */
export const newOrderAction = "去接诊";

/** The body of the new-order toast and desktop notification. */
export function newOrderText(arrived: Pick<ConsultationOrder, "patient" | "customerName">[], count: number): string {
  const names = arrived.map((o) => o.patient?.patientName || o.customerName).filter(Boolean);
  if (names.length === 1 && count === 1) return `患者${names[0]}提交了问诊申请，请及时接诊`;
  return `${count}个新的问诊订单等待接诊`;
}
