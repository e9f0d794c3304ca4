/**
 * API answers compressed (issue 13): a page's list (15 KB of JSON for /patient's) travels in the
 * best encoding the browser accepts, as the console's own files do (static.ts, precompressed).
 * Brotli at quality 4 (smaller than gzip -6 and as quick) or gzip at level 6, for JSON of 1 KiB
 * and more. The event stream and uploaded files are not touched.
 *
 * BREACH (guessing a secret from compressed sizes) finds no secret here: the session token lives
 * only in its httpOnly, SameSite=Lax cookie (session.ts), never in an answer's body.
 */
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync, type BrotliOptions } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { chooseEncoding } from "./static";

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this an answer goes as it is: the saving is smaller than a packet. */
export const COMPRESS_MIN_BYTES = 1024;
/**
 * Up to this (a page of any list) compressing takes about a tenth of a millisecond, less than the
 * trip to libuv's thread pool and back: bench:server's p99 was 18–25 ms compressing here against
 * 25–35 ms in the pool (3 pairs). Larger answers (a long chat record) go to the pool, so that
 * they never hold up the server's thread.
 */
const IN_THREAD_MAX_BYTES = 64 * 1024;

const brotliOptions = (size: number): BrotliOptions => ({ params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: size } });

/** `body` in `encoding`: on this thread up to 64 KiB, else on the thread pool. */
export function compress(body: Buffer, encoding: "br" | "gzip"): Buffer | Promise<Buffer> {
  const inThread = body.length <= IN_THREAD_MAX_BYTES;
  if (encoding === "br") return inThread ? brotliCompressSync(body, brotliOptions(body.length)) : brotliAsync(body, brotliOptions(body.length));
  return inThread ? gzipSync(body, { level: 6 }) : gzipAsync(body, { level: 6 });
}

export const compressJson: MiddlewareHandler = async (c, next) => {
  await next();
  const res = c.res;
  if (!res.body || res.headers.has("Content-Encoding") || !(res.headers.get("Content-Type") ?? "").startsWith("application/json")) return;
  res.headers.append("Vary", "Accept-Encoding");
  const encoding = chooseEncoding(c.req.header("accept-encoding"), ["br", "gzip"]);
  if (encoding === "identity") return;
  const body = Buffer.from(await res.arrayBuffer());
  if (body.length < COMPRESS_MIN_BYTES) {
    c.res = new Response(body, res);
    return;
  }
  const compressed = await compress(body, encoding);
  const headers = new Headers(res.headers);
  headers.set("Content-Encoding", encoding);
  headers.set("Content-Length", String(compressed.length));
  c.res = new Response(compressed as Uint8Array<ArrayBuffer>, { status: res.status, headers });
};
