/**
 * New pending orders, noticed while the console is open (beyond the spec): the pending list is
 * polled every 10 s (and at once on the server's `orders` event); a new order shows a toast,
 * plays a sound the doctor can switch off, and raises a desktop notification when permitted.
 *
 * The shell mounts `usePendingOrdersWatcher(enabled)` once and shows `usePendingOrderCount()` as
 * the badge of the patient menu entry; `handleOrdersEvent` goes to `useKickChannel`'s onEvent.
 */
import { startTransition, useCallback, useEffect, useState, useSyncExternalStore } from "react";
import { navigate } from "wouter/use-browser-location";
import type { ServerEvent } from "@doctor-console/api";
import { hashKey } from "../../data/server-state";
import { orderQueries, queryClient, queryKeys } from "../../data/queries";
import { newOrderAction, newOrderText, newOrderTitle, pendingOrderTotal, type ConsultationOrder } from "@doctor-console/domain";
import { toast } from "@doctor-console/ui/primitives";
import { firstTabs } from "../../paths";
import { createPendingOrdersWatcher } from "./pending-orders-watcher";

/** The 待接诊 tab, the first of /patient. */
export const PENDING_LIST_PATH = firstTabs.patient;
const SOUND_KEY = "pendingOrderSound";

/** The poll's requests are the 待接诊 list's first page and the 线下门诊 list: cache entries the lists on screen share. */
const pendingFirstPage = orderQueries.list(0, 1);

export const pendingOrders = createPendingOrdersWatcher({
  // Joins a request already under way. The first look takes an answer of the last few seconds (the
  // list prefetched with the page); every later poll asks the server. A failed poll is silent (no
  // failure message) and just tries again.
  // The count is every order awaiting the doctor: the 待接诊 list's total and the 线下门诊 orders
  // still awaiting an answer (domain's pendingOrderTotal), the same number the home shows.
  load: async () => {
    const staleTime = pendingOrders.getSnapshot().total === null ? 5_000 : 0;
    const [first, faceToFace] = await Promise.all([
      queryClient.fetchQuery({ ...pendingFirstPage, staleTime, meta: { silent: true } }),
      queryClient.fetchQuery({ ...orderQueries.everyPage(4), staleTime, meta: { silent: true } }),
    ]);
    return { ...first, total: pendingOrderTotal(first.total, faceToFace.list) };
  },
  announce: (orders, count) => {
    // Other lists that may show the new orders fetch again (the first pending page just did).
    const justRead = new Set([hashKey(pendingFirstPage.queryKey), hashKey(orderQueries.everyPage(4).queryKey)]);
    void queryClient.invalidateQueries({ queryKey: queryKeys.orders, predicate: (q) => !justRead.has(q.queryHash) });
    announceNewOrders(orders, count);
  },
});

/** Polls while `enabled` (signed in with the studio open). Mount once in the shell. */
export function usePendingOrdersWatcher(enabled: boolean): void {
  useEffect(() => (enabled ? pendingOrders.start() : undefined), [enabled]);
}

/**
 * Pending orders waiting for the doctor (0 before the first answer): the menu badge. A new count
 * re-renders in a transition — in slices, not in one long task of the shell and the page as an
 * external store's change would (a badge may show a frame later; nothing reads it to act).
 */
export function usePendingOrderCount(): number {
  const count = () => pendingOrders.getSnapshot().total ?? 0;
  const [pending, setPending] = useState(count);
  useEffect(() => {
    const update = () => startTransition(() => setPending(count()));
    update();
    return pendingOrders.subscribe(update);
  }, []);
  return pending;
}

/**
 * For `useKickChannel(signedIn, onEvent)`: an `orders` event means "look now" — unless its count
 * is the one already known (the console's own accept or refuse, whose refresh already asked).
 */
export function handleOrdersEvent(event: ServerEvent): void {
  if (event.type === "orders" && event.pending !== pendingOrders.getSnapshot().total) void pendingOrders.refresh();
}

// ───────── announcing ─────────

/**
 * The toast of the last announcement. A new one closes it and shows a toast of its own (each has
 * its id): re-using one id, an announcement made while the last toast was closing (its 8 s over)
 * updated the closing toast, and it disappeared with it.
 */
let shownToast: string | number | undefined;

function announceNewOrders(orders: ConsultationOrder[], count: number): void {
  const text = newOrderText(orders, count);
  if (shownToast !== undefined) toast.dismiss(shownToast);
  shownToast = toast.info(newOrderTitle, {
    description: text,
    duration: 8000,
    action: { label: newOrderAction, onClick: () => navigate(PENDING_LIST_PATH) },
  });
  if (orderSoundEnabled()) playChime();
  notifyDesktop({ title: newOrderTitle, body: text, tag: "new-pending-orders", path: PENDING_LIST_PATH });
}

/** A desktop notification, when the doctor allowed them; a click brings the console to `path`. Also used for new chat messages. */
export function notifyDesktop({ title, body, tag, path }: { title: string; body: string; tag: string; path: string }): void {
  if (typeof Notification === "undefined" || Notification.permission !== "granted") return;
  try {
    const n = new Notification(title, { body, tag });
    n.onclick = () => {
      window.focus();
      navigate(path);
      n.close();
    };
  } catch {
    // Some browsers only allow notifications from a service worker.
  }
}

let audio: AudioContext | null = null;

/** A short two-tone chime, made on the spot (no sound file to load). Also used for new chat messages. */
export function playChime(): void {
  try {
    const Ctx = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Ctx) return;
    audio ??= new Ctx();
    const ctx = audio;
    void ctx.resume?.();
    const start = ctx.currentTime;
    [880, 1320].forEach((freq, i) => {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = "sine";
      osc.frequency.value = freq;
      const t = start + i * 0.18;
      gain.gain.setValueAtTime(0.0001, t);
      gain.gain.exponentialRampToValueAtTime(0.25, t + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, t + 0.16);
      osc.connect(gain).connect(ctx.destination);
      osc.start(t);
      osc.stop(t + 0.17);
    });
  } catch {
    // No sound: the toast still tells.
  }
}

// ───────── the doctor's settings ─────────

const soundListeners = new Set<() => void>();

/** Whether the doctor wants the chime (the 声音提醒 setting), for new orders and new chat messages alike. */
export function orderSoundEnabled(): boolean {
  try {
    return localStorage.getItem(SOUND_KEY) !== "off";
  } catch {
    return true;
  }
}

/** Whether new orders chime, remembered in this browser. */
export function useOrderSound(): [boolean, (on: boolean) => void] {
  const on = useSyncExternalStore(
    (l) => {
      soundListeners.add(l);
      return () => soundListeners.delete(l);
    },
    orderSoundEnabled,
    () => true,
  );
  const set = useCallback((next: boolean) => {
    localStorage.setItem(SOUND_KEY, next ? "on" : "off");
    soundListeners.forEach((l) => l());
  }, []);
  return [on, set];
}

export type DesktopPermission = NotificationPermission | "unsupported";

const permissionListeners = new Set<() => void>();
const readPermission = (): DesktopPermission => (typeof Notification === "undefined" ? "unsupported" : Notification.permission);
// Reading `Notification.permission` asks the browser process (milliseconds on a slow PC): read
// once, again when a component starts listening and after a request, not on every render.
let permission: DesktopPermission | undefined;
const currentPermission = (): DesktopPermission => (permission ??= readPermission());
const refreshPermission = () => {
  const next = readPermission();
  if (next === permission) return;
  permission = next;
  permissionListeners.forEach((l) => l());
};

/** The desktop-notification permission, and a request for it (needs a click). */
export function useDesktopNotifications(): [DesktopPermission, () => void] {
  const permission = useSyncExternalStore(
    (l) => {
      permissionListeners.add(l);
      refreshPermission();
      return () => permissionListeners.delete(l);
    },
    currentPermission,
    () => "unsupported" as const,
  );
  const request = useCallback(() => {
    if (typeof Notification === "undefined") return;
    void Notification.requestPermission().then(refreshPermission);
  }, []);
  return [permission, request];
}
