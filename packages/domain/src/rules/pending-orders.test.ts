import { describe, expect, it } from "vitest";
import { fixtures } from "../fixtures";
import type { ConsultationOrder } from "../entities";
import { lookAtPendingOrders, newOrderText, pendingOrderKey } from "./pending-orders";

/** The demo's pending list, newest first, as the server sorts it. */
const pending = fixtures.orders
  .filter((o) => o.state === 1 && o.type !== 6)
  .sort((a, b) => (pendingOrderKey(b) > pendingOrderKey(a) ? 1 : -1));
const firstPage = (orders: ConsultationOrder[]) => ({ list: orders.slice(0, 10), total: orders.length });

describe("new pending orders", () => {
  it("the demo has more pending orders than one page", () => {
    expect(pending.length).toBeGreaterThan(10);
  });

  it("accepting and refusing orders announces nothing, though older orders shift onto page 1", () => {
    let look = lookAtPendingOrders(null, firstPage(pending));
    expect(look.count).toBe(0);
    // Accept the first, then refuse the third: orders 11 and 12 shift up from page 2.
    const afterAccept = pending.filter((_, i) => i !== 0);
    look = lookAtPendingOrders(look.seen, firstPage(afterAccept));
    expect(look).toMatchObject({ arrived: [], count: 0 });
    const afterRefuse = afterAccept.filter((_, i) => i !== 2);
    look = lookAtPendingOrders(look.seen, firstPage(afterRefuse));
    expect(look).toMatchObject({ arrived: [], count: 0 });
  });

  it("announces an order never seen, newer than every order seen, once", () => {
    const seen = lookAtPendingOrders(null, firstPage(pending)).seen;
    const [newest] = pending;
    const arrival: ConsultationOrder = { ...newest!, payRecordId: 990_001, createTime: "23:59:59", createDate: newest!.createDate };
    const look = lookAtPendingOrders(seen, firstPage([arrival, ...pending]));
    expect(look.arrived.map((o) => o.payRecordId)).toEqual([990_001]);
    expect(look.count).toBe(1);
    expect(lookAtPendingOrders(look.seen, firstPage([arrival, ...pending])).count).toBe(0);
  });

  it("an order arriving while another leaves is still announced", () => {
    const seen = lookAtPendingOrders(null, firstPage(pending)).seen;
    const arrival: ConsultationOrder = { ...pending[0]!, payRecordId: 990_002 };
    const look = lookAtPendingOrders(seen, firstPage([arrival, ...pending.slice(1)]));
    expect(look.arrived.map((o) => o.payRecordId)).toEqual([990_002]);
  });

  it("counts orders beyond the first page by the grown total", () => {
    const seen = lookAtPendingOrders(null, { list: pending.slice(0, 10), total: 12 }).seen;
    expect(lookAtPendingOrders(seen, { list: pending.slice(0, 10), total: 13 })).toMatchObject({ arrived: [], count: 1 });
  });

  it("says who, or how many", () => {
    const [a, b] = pending;
    expect(newOrderText([{ ...a!, patient: { ...a!.patient, patientName: "赵小萌" } }], 1)).toBe("患者赵小萌提交了问诊申请，请及时接诊");
    expect(newOrderText([a!, b!], 2)).toBe("2个新的问诊订单等待接诊");
    expect(newOrderText([], 3)).toBe("3个新的问诊订单等待接诊");
  });
});
