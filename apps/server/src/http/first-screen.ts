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

/** Longest wait for a page (the console's own budget is 1.5 s); then the browser renders it. */
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
  let worker: Worker | null = null;
  let ready: Promise<boolean> | null = null;
  let nextId = 0;
  const answers = new Map<number, (html: string | null) => void>();
  let chain: Promise<unknown> = Promise.resolve();
  let waiting = 0;

  const start = (): Promise<boolean> => {
    const address = origin();
    if (!address) return Promise.resolve(false);
    const thread = new Worker(new URL("./first-screen-worker.mjs", import.meta.url), {
      workerData: { bundle, origin: address },
      resourceLimits: { maxOldGenerationSizeMb: 256 },
      // Not the server's loaders (tsx): the worker and the build it loads are JavaScript.
      execArgv: [],
    });
    thread.unref();
    worker = thread;
    const started = new Promise<boolean>((resolve) => {
      thread.once("message", () => resolve(true));
      thread.once("error", () => resolve(false));
    });
    thread.on("message", (message: { id?: number; html?: string | null }) => {
      if (message.id === undefined) return;
      answers.get(message.id)?.(message.html ?? null);
      answers.delete(message.id);
    });
    const gone = () => {
      if (worker === thread) {
        worker = null;
        ready = null;
      }
      for (const answer of answers.values()) answer(null);
      answers.clear();
    };
    thread.on("error", (error) => {
      console.error("first screen:", error.message);
      gone();
    });
    thread.on("exit", gone);
    return started;
  };

  const renderOne = async (url: string, cookie: string): Promise<string | null> => {
    ready ??= start();
    if (!(await ready) || !worker) return null;
    const id = ++nextId;
    const thread = worker;
    return new Promise<string | null>((resolve) => {
      const timer = setTimeout(() => {
        answers.delete(id);
        resolve(null);
      }, WAIT_MS);
      answers.set(id, (html) => {
        clearTimeout(timer);
        resolve(html);
      });
      thread.postMessage({ id, url, cookie });
    });
  };

  return {
    render(url, cookie) {
      if (waiting >= MAX_WAITING) return Promise.resolve(null);
      waiting++;
      const result = chain.then(() => renderOne(url, cookie));
      chain = result.finally(() => waiting--);
      return result;
    },
    async close() {
      const thread = worker;
      worker = null;
      await thread?.terminate();
    },
  };
}
