/**
 * Size and time limits of requests. Bodies of the non-upload calls: 1 MiB, refused
 * with HTTP 413 as soon as the declared length (or the bytes so far) pass it, without reading
 * the rest; the connection is closed after the answer. Uploads: a declared length over the call's
 * rule (domain's file rules: 2 MB, 10 MB, 500 MB, plus room for the multipart framing) is refused
 * the same way, at once; a body of no declared length is limited while it streams (uploads.ts).
 * Time: headers must arrive within `headersMs`, a non-upload body within `bodyMs` (a login is
 * small), any request, uploads included, within `requestMs` (a 500 MB video on a slow line).
 */
import type { IncomingMessage } from "node:http";
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { contract } from "@doctor-console/api/contract";
import { fileRules, serverMessages } from "@doctor-console/domain";

export const MAX_BODY_BYTES = 1024 * 1024;
/** Room for multipart boundaries, part headers and the small text fields beside an uploaded file. */
export const MULTIPART_OVERHEAD = 64 * 1024;

export interface Timeouts {
  /** Headers must be in within this (slow-loris). */
  headersMs: number;
  /** How long a non-upload request may take to send its body. */
  bodyMs: number;
  /** Any request, uploads included. */
  requestMs: number;
}

export const defaultTimeouts: Timeouts = { headersMs: 15_000, bodyMs: 30_000, requestMs: 60 * 60_000 };

/** The largest declared body of each upload call, with and without the /api prefix. */
const uploadLimits = new Map(
  Object.values(contract).flatMap((def) => {
    if (def.encoding !== "multipart" || !def.upload) return [];
    const max = fileRules[def.upload.kind].maxBytes + MULTIPART_OVERHEAD;
    return [[def.path, max] as const, [`/api${def.path}`, max] as const];
  }),
);

/** Uploads outside the contract: the patient page's chat images (routes/patient-chat.ts). */
const patientImage = /^\/patient\/chat\/\d+\/image$/;
const patientImageMax = fileRules.editorImage.maxBytes + MULTIPART_OVERHEAD;

export const tooLarge = (c: Context) => {
  c.header("Connection", "close");
  return c.json({ errcode: 413, errmsg: serverMessages.tooLarge, result: null }, 413);
};

const limit = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge });

/** Body limits and the body deadline (`bodyMs`) of every request: see the module comment. */
export function bodyLimits(timeouts: Pick<Timeouts, "bodyMs"> = defaultTimeouts): MiddlewareHandler {
  return async (c, next) => {
    const uploadMax = uploadLimits.get(c.req.path) ?? (c.req.method === "POST" && patientImage.test(c.req.path) ? patientImageMax : undefined);
    if (uploadMax !== undefined) {
      const declared = Number(c.req.header("content-length"));
      return Number.isFinite(declared) && declared > uploadMax ? tooLarge(c) : next();
    }
    // A GET or HEAD has no body to limit (the request object hands none on), and asking for it
    // (hono's bodyLimit reads `c.req.raw.body`) built a whole fetch Request per call.
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    if (incoming && !incoming.complete) {
      const timer = setTimeout(() => {
        if (!incoming.complete) incoming.socket?.destroy();
      }, timeouts.bodyMs).unref();
      incoming.once("end", () => clearTimeout(timer));
      incoming.once("close", () => clearTimeout(timer));
    }
    return limit(c, next);
  };
}
