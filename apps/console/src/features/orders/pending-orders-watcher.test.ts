import { describe, expect, it, vi } from "vitest";
import { pendingOrderKey, type ConsultationOrder, type Page } from "@doctor-console/domain";
import { fixtures } from "@doctor-console/domain/fixtures";
import { createPendingOrdersWatcher, PENDING_POLL_MS } from "./pending-orders-watcher";

const pending = fixtures.orders.filter((o) => o.state === 1 && o.type !== 6);
const pageOf = (orders: ConsultationOrder[], total = orders.length): Page<ConsultationOrder> => ({ list: orders.slice(0, 10), pageSize: 10, total });

function setup(answers: (Page<ConsultationOrder> | Error)[]) {
  const load = vi.fn(async () => {
    const next = answers.shift();
    if (!next) throw new Error("no more answers");
    if (next instanceof Error) throw next;
    return next;
  });
  const announce = vi.fn();
  const ticks: (() => void)[] = [];
  const setInterval = vi.fn((fn: () => void) => {
    ticks.push(fn);
    return ticks.length;
  });
  const clearInterval = vi.fn();
  const watcher = createPendingOrdersWatcher({ load, announce, setInterval, clearInterval });
  return { watcher, load, announce, setInterval, clearInterval, ticks };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe("pending orders watcher", () => {
  it("polls every 10 s at most", () => {
    expect(PENDING_POLL_MS).toBeLessThanOrEqual(10_000);
    const { watcher, setInterval } = setup([pageOf(pending)]);
    watcher.start();
    expect(setInterval).toHaveBeenCalledWith(expect.any(Function), PENDING_POLL_MS);
  });

  it("takes the first answer as the baseline: a count, no announcement", async () => {
    const { watcher, announce } = setup([pageOf(pending.slice(0, 3))]);
    const listener = vi.fn();
    watcher.subscribe(listener);
    watcher.start();
    await settle();
    expect(watcher.getSnapshot()).toEqual({ total: 3 });
    expect(listener).toHaveBeenCalled();
    expect(announce).not.toHaveBeenCalled();
  });

  it("announces a new order, once", async () => {
    const [a, b] = pending;
    const c: ConsultationOrder = { ...pending[2]!, payRecordId: 990_000, createDate: "2099-01-01" };
    const { watcher, announce, ticks } = setup([pageOf([a!, b!]), pageOf([c, a!, b!]), pageOf([c, a!, b!])]);
    watcher.start();
    await settle();
    ticks[0]!();
    await settle();
    expect(announce).toHaveBeenCalledExactlyOnceWith([c], 1);
    expect(watcher.getSnapshot()).toEqual({ total: 3 });
    ticks[0]!();
    await settle();
    expect(announce).toHaveBeenCalledTimes(1);
  });

  it("counts orders beyond the first page by the grown total", async () => {
    const firstPage = pending.slice(0, 10);
    const { watcher, announce, ticks } = setup([pageOf(firstPage, 12), pageOf(firstPage, 13)]);
    watcher.start();
    await settle();
    ticks[0]!();
    await settle();
    expect(announce).toHaveBeenCalledExactlyOnceWith([], 1);
    expect(watcher.getSnapshot().total).toBe(13);
  });

  it("says nothing when older orders shift onto the first page (13 pending, one accepted, one refused)", async () => {
    const thirteen = [...pending].sort((a, b) => (pendingOrderKey(b) > pendingOrderKey(a) ? 1 : -1)).slice(0, 13);
    expect(thirteen).toHaveLength(13);
    const afterAccept = thirteen.slice(1);
    const afterRefuse = afterAccept.filter((_, i) => i !== 4);
    const { watcher, announce } = setup([pageOf(thirteen), pageOf(afterAccept), pageOf(afterRefuse)]);
    watcher.start();
    await settle();
    await watcher.refresh();
    await watcher.refresh();
    expect(announce).not.toHaveBeenCalled();
    expect(watcher.getSnapshot()).toEqual({ total: 11 });
  });

  it("says nothing when orders leave (accepted or refused)", async () => {
    const [a, b] = pending;
    const { watcher, announce } = setup([pageOf([a!, b!]), pageOf([b!])]);
    watcher.start();
    await settle();
    await watcher.refresh();
    expect(announce).not.toHaveBeenCalled();
    expect(watcher.getSnapshot()).toEqual({ total: 1 });
  });

  it("ignores failed answers and keeps the last count", async () => {
    const [a] = pending;
    const { watcher, announce } = setup([pageOf([a!]), new Error("30008")]);
    watcher.start();
    await settle();
    await watcher.refresh();
    expect(watcher.getSnapshot().total).toBe(1);
    expect(announce).not.toHaveBeenCalled();
  });

  it("polls once however many start it, and stops with the last", async () => {
    const { watcher, setInterval, clearInterval, load } = setup([pageOf(pending), pageOf(pending)]);
    const stopShell = watcher.start();
    const stopPage = watcher.start();
    expect(setInterval).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(1);
    stopPage();
    stopPage();
    expect(clearInterval).not.toHaveBeenCalled();
    stopShell();
    expect(clearInterval).toHaveBeenCalledTimes(1);
    await settle();
    // A fresh start (e.g. the next sign-in) starts from a new baseline.
    expect(watcher.getSnapshot().total).toBeNull();
  });
});
