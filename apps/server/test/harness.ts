/**
 * Test harness for the reference server: an in-memory PGlite seeded from the domain fixtures at a
 * pinned "today", the Hono app in-process, and browsers — each a `@doctor-console/api` client
 * whose fetch calls `app.request(...)` and keeps cookies like a browser (a tiny cookie jar).
 *
 * The seeded harness also writes the demo data's files into its temp `filesDir`, as main.ts does.
 *
 * PGlite takes seconds to start: share one harness per test file.
 *
 * @example
 *   const h = useHarness();            // beforeAll / afterAll registered for this file
 *   it("...", async () => {
 *     const doctor = h.browser();
 *     await doctor.signInAs(accounts.verified);
 *     const { list } = await doctor.client.orders.listOrders({ state: 0 });
 *   });
 */
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll } from "vitest";
import type { Hono } from "hono";
import { createClient, type ApiError, type Client, type Envelope } from "@doctor-console/api";
import type { LoginResult } from "@doctor-console/domain";
import { createApp } from "../src/app";
import { openDb, pgliteThreadDb, type Db } from "../src/db/store";
import { migrate } from "../src/db/migrate";
import { seedIfEmpty } from "../src/demo/seed";
import { ensureDemoFiles } from "../src/demo/files";
import { createDeps, type Deps } from "../src/deps";

/** The pinned "today" of every server test: 2026-11-21 10:00 China time. */
export const TODAY = new Date("2026-11-21T10:00:00+08:00");
export const PASSWORD = "doctor123";
export const BASE_URL = "http://localhost/api";

/** The three demo doctors seeded from the fixtures. */
export const accounts = {
  /** Verified (state 1), VIP a year ahead, hospital WITH a product library, data in every state. */
  verified: "13800138000",
  /** Not verified (-1), VIP expired, hospital WITHOUT a product library. */
  unverified: "13800138001",
  /** Under review (0), never VIP. */
  reviewing: "13800138002",
} as const;
export type DemoAccount = (typeof accounts)[keyof typeof accounts];

export interface Browser {
  /** The contract client, with this browser's cookies. */
  client: Client;
  /** The fetch the client uses: `app.request` plus the cookie jar. */
  fetch: typeof globalThis.fetch;
  /** Cookie name → value. */
  cookies: Map<string, string>;
  /** Errors passed to the client's `onUnauthorized` (401). */
  unauthorized: ApiError[];
  /** Errors passed to the client's `onHttpFailure`. */
  httpFailures: ApiError[];
  /** Logs in with the demo password (or the one given); returns the login result. */
  signInAs(account: string, password?: string): Promise<LoginResult>;
  /**
   * A raw request below `/api` with this browser's cookies, for inputs the typed client would not
   * send (wrong encodings, forged fields). Answers the HTTP status and the parsed body.
   */
  raw(path: string, init?: RequestInit): Promise<{ status: number; body: Envelope | null; response: Response }>;
}

export interface Harness {
  db: Db;
  deps: Deps;
  app: Hono;
  filesDir: string;
  /** A new browser with an empty cookie jar (sending `headers` with every request, e.g. X-Forwarded-For). */
  browser(options?: { headers?: Record<string, string> }): Browser;
  /** Moves the server clock (`deps.now`). */
  setNow(now: Date): void;
  /** Counts the rows of a table (for "nothing stored" checks). */
  count(table: string): Promise<number>;
  /**
   * A fingerprint of every stored entity (all tables but sessions and QR codes): equal before and
   * after means nothing was written or changed.
   */
  digest(): Promise<string>;
  close(): Promise<void>;
}

/** The entity tables `digest` covers. */
export const DIGEST_TABLES = [
  "meta",
  "hospitals",
  "doctors",
  "uploads",
  "articles",
  "comments",
  "tags",
  "diseases",
  "orders",
  "products",
  "nutrition_prescriptions",
  "nutrition_patients",
  "screenings",
  "evaluations",
] as const;

export interface HarnessOptions {
  today?: Date;
  /** Seed the demo data (default true). */
  seed?: boolean;
  /** As TRUST_PROXY=1: X-Forwarded-Proto / -For are believed (tests give each browser an address so). */
  trustProxy?: boolean;
}

export async function createHarness(options: HarnessOptions = {}): Promise<Harness> {
  const today = options.today ?? TODAY;
  const db = await openImage(options.seed !== false, today);
  const filesDir = mkdtempSync(join(tmpdir(), "dc-server-test-"));
  let now = today;
  const deps = await createDeps(db, { filesDir, now: () => now });
  if (options.seed !== false) {
    await seedIfEmpty(db, today);
    // The demo data's files (images, voice, video, prescription PDFs), as on a real first start.
    await writeDemoFilesOnce(deps, today);
  }
  const app = createApp(deps, { trustProxy: options.trustProxy });
  return {
    db,
    deps,
    app,
    filesDir,
    browser: (browserOptions) => createBrowser(app, browserOptions?.headers),
    setNow(next) {
      now = next;
    },
    async count(table) {
      if (!/^[a-z_]+$/.test(table)) throw new Error(`bad table name ${table}`);
      const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
      return rows[0]!.n;
    },
    async digest() {
      const parts: string[] = [];
      for (const table of DIGEST_TABLES) {
        const { rows } = await db.query<{ d: string }>(
          `SELECT count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '') AS d FROM ${table} t`,
        );
        parts.push(`${table}=${rows[0]!.d}`);
      }
      return parts.join(" ");
    },
    async close() {
      await db.close();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

/**
 * A key of everything that makes the demo data, its files and the schema: the server's source,
 * its assets, domain's source, the PDF libraries' versions, and `today`. A cache under this key
 * is good until one of them changes.
 */
function sourceKey(today: Date): string {
  const root = fileURLToPath(new URL("../../../", import.meta.url));
  const hash = createHash("sha256").update(today.toISOString());
  const require = createRequire(join(root, "apps/server/package.json"));
  for (const pkg of ["pdfkit", "@embedpdf/fonts-sc", "@electric-sql/pglite"]) hash.update(require.resolve(pkg));
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (!name.endsWith(".test.ts")) hash.update(path).update(readFileSync(path));
    }
  };
  for (const dir of ["apps/server/src", "apps/server/assets", "packages/domain/src"]) walk(join(root, dir));
  return hash.digest("hex").slice(0, 16);
}

/**
 * A new in-memory database, migrated (and seeded), started from an image made once per content:
 * a fresh PGlite takes seconds to create and migrate, a copy of an image a fraction of that, and
 * every test file needs one. The image (a tarball in the OS temp folder, keyed like the demo
 * files) is published whole or not at all, as test files run in parallel.
 */
async function openImage(seeded: boolean, today: Date): Promise<Db> {
  const image = join(tmpdir(), `dc-pglite-${sourceKey(today)}-${seeded ? "seeded" : "empty"}.tar`);
  if (existsSync(image)) {
    const db = await pgliteThreadDb(undefined, readFileSync(image));
    await migrate(db); // a no-op on a current image; checks it
    return db;
  }
  const db = await openDb();
  if (seeded) await seedIfEmpty(db, today);
  const dump = await (db as Db & { dump(): Promise<Uint8Array> }).dump();
  const temp = `${image}.${process.pid}.tmp`;
  writeFileSync(temp, dump);
  try {
    renameSync(temp, image);
  } catch {
    rmSync(temp, { force: true });
  }
  for (const name of readdirSync(tmpdir())) {
    const path = join(tmpdir(), name);
    if (name.startsWith("dc-pglite-") && path !== image && Date.now() - statSync(path).mtimeMs > 24 * 3600_000) rmSync(path, { force: true });
  }
  return db;
}

/**
 * `ensureDemoFiles` for a fresh harness, made once per content and copied after that: every test
 * file seeds the same demo data, and drawing its images and PDFs (about 1.5 s) in each of them
 * would add a third to the server suite. The cache (in the OS temp folder) is keyed by the
 * sources that make the files (server src, domain src, assets, the PDF libraries' versions) and
 * by `today`, so any change to them makes the files afresh. demo-files.test.ts compares what is
 * served with a fresh drawing.
 */
async function writeDemoFilesOnce(deps: Deps, today: Date): Promise<void> {
  const cache = join(tmpdir(), `dc-demo-files-${sourceKey(today)}`);

  const copy = (from: string, to: string): void => {
    mkdirSync(to, { recursive: true });
    for (const name of readdirSync(from)) {
      if (statSync(join(from, name)).isDirectory()) copy(join(from, name), join(to, name));
      else copyFileSync(join(from, name), join(to, name));
    }
  };
  if (existsSync(cache)) return copy(cache, deps.filesDir);
  await ensureDemoFiles(deps);
  // Published whole or not at all: test files running in parallel may race to fill it.
  const temp = `${cache}.${process.pid}.tmp`;
  copy(deps.filesDir, temp);
  try {
    renameSync(temp, cache);
  } catch {
    rmSync(temp, { recursive: true, force: true });
  }
  // Caches of sources long since changed: about 1 MB each.
  for (const name of readdirSync(tmpdir())) {
    const path = join(tmpdir(), name);
    if (name.startsWith("dc-demo-files-") && path !== cache && Date.now() - statSync(path).mtimeMs > 24 * 3600_000) rmSync(path, { recursive: true, force: true });
  }
}

/**
 * One harness for the calling test file: created in `beforeAll`, closed in `afterAll`. The object
 * returned is filled in before the first test runs.
 */
export function useHarness(options: HarnessOptions = {}): Harness {
  const holder = {} as Harness;
  beforeAll(async () => {
    Object.assign(holder, await createHarness(options));
  }, 120_000);
  afterAll(async () => {
    await holder.close?.();
  });
  return holder;
}

/** A browser-like cookie jar around `app.request`: sends cookies, stores Set-Cookie, honours deletion. */
export function createBrowser(app: Hono, headers: Record<string, string> = {}): Browser {
  const cookies = new Map<string, string>();
  const unauthorized: ApiError[] = [];
  const httpFailures: ApiError[] = [];

  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input instanceof Request ? input : new URL(String(input), BASE_URL), init);
    if (cookies.size > 0) request.headers.set("cookie", [...cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    for (const [name, value] of Object.entries(headers)) if (!request.headers.has(name)) request.headers.set(name, value);
    const response = await app.request(request);
    for (const line of response.headers.getSetCookie()) storeCookie(cookies, line);
    return response;
  }) as typeof globalThis.fetch;

  const client = createClient({
    baseURL: BASE_URL,
    fetch,
    onUnauthorized: (e) => unauthorized.push(e),
    onHttpFailure: (e) => httpFailures.push(e),
  });

  return {
    client,
    fetch,
    cookies,
    unauthorized,
    httpFailures,
    signInAs: (account, password = PASSWORD) => client.account.login({ usersname: account, password }),
    async raw(path, init) {
      const response = await fetch(`${BASE_URL}${path}`, init);
      const text = await response.text();
      return { status: response.status, body: parseEnvelope(text), response };
    },
  };
}

function parseEnvelope(text: string): Envelope | null {
  try {
    return JSON.parse(text) as Envelope;
  } catch {
    return null;
  }
}

function storeCookie(jar: Map<string, string>, line: string): void {
  const [pair, ...attributes] = line.split(";");
  const eq = pair!.indexOf("=");
  if (eq < 0) return;
  const name = pair!.slice(0, eq).trim();
  const value = pair!.slice(eq + 1).trim();
  const expired = attributes.some((a) => {
    const [k, v = ""] = a.split("=").map((s) => s.trim());
    if (k!.toLowerCase() === "max-age") return Number(v) <= 0;
    if (k!.toLowerCase() === "expires") return new Date(v).getTime() <= Date.now();
    return false;
  });
  if (expired || value === "") jar.delete(name);
  else jar.set(name, value);
}

/** Form body helper for raw requests. */
export function form(fields: Record<string, string>): RequestInit {
  return { method: "POST", body: new URLSearchParams(fields) };
}

/** JSON body helper for raw requests. */
export function json(body: unknown): RequestInit {
  return { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) };
}
