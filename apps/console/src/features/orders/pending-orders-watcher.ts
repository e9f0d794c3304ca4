/**
 * Notices new pending orders (beyond the spec): polls the pending list, keeps the count for the
 * menu badge, and announces new orders (domain's `lookAtPendingOrders`). Pure logic with its effects injected,
 * so it runs the same in the console and in tests.
 */
import { lookAtPendingOrders, type ConsultationOrder, type Page, type PendingOrdersSeen } from "@doctor-console/domain";

/** A new pending order is noticed within this time (the issue asks for ≤ 10 s). */
export const PENDING_POLL_MS = 10_000;

export interface PendingOrdersSnapshot {
  /** Pending orders on the server (the 待接诊 list's total); null before the first answer. */
  total: number | null;
}

export interface PendingOrdersWatcherDeps {
  /** The first page of the pending list. */
  load: (signal: AbortSignal) => Promise<Page<ConsultationOrder>>;
  /** Tell the doctor about orders not seen before (never called for the first answer). */
  announce: (orders: ConsultationOrder[], count: number) => void;
  intervalMs?: number;
  setInterval?: (fn: () => void, ms: number) => unknown;
  clearInterval?: (handle: unknown) => void;
}

export interface PendingOrdersWatcher {
  /** Starts polling; returns the matching stop. Starts nest: polling runs while any is active. */
  start(): () => void;
  /** Asks now (after accept / refuse, or on the server's `orders` event). */
  refresh(): Promise<void>;
  getSnapshot(): PendingOrdersSnapshot;
  subscribe(listener: () => void): () => void;
}

export function createPendingOrdersWatcher(deps: PendingOrdersWatcherDeps): PendingOrdersWatcher {
  const intervalMs = deps.intervalMs ?? PENDING_POLL_MS;
  const set = deps.setInterval ?? ((fn, ms) => globalThis.setInterval(fn, ms));
  const clear = deps.clearInterval ?? ((h) => globalThis.clearInterval(h as ReturnType<typeof setInterval>));
  const listeners = new Set<() => void>();
  let snapshot: PendingOrdersSnapshot = { total: null };
  let seen: PendingOrdersSeen | null = null;
  let active = 0;
  let timer: unknown = null;
  let inFlight: AbortController | null = null;

  const publish = (next: PendingOrdersSnapshot) => {
    if (next.total === snapshot.total) return;
    snapshot = next;
    listeners.forEach((l) => l());
  };

  async function refresh(): Promise<void> {
    inFlight?.abort();
    const controller = new AbortController();
    inFlight = controller;
    let page: Page<ConsultationOrder>;
    try {
      page = await deps.load(controller.signal);
    } catch {
      // Errors on the pending list are ignored (see docs/behaviour/errors.md#error-catalogue); the next poll tries again.
      return;
    } finally {
      if (inFlight === controller) inFlight = null;
    }
    if (controller.signal.aborted) return;
    const look = lookAtPendingOrders(seen, page);
    seen = look.seen;
    publish({ total: page.total });
    if (look.count > 0) deps.announce(look.arrived, look.count);
  }

  return {
    start() {
      active += 1;
      if (active === 1) {
        void refresh();
        timer = set(() => void refresh(), intervalMs);
      }
      let stopped = false;
      return () => {
        if (stopped) return;
        stopped = true;
        active -= 1;
        if (active === 0) {
          clear(timer);
          timer = null;
          inFlight?.abort();
          // The next start (maybe another doctor's session) takes a fresh first look.
          seen = null;
          publish({ total: null });
        }
      };
    },
    refresh,
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
