/**
 * Starting and stopping the reference server (main.ts reads the settings from the environment):
 * the database (PGlite in DATA_DIR, or PostgreSQL at DATABASE_URL) migrated, seeded once, the
 * demo files written, the event channel wired (across instances on PostgreSQL), and the HTTP
 * server with its timeouts.
 */
import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { serve } from "@hono/node-server";
import type { Server } from "node:http";
import { createApp } from "./app";
import { openDb } from "./db/store";
import { ensureDemoFiles } from "./demo/files";
import { seedIfEmpty } from "./demo/seed";
import { defaultTimeouts, type Timeouts } from "./http/limits";
import { lockDataDir } from "./lock";
import { sweepPartFiles } from "./uploads";
import { createDeps, type Deps } from "./deps";

export interface ServerConfig {
  port: number;
  host: string;
  /** PGlite's folder (`pgdata`), and the default parent of `filesDir`. */
  dataDir: string;
  /** Uploads and generated PDFs: a folder every instance shares when there are several. */
  filesDir: string;
  /** `postgres://…`: run on PostgreSQL instead of the embedded PGlite. */
  databaseUrl?: string;
  /** A proxy in front sets X-Forwarded-Proto / -For. */
  trustProxy: boolean;
  consoleDir?: string;
  /** Headers, non-upload bodies, any request (uploads): 15 s, 30 s, 1 h unless set. */
  timeouts?: Partial<Timeouts>;
  /** How long a session looked up stays trusted without the database (http/session.ts); 0: off. */
  sessionCacheMs?: number;
}

/** A positive number of milliseconds from the environment, or undefined. */
function millis(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw === "") return undefined;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number of milliseconds, got ${raw}`);
  return value;
}

/**
 * The settings of `pnpm start`: PORT, HOST, DATA_DIR, FILES_DIR, DATABASE_URL, TRUST_PROXY, and
 * the timeouts HEADERS_TIMEOUT_MS, BODY_TIMEOUT_MS, REQUEST_TIMEOUT_MS, and SESSION_CACHE_MS.
 */
export function configFromEnv(env: NodeJS.ProcessEnv, cwd: string, consoleDir?: string): ServerConfig {
  const dataDir = resolve(cwd, env.DATA_DIR ?? ".data");
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? "127.0.0.1",
    dataDir,
    filesDir: resolve(cwd, env.FILES_DIR ?? resolve(dataDir, "files")),
    databaseUrl: env.DATABASE_URL || undefined,
    trustProxy: env.TRUST_PROXY === "1" || env.TRUST_PROXY === "true",
    consoleDir,
    sessionCacheMs: env.SESSION_CACHE_MS === "0" ? 0 : millis(env, "SESSION_CACHE_MS"),
    timeouts: { headersMs: millis(env, "HEADERS_TIMEOUT_MS"), bodyMs: millis(env, "BODY_TIMEOUT_MS"), requestMs: millis(env, "REQUEST_TIMEOUT_MS") },
  };
}

export interface RunningServer {
  url: string;
  seeded: boolean;
  deps: Deps;
  close(): Promise<void>;
}

export async function startServer(config: ServerConfig): Promise<RunningServer> {
  mkdirSync(config.filesDir, { recursive: true });
  // Temporary files of uploads cut short by a crash: nothing will finish them (uploads.ts).
  await sweepPartFiles(config.filesDir);
  // The embedded database has one owner; PostgreSQL takes any number of servers.
  let unlock = () => undefined as void;
  if (!config.databaseUrl) {
    mkdirSync(config.dataDir, { recursive: true });
    unlock = lockDataDir(config.dataDir);
  }
  try {
    const db = await openDb(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
    const now = () => new Date();
    const seeded = await seedIfEmpty(db, now());
    const deps = await createDeps(db, { filesDir: config.filesDir, now, sessionCacheMs: config.sessionCacheMs });
    // The files the demo data references: written on first start, and again whenever one is missing.
    await ensureDemoFiles(deps);
    const timeouts = timeoutsOf(config.timeouts);
    const app = createApp(deps, { consoleDir: config.consoleDir, trustProxy: config.trustProxy, timeouts });
    const prune = setInterval(() => void deps.throttle.prune().catch(() => undefined), 3600_000).unref();

    const server = await listen(app.fetch, { port: config.port, host: config.host, timeouts });
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.port;
    return {
      url: `http://localhost:${port}/`,
      seeded,
      deps,
      async close() {
        clearInterval(prune);
        server.closeAllConnections();
        await new Promise<void>((done) => server.close(() => done()));
        await db.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
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
