/**
 * Writes `assets/pgdata-template.tar.br`: the data folder PGlite's initdb makes, empty (no table of
 * ours: migrations run on it at start), as a tar compressed with brotli. A fresh DATA_DIR (and the
 * tests' in-memory databases) start from a copy of it instead of running initdb, which needs three
 * WebAssembly instances at once and took the first start's memory past 600 MB (see
 * docs/deployment.md "Memory"). Run it again after upgrading @electric-sql/pglite:
 *
 *   node apps/server/scripts/make-pgdata-template.mjs
 *
 * A template that does not fit the installed PGlite is not used (pglite-thread.mjs falls back to
 * initdb and says so on stderr).
 */
import { writeFileSync } from "node:fs";
import { brotliCompressSync, constants, gunzipSync } from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import { pgliteStartParams } from "../src/db/pglite-params.mjs";

const lite = await PGlite.create(undefined, { startParams: pgliteStartParams });
await lite.exec("CHECKPOINT");
const dump = await lite.dumpDataDir("gzip");
await lite.close();
const tar = gunzipSync(Buffer.from(await dump.arrayBuffer()));
// A long window: the three databases initdb makes are near copies of each other.
const packed = brotliCompressSync(tar, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_LGWIN]: 24 } });
const target = new URL("../assets/pgdata-template.tar.br", import.meta.url);
writeFileSync(target, packed);
console.log(`wrote ${target.pathname}: ${packed.length} bytes (${tar.length} bytes of tar)`);
