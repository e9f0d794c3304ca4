/**
 * The store: PostgreSQL, either embedded (PGlite, PostgreSQL in WASM, in `DATA_DIR/pgdata` or in
 * memory for tests: the default) or a real server (`DATABASE_URL=postgres://…`, node-postgres),
 * behind one small interface so that every query, migration and test is the same SQL on both.
 * Rows keep the columns the server filters and joins on; the entity itself lives in `data`
 * (jsonb), shaped as the contract's result types.
 */
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import pg from "pg";
import { migrate } from "./migrate";
import type { Db, Queryable, QueryResult } from "./queryable";

export type { Db, Queryable, QueryResult } from "./queryable";

/**
 * PGlite on a thread of its own (pglite-thread.mjs; in `dir`, or in memory): its queries run
 * beside the server's HTTP work instead of stopping it while they run (WASM runs a query
 * synchronously on the thread that calls it). Rows and parameters cross the thread by structured
 * clone; json and jsonb travel as text and are parsed here (see pglite-thread.mjs). `image` (a
 * `dumpDataDir()`) starts it as a copy of another database instead of an empty one.
 */
export async function pgliteThreadDb(dir?: string, image?: Uint8Array): Promise<Db> {
  const wasmModule = databasesOpened++ > 0 ? await pgliteWasmModule() : undefined;
  const worker = new Worker(new URL("./pglite-thread.mjs", import.meta.url), { workerData: { dataDir: dir, image, wasmModule }, execArgv: [] });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let nextId = 1;
  let exited: Error | undefined;
  const errorOf = (data: { name: string; message: string }) => Object.assign(new Error(data.message), data);
  const ready = new Promise<void>((resolve, reject) => {
    worker.on("message", (message: { id?: number; result?: unknown; error?: { name: string; message: string }; ready?: boolean; notify?: string; payload?: string }) => {
      if (message.ready !== undefined) return message.ready ? resolve() : reject(errorOf(message.error!));
      if (message.notify !== undefined) return handlers.get(message.notify)?.forEach((h) => h(message.payload ?? ""));
      const call = pending.get(message.id!);
      pending.delete(message.id!);
      if (message.error) call?.reject(errorOf(message.error));
      else call?.resolve(message.result);
    });
    // A failure of the thread itself (not of a query): every call from then on answers the error.
    worker.on("error", (error) => console.error("database thread:", error));
    worker.once("exit", (code) => {
      exited = new Error(`the database thread stopped (exit code ${code})`);
      reject(exited);
      for (const call of pending.values()) call.reject(exited);
      pending.clear();
    });
  });
  const call = <T>(message: Record<string, unknown>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      if (exited) return reject(exited);
      const id = nextId++;
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...message, id });
    });
  await ready;
  const on = (tx?: number): Queryable => ({
    async query<T>(sql: string, params?: unknown[]) {
      const { rows, affectedRows, json } = await call<QueryResult<Record<string, unknown>> & { json: string[] }>({ op: "query", sql, params, tx });
      for (const row of rows) for (const column of json) if (typeof row[column] === "string") row[column] = JSON.parse(row[column]);
      return { rows: rows as T[], affectedRows };
    },
    exec: (sql: string) => call<void>({ op: "exec", sql, tx }),
  });
  return {
    kind: "pglite",
    ...on(),
    async transaction(fn) {
      const tx = await call<number>({ op: "begin" });
      let result;
      try {
        result = await fn(on(tx));
      } catch (error) {
        await call({ op: "end", tx, commit: false });
        throw error;
      }
      await call({ op: "end", tx, commit: true });
      return result;
    },
    async listen(channel, onPayload) {
      let set = handlers.get(channel);
      if (!set) {
        handlers.set(channel, (set = new Set()));
        await call({ op: "listen", channel });
      }
      set.add(onPayload);
      return async () => {
        set.delete(onPayload);
      };
    },
    async notify(channel, payload) {
      await call({ op: "query", sql: "SELECT pg_notify($1, $2)", params: [channel, payload] });
    },
    dumpDataDir: () => call<Uint8Array>({ op: "dump" }),
    async close() {
      if (!exited) await call({ op: "close" });
      await worker.terminate();
    },
  };
}

/**
 * PGlite's WebAssembly (9 MB), compiled once per process and handed to each database thread,
 * which then only instantiates it: a process opening several databases (a test run opens one per
 * test file) compiled it again for each, about half a second of CPU apiece. The process's first
 * database compiles its own, as PGlite does by default: a server, a task of its first start or an
 * admin command opens one, and runs exactly as before (its memory is measured by `pnpm
 * bench:memory`). Undefined when it cannot be read or compiled: the thread then compiles its own.
 */
let databasesOpened = 0;
let compiledWasm: Promise<WebAssembly.Module | undefined> | undefined;
function pgliteWasmModule(): Promise<WebAssembly.Module | undefined> {
  compiledWasm ??= readFile(createRequire(import.meta.url).resolve("@electric-sql/pglite/pglite.wasm")).then(
    (bytes) => WebAssembly.compile(bytes),
    () => undefined,
  ).catch(() => undefined);
  return compiledWasm;
}

/** The prepared-statement name of a query text (the server's statements are a small, fixed set). */
const statementNames = new Map<string, string>();
function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (!name) statementNames.set(sql, (name = `dc_${createHash("sha1").update(sql).digest("hex").slice(0, 24)}`));
  return name;
}

function postgresDb(url: string): Db {
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL ?? 10) });
  // An idle client whose connection drops must not take the process with it; the pool replaces it.
  pool.on("error", (error) => console.error("database:", error.message));
  const wrap = (q: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params?: unknown[]) {
      // Named, so each connection parses and plans a statement once and reuses it after.
      const result = await q.query({ name: statementName(sql), text: sql, values: params });
      return { rows: result.rows as T[], affectedRows: result.rowCount ?? 0 };
    },
    async exec(sql) {
      await q.query(sql);
    },
  });
  let listener: Promise<pg.PoolClient> | undefined;
  const handlers = new Map<string, Set<(payload: string) => void>>();
  return {
    kind: "postgres",
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        const result = await fn(wrap(client));
        await client.query("COMMIT");
        return result;
      } catch (error) {
        await client.query("ROLLBACK").catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async listen(channel, onPayload) {
      // One connection of the pool listens for the whole process.
      listener ??= pool.connect().then((client) => {
        client.on("notification", (n) => handlers.get(n.channel)?.forEach((h) => h(n.payload ?? "")));
        return client;
      });
      const client = await listener;
      let set = handlers.get(channel);
      if (!set) {
        handlers.set(channel, (set = new Set()));
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      }
      set.add(onPayload);
      return async () => {
        set.delete(onPayload);
      };
    },
    async notify(channel, payload) {
      await pool.query("SELECT pg_notify($1, $2)", [channel, payload]);
    },
    async close() {
      if (listener) (await listener).release();
      await pool.end();
    },
  };
}

/**
 * Opens the database and brings its schema up to date (migrate.ts): PostgreSQL at `url` when
 * given, else PGlite in `dataDir/pgdata`, or in memory when no folder is given either.
 */
export async function openDb(options: { dataDir?: string; url?: string } = {}): Promise<Db> {
  const db = options.url ? postgresDb(options.url) : await pgliteThreadDb(options.dataDir ? join(options.dataDir, "pgdata") : undefined);
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
