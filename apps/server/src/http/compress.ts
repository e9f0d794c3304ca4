/**
 * API answers compressed: a page's list (15 KB of JSON for /patient's) travels in the
 * best encoding the browser accepts, as the console's own files do (static.ts, precompressed).
 * Brotli at quality 4 (smaller than gzip -6 and as quick) or gzip at level 6, for JSON of 1 KiB
 * and more (jsonAnswer: the contract's answers, route.ts). The event stream and uploaded files are
 * not touched.
 *
 * BREACH (guessing a secret from compressed sizes) finds no secret here: the session token lives
 * only in its httpOnly, SameSite=Lax cookie (session.ts), never in an answer's body.
 */
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync, type BrotliOptions } from "node:zlib";
import type { Context } from "hono";
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

/**
 * An API answer: `value` as JSON, in the best encoding the browser accepts when it is 1 KiB or
 * more (`Vary: Accept-Encoding` either way). The JSON is compressed as it is made: reading it
 * back out of a finished Response (a middleware after the handler) went through a web stream
 * and a second Response per answer.
 */
export function jsonAnswer(c: Context, value: unknown): Response | Promise<Response> {
  const json = JSON.stringify(value);
  const headers = { "Content-Type": "application/json", Vary: "Accept-Encoding" };
  const size = Buffer.byteLength(json);
  const encoding = size < COMPRESS_MIN_BYTES ? "identity" : chooseEncoding(c.req.header("accept-encoding"), ["br", "gzip"]);
  if (encoding === "identity") return c.body(json, 200, headers);
  const send = (body: Buffer) =>
    c.body(body as Uint8Array<ArrayBuffer>, 200, { ...headers, "Content-Encoding": encoding, "Content-Length": String(body.length) });
  const compressed = compress(Buffer.from(json), encoding);
  return compressed instanceof Promise ? compressed.then(send) : send(compressed);
}
