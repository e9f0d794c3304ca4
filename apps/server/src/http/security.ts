/**
 * Web security for a cookie-session app (OWASP ASVS): security headers on every answer,
 * cross-site refusal of state-changing calls, no-store on API answers (they carry patient data).
 */
import type { MiddlewareHandler } from "hono";
import { FORBIDDEN_ORIGIN } from "./envelope";

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

export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  c.header("Content-Security-Policy", contentSecurityPolicy);
  c.header("X-Content-Type-Options", "nosniff");
  c.header("X-Frame-Options", "DENY");
  c.header("Referrer-Policy", "same-origin");
  c.header("Cross-Origin-Opener-Policy", "same-origin");
  c.header("Permissions-Policy", "camera=(self), microphone=(self), geolocation=()");
};

/** No caching of API answers: they carry patient data. */
export const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.header("Cache-Control", "no-store");
};

/** State-changing calls must come from our own origin (Sec-Fetch-Site, else Origin). */
export const sameOriginWrites: MiddlewareHandler = async (c, next) => {
  if (c.req.method === "GET" || c.req.method === "HEAD" || c.req.method === "OPTIONS") return next();
  const site = c.req.header("sec-fetch-site");
  const origin = c.req.header("origin");
  const host = c.req.header("host");
  const crossSite = site ? site !== "same-origin" && site !== "none" : origin !== undefined && origin !== "null" ? new URL(origin).host !== host : false;
  if (crossSite || origin === "null") {
    return c.json({ errcode: FORBIDDEN_ORIGIN, errmsg: "拒绝跨站请求", result: null }, 403);
  }
  return next();
};
