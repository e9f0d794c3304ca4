/**
 * Web security for a cookie-session app (OWASP ASVS): security headers on every answer,
 * cross-site refusal of state-changing calls, no-store on API answers (they carry patient data).
 */
import type { Context, MiddlewareHandler } from "hono";
import { contract } from "@doctor-console/api/contract";
import { serverMessages } from "@doctor-console/domain";
import { getCookie } from "hono/cookie";
import { FORBIDDEN_ORIGIN } from "./envelope";
import { SESSION_COOKIE } from "./session";
import { isSecure, ownOrigin } from "./transport";

export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  // Radix and sonner position popovers and toasts with inline style attributes.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

/** The headers of every answer (Strict-Transport-Security besides, on HTTPS). */
const everyAnswer: readonly (readonly [string, string])[] = [
  ["Content-Security-Policy", contentSecurityPolicy],
  ["X-Content-Type-Options", "nosniff"],
  ["X-Frame-Options", "DENY"],
  ["Referrer-Policy", "same-origin"],
  ["Cross-Origin-Opener-Policy", "same-origin"],
  ["Permissions-Policy", "camera=(self), microphone=(self), geolocation=()"],
  // Patient files and answers are for this origin's pages only.
  ["Cross-Origin-Resource-Policy", "same-origin"],
];
const hsts = [["Strict-Transport-Security", "max-age=31536000"]] as const;

/**
 * Sets headers on the finished answer itself. Hono's c.header() after the handler first copies
 * the answer into a new Response (for answers whose headers cannot change, such as a fetched
 * one), and the copy's body is a web stream: every API answer then left through
 * @hono/node-server's slow path (a stream reader, an undici Response) instead of being written
 * as the string or bytes it was. The server's own answers can change; c.header() stays the fallback.
 */
export function setOnAnswer(c: Context, headers: readonly (readonly [string, string])[]): void {
  try {
    for (const [name, value] of headers) c.res.headers.set(name, value);
  } catch {
    for (const [name, value] of headers) c.header(name, value);
  }
}

export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  setOnAnswer(c, everyAnswer);
  // HTTPS as the socket (or the trusted proxy) says, never as the request line claims.
  if (isSecure(c)) setOnAnswer(c, hsts);
};

const noStoreHeader = [["Cache-Control", "no-store"]] as const;

/** No caching of API answers: they carry patient data. */
export const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  setOnAnswer(c, noStoreHeader);
};

/**
 * GET calls that change state all the same. The platform's contract makes logout a GET; a cross-site page must
 * not be able to sign the doctor out, so it gets the same origin check as a POST.
 */
export const stateChangingGets: ReadonlySet<string> = new Set([contract.logout.path]);

/**
 * Where a request comes from, as the browser tells it: its Origin, else its Sec-Fetch-Site, else
 * its Referer (a browser that strips the first two still sends that one). "cross": another site;
 * "same": this server's own origin (scheme, host and port: https://same-host on an http server is
 * another origin), or typed in the address bar; "unknown": none of the three.
 */
export function requestSite(c: Context): "same" | "cross" | "unknown" {
  const own = ownOrigin(c);
  const origin = c.req.header("origin");
  if (origin !== undefined) return origin !== "null" && origin === own ? "same" : "cross";
  const site = c.req.header("sec-fetch-site");
  // "none": typed in the address bar or opened from a bookmark, never another site.
  if (site) return site === "same-origin" || site === "none" ? "same" : "cross";
  const referer = c.req.header("referer");
  if (referer !== undefined) {
    try {
      return new URL(referer).origin === own ? "same" : "cross";
    } catch {
      return "cross";
    }
  }
  return "unknown";
}

/** True when the request comes from another site (`requestSite`). */
export const isCrossSite = (c: Context): boolean => requestSite(c) === "cross";

/**
 * State-changing calls must come from our own origin (OWASP ASVS: CSRF): every POST, and the
 * GETs of `stateChangingGets`. A request that tells nothing of where it comes from is taken only
 * without the session cookie (a script signing in); with the cookie it is refused, since the
 * cookie is what a forged request would abuse. See docs/behaviour/sign-in-and-session.md.
 */
export const sameOriginWrites: MiddlewareHandler = async (c, next) => {
  const safeMethod = c.req.method === "GET" || c.req.method === "HEAD" || c.req.method === "OPTIONS";
  if (safeMethod && !stateChangingGets.has(c.req.path.replace(/^\/api(?=\/)/, ""))) return next();
  const site = requestSite(c);
  if (site === "cross" || (site === "unknown" && getCookie(c, SESSION_COOKIE) !== undefined)) {
    return c.json({ errcode: FORBIDDEN_ORIGIN, errmsg: serverMessages.crossSite, result: null }, 403);
  }
  return next();
};

/** Every error answer (4xx, 5xx, 413 included) is kept by no cache: it may describe patient data. */
export const noStoreOnErrors: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.res.status >= 400) setOnAnswer(c, noStoreHeader);
};
