import { describe, expect, it } from "vitest";
import { fixtures } from "../fixtures";
import { acceptedOrder, orderInListState, orderStatus, refusedOrder } from "./orders";
import { mayOpenPath } from "./vip-menu";
import { isVerificationUnderReview } from "./verification";

const now = new Date("2026-11-20T09:30:00+08:00");
const vip = { isVip: true, vipEndTime: "2027-01-01 00:00:00" };
const expired = { isVip: true, vipEndTime: "2026-01-01 00:00:00" };

describe("order status", () => {
  it("referred-out orders read 已转出, refused ones 已拒绝, each state in its tone", () => {
    const referred = fixtures.orders.find((o) => orderInListState(o, 3))!;
    expect(orderStatus(referred)).toEqual({ key: "referred-out", label: "已转出", tone: "info" });
    expect(orderStatus({ state: 3, extract: null, doctorName: null })).toEqual({ key: "3", label: "已拒绝", tone: "rejected" });
    const tones = ([0, 1, 2, 4, 6, 7] as const).map((state) => orderStatus({ state, extract: null, doctorName: null }).tone);
    expect(tones).toEqual(["muted", "pending", "info", "muted", "pending", "success"]);
  });

  it("an accepted face-to-face order stays in 线下门诊 in its new state; an accepted consultation leaves 待接诊", () => {
    const faceToFace = fixtures.orders.find((o) => o.type === 6 && o.state === 1)!;
    expect(orderInListState(acceptedOrder(faceToFace), 4)).toBe(true);
    expect(orderStatus(acceptedOrder(faceToFace)).label).toBe("已接诊");
    const pending = fixtures.orders.find((o) => orderInListState(o, 0))!;
    expect(orderInListState(acceptedOrder(pending), 0)).toBe(false);
    expect(refusedOrder(pending, "停诊")).toMatchObject({ state: 3, reason: "停诊" });
  });
});

describe("routes a doctor may not use", () => {
  it("VIP pages need VIP active, by any case or depth; other pages are open", () => {
    for (const path of ["/wisdomZY", "/wisdomzy", "/specializedDisease/x", "/prescribing?a=1"]) {
      expect(mayOpenPath(path, vip, now), path).toBe(true);
      expect(mayOpenPath(path, expired, now), path).toBe(false);
      expect(mayOpenPath(path, null, now), path).toBe(false);
    }
    for (const path of ["/myPatient", "/patient/patient_djz", "/prescription", "/Welcome"]) expect(mayOpenPath(path, null, now), path).toBe(true);
  });

  it("state 0 is under review", () => {
    expect([-1, 0, 1, 2, 3, "0", null].map(isVerificationUnderReview)).toEqual([false, true, false, false, false, true, false]);
  });
});

describe("rules in one place (domain)", () => {
  it("a refused login's errcode names its field", async () => {
    const { loginErrorField } = await import("./login");
    expect([30005, 30001, 30007, 0].map(loginErrorField)).toEqual(["account", "password", undefined, undefined]);
  });
});
