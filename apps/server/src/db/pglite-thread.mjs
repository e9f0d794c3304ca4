/**
 * PGlite on a thread of its own (store.ts `pgliteThreadDb`): PostgreSQL in WASM runs each query
 * synchronously on the thread that calls it, so on the server's thread every query stalled HTTP
 * for its whole length. Here the queries run beside HTTP, on the second core.
 *
 * Plain JavaScript, so that it starts the same under tsx, vitest and plain Node (a worker does
 * not inherit a TypeScript loader). The protocol, one message each way per call:
 *   → { id, op: "query" | "exec", sql, params?, tx? }   ← { id, result } | { id, error }
 *     (a query's result: { rows, affectedRows, json: the json / jsonb columns, still text })
 *   → { id, op: "begin" }  ← { id, result: id } when the transaction is open (`tx` from then on)
 *   → { id, op: "end", tx, commit }  (commits, or rolls back; answers when done)
 *   → { id, op: "listen", channel }  ← { notify: channel, payload } for every NOTIFY after
 *   → { id, op: "dump" }  ← { id, result: the database as a tar (bytes): backups (admin/backup.ts) and `image` }
 *   → { id, op: "close" }
 */
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parentPort, workerData } from "node:worker_threads";
import { brotliDecompressSync } from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import { pgliteStartParams } from "./pglite-params.mjs";
import { untar } from "./tar.mjs";

const JSON_OID = 114;
const JSONB_OID = 3802;

const port = /** @type {import("node:worker_threads").MessagePort} */ (parentPort);

/** An error as data: its message and its PostgreSQL fields (code, detail, …: the plain values) cross the thread. */
const plain = (error) => {
  if (!(error instanceof Error)) return { name: "Error", message: String(error) };
  const fields = Object.entries(error).filter(([, value]) => value === null || ["string", "number", "boolean"].includes(typeof value));
  return { ...Object.fromEntries(fields), name: error.name, message: error.message };
};

let lite;
try {
  // json and jsonb stay text here: a string crosses the thread as one copy, where the object
  // graph PGlite would parse cost more to clone than JSON.parse on the other side (store.ts).
  const asText = (text) => text;
  // The WebAssembly compiled once by the process (store.ts `pgliteWasmModule`), when it could be.
  const shared = workerData.wasmModule ? { pgliteWasmModule: workerData.wasmModule } : {};
  // `image`: a dump of another database (the "dump" op) to start from instead of an empty one (tests).
  lite = workerData.image
    ? await PGlite.create(undefined, { ...shared, loadDataDir: new Blob([workerData.image]), parsers: { [JSON_OID]: asText, [JSONB_OID]: asText }, startParams: pgliteStartParams })
    : await openLite(workerData.dataDir, { ...shared, parsers: { [JSON_OID]: asText, [JSONB_OID]: asText }, startParams: pgliteStartParams });
  port.postMessage({ ready: true });
} catch (error) {
  port.postMessage({ ready: false, error: plain(error) });
  process.exit(1);
}

/**
 * PGlite in `dataDir` (or in memory). A database not made yet starts from the committed template
 * (assets/pgdata-template.tar.br, scripts/make-pgdata-template.mjs) instead of initdb, whose
 * three WebAssembly instances were most of the first start's memory peak. A template that does
 * not fit this PGlite falls back to initdb.
 */
async function openLite(dataDir, options) {
  const template = fileURLToPath(new URL("../../assets/pgdata-template.tar.br", import.meta.url));
  const fresh = !dataDir || !existsSync(dataDir) || readdirSync(dataDir).length === 0;
  if (fresh && existsSync(template)) {
    try {
      const tar = brotliDecompressSync(readFileSync(template));
      // On disk: the files written as plain files, and PGlite opens them as an existing database.
      if (dataDir) {
        untar(tar, dataDir);
        return await PGlite.create(dataDir, options);
      }
      return await PGlite.create(undefined, { ...options, loadDataDir: new Blob([tar]) });
    } catch (error) {
      console.error(`database: the data folder template does not fit this PGlite (${error instanceof Error ? error.message : error}); running initdb`);
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return PGlite.create(dataDir, options);
}

/** Open transactions by id: the transaction's handle and how to end it. */
const open = new Map();
/** Thrown inside `lite.transaction` to roll it back. */
const rollback = Symbol("rollback");

async function run(message) {
  switch (message.op) {
    case "query": {
      const on = message.tx === undefined ? lite : open.get(message.tx).tx;
      const result = await on.query(message.sql, message.params);
      const json = result.fields.filter((f) => f.dataTypeID === JSON_OID || f.dataTypeID === JSONB_OID).map((f) => f.name);
      return { rows: result.rows, affectedRows: result.affectedRows ?? 0, json };
    }
    case "exec": {
      const on = message.tx === undefined ? lite : open.get(message.tx).tx;
      await on.exec(message.sql);
      return null;
    }
    case "begin":
      return new Promise((opened, failed) => {
        const done = lite
          .transaction(
            (tx) =>
              new Promise((commit, abort) => {
                open.set(message.id, { tx, commit, abort, done });
                opened(message.id);
              }),
          )
          .catch((error) => {
            if (error !== rollback) throw error;
          })
          .finally(() => open.delete(message.id));
        // A transaction that cannot even begin.
        done.catch(failed);
      });
    case "end": {
      const entry = open.get(message.tx);
      if (message.commit) entry.commit();
      else entry.abort(rollback);
      await entry.done;
      return null;
    }
    case "listen":
      await lite.listen(message.channel, (payload) => port.postMessage({ notify: message.channel, payload }));
      return null;
    case "dump": {
      // Between two messages no query runs: the copy is of one moment.
      const dump = await lite.dumpDataDir("none");
      return new Uint8Array(await dump.arrayBuffer());
    }
    case "close":
      await lite.close();
      return null;
  }
  throw new Error(`pglite-thread: unknown op ${message.op}`);
}

port.on("message", (message) => {
  run(message).then(
    (result) => port.postMessage({ id: message.id, result }, result instanceof Uint8Array ? [result.buffer] : []),
    (error) => port.postMessage({ id: message.id, error: plain(error) }),
  );
});
