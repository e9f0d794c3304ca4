/**
 * Size and time limits of requests (issue 12 §2). Bodies of the non-upload calls: 1 MiB, refused
 * with HTTP 413 as soon as the declared length (or the bytes so far) pass it, without reading
 * the rest; the connection is closed after the answer. Uploads are limited per call while they
 * stream (uploads.ts, domain's file rules: 2 MB, 10 MB, 500 MB). A non-upload body must arrive
 * within BODY_DEADLINE_MS (a login is small); uploads get the server's long request timeout.
 */
import type { IncomingMessage } from "node:http";
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { contract } from "@doctor-console/api/contract";
import { serverMessages } from "@doctor-console/domain";

export const MAX_BODY_BYTES = 1024 * 1024;
/** How long a non-upload request may take to send its body. */
export const BODY_DEADLINE_MS = 30_000;
/** Headers must be in within this (slow-loris). */
export const HEADERS_TIMEOUT_MS = 15_000;
/** Any request, uploads included (a 500 MB video on a slow line). */
export const REQUEST_TIMEOUT_MS = 60 * 60_000;

/** The paths of the upload calls, with and without the /api prefix. */
const uploadPaths = new Set(
  Object.values(contract)
    .filter((def) => def.encoding === "multipart")
    .flatMap((def) => [def.path, `/api${def.path}`]),
);
export const isUploadPath = (path: string) => uploadPaths.has(path);

export const tooLarge = (c: Context) => {
  c.header("Connection", "close");
  return c.json({ errcode: 413, errmsg: serverMessages.tooLarge, result: null }, 413);
};

const limit = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge });

/** 1 MiB and a deadline for every body but an upload's. */
export const bodyLimits: MiddlewareHandler = async (c, next) => {
  if (isUploadPath(c.req.path)) return next();
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (incoming && !incoming.complete && c.req.method !== "GET" && c.req.method !== "HEAD") {
    const timer = setTimeout(() => {
      if (!incoming.complete) incoming.socket?.destroy();
    }, BODY_DEADLINE_MS).unref();
    incoming.once("end", () => clearTimeout(timer));
    incoming.once("close", () => clearTimeout(timer));
  }
  return limit(c, next);
};
