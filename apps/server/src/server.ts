/**
 * Starting and stopping the reference server (main.ts reads the settings from the environment):
 * the database (PGlite in DATA_DIR, or PostgreSQL at DATABASE_URL) migrated, the reference data
 * written, the demo data and its files where the operator asks for them (DEMO_DATA), the event
 * channel wired (across instances on PostgreSQL), the operator's local admin socket (embedded
 * database), and the HTTP server with its timeouts. `close()` is the graceful stop of SIGTERM
 * (docs/deployment.md "Stopping").
 */
import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import type { Server } from "node:http";
import { spawn } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import { createApp, type Lifecycle } from "./app";
import { firstScreenOf } from "./http/first-screen";
import { openDb, type Db } from "./db/store";
import { demoFilePlan, type DemoFilePlan } from "./demo/files";
import { ensureReferenceData, seedIfEmpty } from "./demo/seed";
import { seedDemoChat } from "./demo/chat";
import { serveAdmin } from "./admin/socket";
import { defaultTimeouts, type Timeouts } from "./http/limits";
import { lockDataDir } from "./lock";
import { sweepPartFiles } from "./uploads";
import { createDeps, type Deps } from "./deps";
import type { ServerConfig } from "./config";

export interface RunningServer {
  url: string;
  seeded: boolean;
  /** Whether this start writes demo data (DEMO_DATA). */
  demoData: boolean;
  deps: Deps;
  /** Stops gracefully: no new connections, streams told to reconnect elsewhere, requests in flight finished (cut after `stopGraceMs`). */
  close(): Promise<void>;
}

/** MEMORY_TRACE=1: the start's phases and the process's memory at each, on stderr (bench/memory-bench.ts reads them). */
const trace = (phase: string) => {
  if (process.env.MEMORY_TRACE !== "1") return;
  const { rss, heapUsed, external } = process.memoryUsage();
  const mb = (n: number) => Math.round(n / 1048576);
  console.error(`memory-trace ${JSON.stringify({ phase, rssMb: mb(rss), heapMb: mb(heapUsed), externalMb: mb(external) })}`);
};

export async function startServer(config: ServerConfig): Promise<RunningServer> {
  trace("modules loaded");
  mkdirSync(config.filesDir, { recursive: true });
  // Temporary files of uploads cut short by a crash: nothing will finish them (uploads.ts).
  await sweepPartFiles(config.filesDir);
  // The embedded database has one owner; PostgreSQL takes any number of servers.
  let unlock = () => undefined as void;
  if (!config.databaseUrl) {
    mkdirSync(config.dataDir, { recursive: true });
    unlock = lockDataDir(config.dataDir);
  }
  let db: Db | undefined;
  try {
    const open = () => openDb(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
    const now = () => new Date();
    // A first start: the new database (made, migrated, seeded), then the demo files its rows
    // name, each in a process of its own that gives its memory back when it ends; the server
    // then opens the database as on any later start (docs/deployment.md "Memory").
    const firstStart = !config.databaseUrl && !existsSync(join(config.dataDir, "pgdata"));
    let seeded = false;
    if (firstStart) {
      const made = (await runApart({ task: "database", dataDir: config.dataDir, filesDir: config.filesDir, demoData: config.demoData, now: now().getTime() })) as {
        seeded: boolean;
        plan: DemoFilePlan | null;
      };
      seeded = made.seeded;
      trace("database made");
      if (made.plan && (made.plan.names.length > 0 || made.plan.prescriptions.length > 0)) {
        await runApart({ task: "files", filesDir: config.filesDir, plan: made.plan, now: now().getTime() });
        trace("demo files written");
      }
    }
    db = await open();
    trace("database open");
    await ensureReferenceData(db, now());
    if (config.demoData) seeded = (await seedIfEmpty(db, now())) || seeded;
    // The demo orders' conversations, also in a demo database made before the chat was.
    if (config.demoData) await seedDemoChat(db);
    trace(seeded ? "demo data seeded" : "data checked");
    if (config.demoData) {
      // Any file the demo data references that is missing (on PostgreSQL, or lost since): written again.
      const plan = await demoFilePlan(db, config.filesDir, now());
      if (plan.names.length > 0 || plan.prescriptions.length > 0) await runApart({ task: "files", filesDir: config.filesDir, plan, now: now().getTime() });
    }
    const deps = await createDeps(db, { filesDir: config.filesDir, now, sessionCacheMs: config.sessionCacheMs, searchCacheMs: config.searchCacheMs });
    const timeouts = timeoutsOf(config.timeouts);
    const lifecycle: Lifecycle = { stopping: false, streams: new Set() };
    // The first screens ask this server on its loopback address, known once it listens.
    const self: { origin?: string } = {};
    const firstScreen = config.consoleDir ? firstScreenOf(config.consoleDir, () => self.origin) : null;
    const app = createApp(deps, { consoleDir: config.consoleDir, firstScreen, trustProxy: config.trustProxy, timeouts, logger: config.logger, lifecycle });
    const prune = setInterval(() => {
      void deps.throttle.prune().catch(() => undefined);
      void deps.audit.prune().catch((error) => console.error("audit prune:", error instanceof Error ? error.message : error));
    }, 3600_000).unref();
    void deps.audit.prune().catch(() => undefined);

    const server = await listen(app.fetch, { port: config.port, host: config.host, timeouts });
    // The operator's commands (accounts, audit-log, backup) reach the embedded database through the server that holds it.
    const admin = config.databaseUrl
      ? null
      : await serveAdmin(config.dataDir, deps, config.filesDir).catch((error: Error) => {
          console.error(`admin socket unavailable (${error.message}): stop the server to run pnpm accounts / audit-log / backup`);
          return null;
        });
    trace("listening");
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.port;
    // Where it listens, as the loopback address when it listens on every one.
    const bound = typeof address === "object" && address ? address.address : "127.0.0.1";
    const loopback = bound === "0.0.0.0" ? "127.0.0.1" : bound === "::" ? "::1" : bound;
    self.origin = `http://${loopback.includes(":") ? `[${loopback}]` : loopback}:${port}`;
    const openDbHandle = db;
    let closing: Promise<void> | undefined;
    return {
      url: `http://localhost:${port}/`,
      seeded,
      demoData: config.demoData,
      deps,
      close() {
        closing ??= (async () => {
          lifecycle.stopping = true;
          clearInterval(prune);
          // No new connections; idle keep-alive connections close now, busy ones when their answer is out.
          const closed = new Promise<void>((done) => server.close(() => done()));
          await Promise.all([...lifecycle.streams].map((stop) => stop()));
          server.closeIdleConnections();
          const idle = setInterval(() => server.closeIdleConnections(), 50);
          const cut = setTimeout(() => server.closeAllConnections(), config.stopGraceMs ?? 7_000);
          await closed;
          await firstScreen?.close();
          clearInterval(idle);
          clearTimeout(cut);
          await admin?.close();
          await deps.audit.flush();
          await openDbHandle.close();
          unlock();
        })();
        return closing;
      },
    };
  } catch (error) {
    await db?.close().catch(() => undefined);
    unlock();
    throw error;
  }
}

/**
 * The flags of a task's process, each measured on a first start with the demo data (bench/memory-bench.ts,
 * docs/deployment.md "Memory"):
 * - `--liftoff-only`: PGlite's WebAssembly compiled once by the baseline compiler, never again by the
 *   optimizing one, whose code and compile memory was about 130 MB of the database task's 385 MB;
 *   the task's few seconds of queries do not need the faster code (the server's own database keeps it).
 * - a small young generation and a capped old one: the demo files' task (PDFs with a CJK font)
 *   peaked at 280 MB with the defaults, 175 MB so; its heap holds one file at a time.
 * - `--v8-pool-size=1`: one V8 helper thread instead of four, each of which kept its own malloc
 *   arena of freed compile memory (the server runs with it too: package.json `start`).
 */
const apartFlags = ["--v8-pool-size=1", "--liftoff-only", "--max-semi-space-size=1", "--max-old-space-size=128"];

/** Runs a task of apart.mjs in a process of its own; answers what it printed. */
async function runApart(job: Record<string, unknown>): Promise<unknown> {
  const child = spawn(process.execPath, [...apartFlags, "--conditions=source", fileURLToPath(new URL("./apart.mjs", import.meta.url))], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stdin.end(JSON.stringify(job));
  const [code] = (await once(child, "exit")) as [number | null];
  if (code !== 0) throw new Error(`${String(job.task)} (a process of its own) failed with exit code ${code}: ${output}`);
  return JSON.parse(output) as unknown;
}

/** The configured timeouts, the defaults where none is given. */
export function timeoutsOf(given: Partial<Timeouts> = {}): Timeouts {
  return {
    headersMs: given.headersMs ?? defaultTimeouts.headersMs,
    bodyMs: given.bodyMs ?? defaultTimeouts.bodyMs,
    requestMs: given.requestMs ?? defaultTimeouts.requestMs,
  };
}

/**
 * The HTTP server of `fetch`, listening. Headers must come within `headersMs`; any request may
 * last `requestMs` (uploads: a 500 MB video on a slow line); the shorter deadline of the other
 * bodies is the app's (bodyLimits in http/limits.ts). Node checks both every
 * `connectionsCheckingInterval`, so short test values are kept to within a quarter of themselves.
 */
export function listen(fetch: (request: Request, env: unknown) => Response | Promise<Response>, options: { port: number; host: string; timeouts: Timeouts }): Promise<Server> {
  const { headersMs, requestMs } = options.timeouts;
  return new Promise<Server>((resolveListening, reject) => {
    const s = serve(
      {
        fetch,
        port: options.port,
        hostname: options.host,
        serverOptions: {
          requestTimeout: requestMs,
          headersTimeout: Math.min(headersMs, requestMs),
          connectionsCheckingInterval: Math.max(10, Math.min(30_000, Math.floor(Math.min(headersMs, requestMs) / 4))),
        },
      },
      () => resolveListening(s as Server),
    );
    s.once("error", reject);
  });
}
