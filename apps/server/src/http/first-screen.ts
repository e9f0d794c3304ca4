/**
 * The console's first screen rendered here, with the signed-in doctor's data, so that a signed-in
 * page paints as its HTML arrives and its scripts are asked for after that paint
 * (docs/architecture.md, "The first screen from the server"). The console's server build
 * (`render(url, cookie)` in `dist-server/server-render.js`, beside the served `dist/`) runs in a
 * worker thread of its own: the server's event loop stays free for the API, and the render may set
 * the globals a page reads (its `location`) without touching the server's. One page at a time; a
 * page that is not ready in time, a queue already full, or a worker that failed gives `null`, and
 * the browser renders that page alone, as it does without a server build.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { Worker } from "node:worker_threads";

export interface FirstScreen {
  /** The markup of `#root` for the page of `url` (path and query), or null. */
  render(url: string, cookie: string): Promise<string | null>;
  close(): Promise<void>;
}

/** Longest wait for a page from its request, queue included (the console's own budget is 1.5 s); then the browser renders it. */
const WAIT_MS = 2_500;
/** Pages waiting behind the one being rendered; beyond, a page is answered at once without its first screen. */
const MAX_WAITING = 4;

/**
 * The first screens of the console built into `consoleDir` (its `../dist-server/server-render.js`),
 * asking this server at `origin()` (its loopback address, known once it listens); null when the
 * console has no server build.
 */
export function firstScreenOf(consoleDir: string, origin: () => string | undefined): FirstScreen | null {
  const bundle = join(consoleDir, "..", "dist-server", "server-render.js");
  if (!existsSync(bundle)) return null;
  let worker: { thread: Worker; ready: Promise<boolean> } | null = null;
  /** When a worker last failed to start: none is tried again for a minute. */
  let failedAt = -Infinity;
  let nextId = 0;
  const answers = new Map<number, (html: string | null) => void>();
  let chain: Promise<unknown> = Promise.resolve();
  let waiting = 0;

  const start = (): { thread: Worker; ready: Promise<boolean> } | null => {
    const address = origin();
    if (!address || Date.now() - failedAt < 60_000) return null;
    const thread = new Worker(new URL("./first-screen-worker.mjs", import.meta.url), {
      workerData: { bundle, origin: address },
      resourceLimits: { maxOldGenerationSizeMb: 256 },
      // Not the server's loaders (tsx): the worker and the build it loads are JavaScript.
      execArgv: [],
    });
    thread.unref();
    const ready = new Promise<boolean>((resolve) => {
      thread.once("message", () => resolve(true));
      thread.once("error", () => resolve(false));
      thread.once("exit", () => resolve(false));
    }).then((ok) => {
      if (!ok) failedAt = Date.now();
      return ok;
    });
    thread.on("message", (message: { id?: number; html?: string | null }) => {
      if (message.id === undefined) return;
      answers.get(message.id)?.(message.html ?? null);
      answers.delete(message.id);
    });
    const gone = () => {
      if (worker?.thread === thread) worker = null;
      for (const answer of answers.values()) answer(null);
      answers.clear();
    };
    thread.on("error", (error) => {
      console.error("first screen:", error.message);
      gone();
    });
    thread.on("exit", gone);
    return { thread, ready };
  };

  /** One page, answered by `deadline`; a page late is given up with its worker (the next page starts a fresh one, never behind it). */
  const renderOne = async (url: string, cookie: string, deadline: number): Promise<string | null> => {
    // Its wait ran out in the queue: the browser draws it.
    if (Date.now() >= deadline) return null;
    worker ??= start();
    const current = worker;
    if (!current || !(await current.ready) || worker !== current) return null;
    const id = ++nextId;
    return new Promise<string | null>((resolve) => {
      const timer = setTimeout(
        () => {
          answers.delete(id);
          if (worker === current) worker = null;
          void current.thread.terminate();
          resolve(null);
        },
        Math.max(0, deadline - Date.now()),
      );
      answers.set(id, (html) => {
        clearTimeout(timer);
        resolve(html);
      });
      current.thread.postMessage({ id, url, cookie });
    });
  };

  return {
    render(url, cookie) {
      if (waiting >= MAX_WAITING) return Promise.resolve(null);
      // The wait counts from the request, queue included.
      const deadline = Date.now() + WAIT_MS;
      waiting++;
      const result = chain.then(() => renderOne(url, cookie, deadline)).catch(() => null);
      chain = result.finally(() => waiting--);
      return result;
    },
    async close() {
      const current = worker;
      worker = null;
      await current?.thread.terminate();
    },
  };
}
