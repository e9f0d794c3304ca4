/** The console's event stream read as it arrives, for tests. */
import { expect } from "vitest";
import { EVENTS_PATH } from "@doctor-console/api/contract";
import type { Browser } from "../harness";

export interface EventStream {
  /** Resolves with the next event of that name (its parsed data), or rejects after `ms`. */
  next(name: string, ms?: number): Promise<unknown>;
  /** Events seen so far. */
  seen: { event: string; data: string }[];
  ended(ms?: number): Promise<boolean>;
  close(): Promise<void>;
}

/** Opens the console's event stream with the browser's cookies and reads it as it arrives. */
export async function openEvents(browser: Browser): Promise<EventStream> {
  const response = await browser.fetch(`http://localhost/api${EVENTS_PATH}`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/event-stream");
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const seen: { event: string; data: string }[] = [];
  const waiters: { name: string; resolve: (data: unknown) => void }[] = [];
  let buffer = "";
  const pump = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true as const }));
      if (done) return;
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: ?(.*)$/m.exec(block)?.[1] ?? "message";
        const data = /^data: ?(.*)$/m.exec(block)?.[1] ?? "";
        seen.push({ event, data });
        for (const w of waiters.filter((w) => w.name === event)) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve(JSON.parse(data));
        }
      }
    }
  })();
  return {
    seen,
    next(name, ms = 2000) {
      const already = seen.find((e) => e.event === name);
      if (already) return Promise.resolve(JSON.parse(already.data));
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no "${name}" event within ${ms} ms (saw ${seen.map((e) => e.event).join(", ")})`)), ms);
        waiters.push({ name, resolve: (data) => (clearTimeout(timer), resolve(data)) });
      });
    },
    /** Resolves when the server has closed the stream (rejects after `ms`). */
    ended(ms = 2000) {
      return Promise.race([pump.then(() => true), new Promise<boolean>((_, reject) => setTimeout(() => reject(new Error(`stream still open after ${ms} ms`)), ms).unref())]);
    },
    async close() {
      await reader.cancel();
      await pump;
    },
  };
}
