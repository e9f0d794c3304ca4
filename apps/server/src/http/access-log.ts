/**
 * The access log: one JSON line per request on stdout (pino), for the operator's log collector
 * (docs/deployment.md "Watching the server"): time, request id, method, route pattern (never
 * the path itself: a path may carry an id, a query may carry a patient's name), status,
 * duration in ms and the signed-in doctor's id. No header, cookie, body, token or password is
 * ever read here.
 *
 * The request id: a trusted proxy's `X-Request-Id` (TRUST_PROXY=1) when it looks like an id,
 * else one made here; echoed on the answer either way, so a line in the proxy's log, the
 * server's log and the audit trail (audit.ts) can be matched.
 */
import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import pino, { type Logger } from "pino";
import { setOnAnswer } from "./security";

declare module "hono" {
  interface ContextVariableMap {
    /** This request's id (X-Request-Id). */
    requestId: string;
    /** The doctor whose session the request carries, once looked up (http/session.ts). */
    doctorId: number;
  }
}

export const REQUEST_ID_HEADER = "X-Request-Id";
const requestIdShape = /^[\w.:@/+=-]{1,128}$/;

/** How long a line may wait in the log's buffer before it is written. */
export const LOG_FLUSH_MS = 100;

/**
 * The server's logger: JSON lines on stdout (or to `destination`, e.g. /dev/null in the bench),
 * written asynchronously and in batches: lines gather up to 4 KiB (about 25 requests) or
 * LOG_FLUSH_MS, whichever comes first, and go out in one write. A write per line was a trip to
 * libuv's thread pool and back per request, one of the larger costs of a list call under load
 * (docs/performance.md). At a stop, `flush` writes what waits (main.ts).
 */
export function createLogger(destination: number | string = 1): Logger {
  return pino(
    { base: undefined, timestamp: pino.stdTimeFunctions.isoTime, formatters: { level: (label) => ({ level: label }) } },
    pino.destination({ dest: destination, sync: false, minLength: 4096, periodicFlush: LOG_FLUSH_MS }),
  );
}

export function accessLog(logger: Logger | null, options: { trustProxy: boolean }): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const given = options.trustProxy ? c.req.header(REQUEST_ID_HEADER) : undefined;
    const requestId = given && requestIdShape.test(given) ? given : randomUUID();
    c.set("requestId", requestId);
    try {
      await next();
    } finally {
      // On the answer as it is: c.header() on a finished answer rebuilt it as a stream (hono),
      // which took every answer off @hono/node-server's direct path.
      setOnAnswer(c, [[REQUEST_ID_HEADER, requestId]]);
      logger?.info({
        reqId: requestId,
        method: c.req.method,
        route: routePath(c) || null,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
        doctorId: c.get("doctorId") ?? null,
      });
    }
  };
}
