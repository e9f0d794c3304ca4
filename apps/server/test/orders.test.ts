/** Consultation orders: the nine patient lists, paging, accept / refuse, detail, the pending news. */
import { beforeAll, describe, expect, it } from "vitest";
import { EVENTS_PATH, type ServerEvent } from "@doctor-console/api";
import { orderInListState, pendingOrderTotal, patientListStates, type ConsultationOrder, type PatientListState } from "@doctor-console/domain";
import { createFixtures } from "@doctor-console/domain/fixtures";
import { addOrder } from "../src/routes/orders";
import { accounts, BASE_URL, form, TODAY, useHarness, type Browser } from "./harness";
import { openEvents } from "./support/events";

const h = useHarness();
const fixtures = createFixtures(TODAY);
const zhangOrders = fixtures.orders.filter((o) => o.customerId === 1001);
let zhang: Browser;

beforeAll(async () => {
  zhang = h.browser();
  await zhang.signInAs(accounts.verified);
});

async function allOf(state: PatientListState): Promise<ConsultationOrder[]> {
  const first = await zhang.client.orders.listOrders({ state, page: 1 });
  const list = [...first.list];
  for (let page = 2; (page - 1) * first.pageSize < first.total; page++) list.push(...(await zhang.client.orders.listOrders({ state, page })).list);
  return list;
}

describe("patient lists", () => {
  it("list each order where domain's orderInListState puts it", async () => {
    for (const state of patientListStates) {
      const expected = zhangOrders.filter((o) => orderInListState(o, state)).map((o) => o.payRecordId);
      const listed = (await allOf(state)).map((o) => o.payRecordId);
      expect(listed.sort(), `list ${state}`).toEqual(expected.sort());
    }
  });

  it("has data in every list, and the known counts", async () => {
    const totals = await Promise.all(patientListStates.map(async (state) => (await zhang.client.orders.listOrders({ state, page: 1 })).total));
    expect(totals.every((t) => t > 0)).toBe(true);
    expect(totals[0]).toBe(13); // pending consultations and referrals
    expect(totals[4]).toBe(6); // face-to-face, any paid state
  });

  it("pages with the server's page size, newest first, an empty page past the end", async () => {
    const one = await zhang.client.orders.listOrders({ state: 0, page: 1 });
    const two = await zhang.client.orders.listOrders({ state: 0, page: 2 });
    expect(one).toMatchObject({ pageSize: 10, total: 13 });
    expect(one.list).toHaveLength(10);
    expect(two.list).toHaveLength(3);
    const stamps = [...one.list, ...two.list].map((o) => `${o.createDate} ${o.createTime}`);
    expect(stamps).toEqual([...stamps].sort().reverse());
    expect(await zhang.client.orders.listOrders({ state: 0, page: 3 })).toEqual({ list: [], pageSize: 10, total: 13 });
  });

  it("lists no unpaid order", async () => {
    const unpaid = zhangOrders.find((o) => o.state === 0)!;
    for (const state of patientListStates) expect((await allOf(state)).some((o) => o.payRecordId === unpaid.payRecordId)).toBe(false);
  });

  it("answers the detail with patient, doctor, prescription, chat and signature", async () => {
    const fixture = zhangOrders.find((o) => o.prescription && o.communication.length > 3)!;
    const order = await zhang.client.orders.getOrder({ payRecordId: fixture.payRecordId });
    const { customerId: _owner, ...expected } = fixture;
    expect(order).toEqual(expected);
  });
});

describe("accept and refuse", () => {
  it("accepting a pending order moves it to accepted (2), out of the pending list", async () => {
    const [target] = (await zhang.client.orders.listOrders({ state: 0, page: 1 })).list;
    await zhang.client.orders.acceptOrder({ payRecordId: target!.payRecordId });
    expect(await zhang.client.orders.getOrder({ payRecordId: target!.payRecordId })).toMatchObject({ state: 2, updateDate: "2026-11-21" });
    expect((await allOf(0)).some((o) => o.payRecordId === target!.payRecordId)).toBe(false);
    expect((await allOf(1)).some((o) => o.payRecordId === target!.payRecordId)).toBe(true);
    expect((await zhang.client.orders.listOrders({ state: 0, page: 1 })).total).toBe(12);
  });

  it("refusing with a reason sets state 3 and the reason; it shows under 已拒绝 (8), not 已转出 (3)", async () => {
    const [target] = (await zhang.client.orders.listOrders({ state: 0, page: 1 })).list;
    await zhang.client.orders.refuseOrder({ payRecordId: target!.payRecordId, reason: "  建议线下就诊  " });
    expect(await zhang.client.orders.getOrder({ payRecordId: target!.payRecordId })).toMatchObject({ state: 3, reason: "建议线下就诊" });
    expect((await allOf(8)).some((o) => o.payRecordId === target!.payRecordId)).toBe(true);
    expect((await allOf(3)).some((o) => o.payRecordId === target!.payRecordId)).toBe(false);
    expect((await allOf(0)).some((o) => o.payRecordId === target!.payRecordId)).toBe(false);
  });

  it("accepts a face-to-face order waiting for the doctor (list 4)", async () => {
    const target = (await allOf(4)).find((o) => o.state === 1)!;
    await zhang.client.orders.acceptOrder({ payRecordId: target.payRecordId });
    expect((await zhang.client.orders.getOrder({ payRecordId: target.payRecordId })).state).toBe(2);
  });

  it("refuses to accept or refuse an order that is not pending, with a clear errmsg, and changes nothing", async () => {
    const finished = zhangOrders.find((o) => o.state === 7)!;
    const before = await h.digest();
    for (const attempt of [
      () => zhang.client.orders.acceptOrder({ payRecordId: finished.payRecordId }),
      () => zhang.client.orders.refuseOrder({ payRecordId: finished.payRecordId, reason: "不接" }),
    ]) {
      await expect(attempt()).rejects.toMatchObject({ errcode: 1, message: "该订单不是待接诊状态，无法操作" });
    }
    expect(await h.digest()).toBe(before);
  });

  it("refuses a blank reason (BAD_INPUT) and an unknown order (30007)", async () => {
    const [target] = (await zhang.client.orders.listOrders({ state: 0, page: 1 })).list;
    await expect(zhang.client.orders.refuseOrder({ payRecordId: target!.payRecordId, reason: "   " })).rejects.toMatchObject({ errcode: 10001 });
    await expect(zhang.client.orders.acceptOrder({ payRecordId: 99_999 })).rejects.toMatchObject({ errcode: 30007 });
    expect((await zhang.client.orders.getOrder({ payRecordId: target!.payRecordId })).state).toBe(1);
  });
});

describe("news of pending orders", () => {
  it("tells the doctor's open console the new pending count after an accept, and when a new order arrives", async () => {
    const events = await openEvents(zhang);
    try {
      await events.next("ready");
      // Every order awaiting the doctor: the 待接诊 list and the 线下门诊 orders still to answer (the menu badge's count).
      const faceToFace = (await zhang.client.orders.listOrders({ state: 4, page: 1 })).list;
      const pending = pendingOrderTotal((await zhang.client.orders.listOrders({ state: 0, page: 1 })).total, faceToFace);
      expect(pending).toBeGreaterThan((await zhang.client.orders.listOrders({ state: 0, page: 1 })).total);
      const [target] = (await zhang.client.orders.listOrders({ state: 0, page: 1 })).list;
      await zhang.client.orders.acceptOrder({ payRecordId: target!.payRecordId });
      expect(await events.next("orders")).toEqual({ type: "orders", pending: pending - 1 } satisfies ServerEvent);

      const { payRecordId: _id, customerId: _owner, ...template } = zhangOrders.find((o) => o.state === 1 && o.type === 1)!;
      const id = await addOrder(h.deps, 1001, { ...template, createDate: "2026-11-21", createTime: "10:00:00" });
      expect(await events.next("orders")).toEqual({ type: "orders", pending });
      const first = (await zhang.client.orders.listOrders({ state: 0, page: 1 })).list[0]!;
      expect(first.payRecordId).toBe(id);
    } finally {
      await events.close();
    }
  });

  it("counts a face-to-face order awaiting an answer as pending too (the menu badge's number), and not once it is answered", async () => {
    const events = await openEvents(zhang);
    try {
      await events.next("ready");
      const count = async () =>
        pendingOrderTotal((await zhang.client.orders.listOrders({ state: 0, page: 1 })).total, (await zhang.client.orders.listOrders({ state: 4, page: 1 })).list);
      const before = await count();
      const { payRecordId: _id, customerId: _owner, ...template } = zhangOrders.find((o) => o.state === 1 && o.type === 6)!;
      const id = await addOrder(h.deps, 1001, { ...template, createDate: "2026-11-21", createTime: "11:00:00" });
      expect(await events.next("orders")).toEqual({ type: "orders", pending: before + 1 } satisfies ServerEvent);
      await zhang.client.orders.acceptOrder({ payRecordId: id });
      expect(await events.next("orders")).toEqual({ type: "orders", pending: before } satisfies ServerEvent);
      expect(await count()).toBe(before);
    } finally {
      await events.close();
    }
  });

  it("does not tell another doctor", async () => {
    const heard: ServerEvent[] = [];
    const unsubscribe = h.deps.channel.subscribe("other-doctor-token", 1003, (e) => heard.push(e));
    try {
      const [target] = (await zhang.client.orders.listOrders({ state: 0, page: 1 })).list;
      await zhang.client.orders.acceptOrder({ payRecordId: target!.payRecordId });
      expect(heard).toEqual([]);
    } finally {
      unsubscribe();
    }
  });

  it("answers 401 to the event stream without a session", async () => {
    const response = await h.browser().fetch(`${BASE_URL}${EVENTS_PATH}`);
    expect(response.status).toBe(401);
  });
});

it("serves the form encoding the console sends (raw)", async () => {
  const [target] = (await zhang.client.orders.listOrders({ state: 0, page: 1 })).list;
  const { body } = await zhang.raw("/management/receives", form({ payRecordId: String(target!.payRecordId) }));
  expect(body).toEqual({ errcode: 0, errmsg: "success", result: null });
});
