/**
 * API answers compressed (issue 13): a page's list (15 KB of JSON for /patient's) travels in the
 * best encoding the browser accepts, as the console's own files do (static.ts, precompressed).
 * Brotli at quality 4 (smaller than gzip -6 and as quick) or gzip at level 6, for JSON of 1 KiB
 * and more, on libuv's thread pool: a long chat record never stalls the server's thread. The
 * event stream and uploaded files are not touched.
 *
 * BREACH (guessing a secret from compressed sizes) finds no secret here: the session token lives
 * only in its httpOnly, SameSite=Lax cookie (session.ts), never in an answer's body.
 */
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { chooseEncoding } from "./static";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this an answer goes as it is: the saving is smaller than a packet. */
export const COMPRESS_MIN_BYTES = 1024;

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
  const compressed =
    encoding === "br" ? await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }) : await gzipAsync(body, { level: 6 });
  const headers = new Headers(res.headers);
  headers.set("Content-Encoding", encoding);
  headers.set("Content-Length", String(compressed.length));
  c.res = new Response(compressed as Uint8Array<ArrayBuffer>, { status: res.status, headers });
};
