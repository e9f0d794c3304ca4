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
import { HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from "./http/limits";
import { Throttle } from "./http/throttle";
import { lockDataDir } from "./lock";
import { Channel } from "./realtime";
import type { Deps } from "./deps";

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
}

/** The settings of `pnpm start`: PORT, HOST, DATA_DIR, FILES_DIR, DATABASE_URL, TRUST_PROXY. */
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
    const channel = new Channel();
    if (db.kind === "postgres") await channel.connect(db);
    const deps: Deps = { db, filesDir: config.filesDir, channel, throttle: new Throttle(db, now), now };
    // The files the demo data references: written on first start, and again whenever one is missing.
    await ensureDemoFiles(deps);
    const app = createApp(deps, { consoleDir: config.consoleDir, trustProxy: config.trustProxy });
    const prune = setInterval(() => void deps.throttle.prune().catch(() => undefined), 3600_000).unref();

    const server = await new Promise<Server>((resolveListening, reject) => {
      const s = serve(
        {
          fetch: app.fetch,
          port: config.port,
          hostname: config.host,
          // Uploads may take long (a 500 MB video on a slow line); other bodies have their own
          // deadline (limits.ts); headers must come quickly.
          serverOptions: { requestTimeout: REQUEST_TIMEOUT_MS, headersTimeout: HEADERS_TIMEOUT_MS },
        },
        () => resolveListening(s as Server),
      );
      s.once("error", reject);
    });
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
