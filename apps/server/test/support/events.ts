/** The console's event stream read as it arrives, for tests. */
import { expect } from "vitest";
import { EVENTS_PATH } from "@doctor-console/api/contract";
import { BASE_URL, type Browser } from "../harness";
import { readEvents } from "./event-stream";

export interface EventStream {
  /**
   * Resolves with the data (parsed) of the next event of that name not taken yet, or rejects after
   * `ms`; the events before it are passed over.
   */
  next(name: string, ms?: number): Promise<unknown>;
  /** Every event seen so far. */
  seen: { event: string; data: string }[];
  ended(ms?: number): Promise<boolean>;
  close(): Promise<void>;
}

/** Opens the console's event stream with the browser's cookies and reads it as it arrives. */
export async function openEvents(browser: Browser): Promise<EventStream> {
  const response = await browser.fetch(`${BASE_URL}${EVENTS_PATH}`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/event-stream");
  const seen: { event: string; data: string }[] = [];
  // The events not taken by next() yet, and the next() calls waiting, in the order they were made.
  let unread: { event: string; data: string }[] = [];
  const waiters: { name: string; resolve: (data: unknown) => void }[] = [];
  const take = (name: string) => {
    const i = unread.findIndex((e) => e.event === name);
    if (i < 0) return undefined;
    const { data } = unread[i]!;
    unread = unread.slice(i + 1);
    return { data: JSON.parse(data) as unknown };
  };
  const reading = readEvents(response.body!, (event, data) => {
    seen.push({ event, data });
    unread.push({ event, data });
    const w = waiters.find((w) => w.name === event);
    const found = w && take(w.name);
    if (w && found) {
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve(found.data);
    }
  });
  return {
    seen,
    next(name, ms = 2000) {
      const found = take(name);
      if (found) return Promise.resolve(found.data);
      return new Promise((resolve, reject) => {
        const waiter = { name, resolve: (data: unknown) => (clearTimeout(timer), resolve(data)) };
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(new Error(`no "${name}" event within ${ms} ms (saw ${seen.map((e) => e.event).join(", ")})`));
        }, ms);
        waiters.push(waiter);
      });
    },
    /** Resolves when the server has closed the stream (rejects after `ms`). */
    ended(ms = 2000) {
      return Promise.race([reading.ended.then(() => true), new Promise<boolean>((_, reject) => setTimeout(() => reject(new Error(`stream still open after ${ms} ms`)), ms).unref())]);
    },
    close: () => reading.cancel(),
  };
}
