/**
 * The server's settings from its environment (`pnpm start`, and the operator's commands, which
 * read the same variables without loading the server itself): see docs/deployment.md.
 */
import { resolve } from "node:path";
import type { Logger } from "pino";
import type { Timeouts } from "./http/limits";

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
  /** How long a product search reads a hospital's library kept in memory (product-libraries.ts); 0: never. */
  searchCacheMs?: number;
  /** Write the demo doctors, patients and files into an empty database (DEMO_DATA; see `demoDataFromEnv`). */
  demoData: boolean;
  /** The access log's logger; none: no access log. */
  logger?: Logger;
  /** How long a stop waits for requests in flight before it cuts them (10 s budget in all). */
  stopGraceMs?: number;
}

/**
 * DEMO_DATA: `1` writes the demo data into an empty database, `0` never. Unset: on for the
 * embedded database (the README's `pnpm start` shows the demo), off on PostgreSQL (production).
 */
export function demoDataFromEnv(env: NodeJS.ProcessEnv): boolean {
  const raw = env.DEMO_DATA;
  if (raw === "1" || raw === "true") return true;
  if (raw === "0" || raw === "false") return false;
  if (raw !== undefined && raw !== "") throw new Error(`DEMO_DATA must be 0 or 1, got ${raw}`);
  return !env.DATABASE_URL;
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
 * The settings of `pnpm start`: PORT, HOST, DATA_DIR, FILES_DIR, DATABASE_URL, TRUST_PROXY, DEMO_DATA, and
 * the timeouts HEADERS_TIMEOUT_MS, BODY_TIMEOUT_MS, REQUEST_TIMEOUT_MS, SESSION_CACHE_MS and SEARCH_CACHE_MS.
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
    searchCacheMs: env.SEARCH_CACHE_MS === "0" ? 0 : millis(env, "SEARCH_CACHE_MS"),
    demoData: demoDataFromEnv(env),
    timeouts: { headersMs: millis(env, "HEADERS_TIMEOUT_MS"), bodyMs: millis(env, "BODY_TIMEOUT_MS"), requestMs: millis(env, "REQUEST_TIMEOUT_MS") },
  };
}
