import { describe, expect, it } from "vitest";
import type { ConsultationOrder } from "../entities";
import { byLongestWaiting, hasRejectedPrescription, isAwaitingDoctor, longestWaiting, orderListFilters, pendingOrderTotal, waitedMs } from "./worklist";

const order = (payRecordId: number, createDate: string, createTime: string, extra: Partial<ConsultationOrder> = {}) =>
  ({ payRecordId, createDate, createTime, state: 1, type: 1, ...extra }) as ConsultationOrder;

describe("the worklist's rules", () => {
  it("counts every order awaiting the doctor: the pending list's total and the face-to-face orders still to answer", () => {
    const faceToFace = [order(1, "2026-11-20", "09:00:00", { type: 6 }), order(2, "2026-11-19", "09:00:00", { type: 6, state: 2 }), order(3, "2026-11-18", "09:00:00", { type: 6 })];
    expect(pendingOrderTotal(13, faceToFace)).toBe(15);
    expect(pendingOrderTotal(0, [])).toBe(0);
    expect(isAwaitingDoctor({ state: 1 })).toBe(true);
    expect(isAwaitingDoctor({ state: 2 })).toBe(false);
    expect(orderListFilters.awaiting.test(faceToFace[1]!)).toBe(false);
  });

  it("sorts longest waiting first and finds the oldest awaiting order", () => {
    const list = [order(5, "2026-11-21", "08:00:00"), order(4, "2026-11-20", "07:00:00"), order(9, "2026-11-20", "07:00:00"), order(2, "2026-11-21", "07:59:00")];
    expect(byLongestWaiting(list).map((o) => o.payRecordId)).toEqual([4, 9, 2, 5]);
    expect(longestWaiting(list)?.payRecordId).toBe(4);
    expect(longestWaiting([order(1, "2026-11-01", "00:00:00", { state: 2 })])).toBeNull();
    expect(longestWaiting([])).toBeNull();
  });

  it("measures the wait from the order's create date and time (China time)", () => {
    const now = new Date("2026-11-21T09:00:00+08:00");
    expect(waitedMs(order(1, "2026-11-20", "08:00:00"), now)).toBe(25 * 3_600_000);
    expect(waitedMs(order(1, "", ""), now)).toBeNull();
  });

  it("knows a prescription the pharmacist rejected", () => {
    const rx = (state: number, stateb: number) => ({ prescription: { state, stateb, reason: "" } }) as unknown as ConsultationOrder;
    expect(hasRejectedPrescription(rx(2, 0))).toBe(true);
    expect(hasRejectedPrescription(rx(1, 2))).toBe(true);
    expect(hasRejectedPrescription(rx(1, 1))).toBe(false);
    expect(hasRejectedPrescription(rx(0, 0))).toBe(false);
    expect(hasRejectedPrescription({ prescription: null } as unknown as ConsultationOrder)).toBe(false);
  });
});
