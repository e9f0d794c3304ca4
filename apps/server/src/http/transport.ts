/**
 * What the connection says about a request: its scheme, its own origin and the client's address.
 *
 * The scheme comes from the socket (TLS or not), or from X-Forwarded-Proto / X-Forwarded-For when
 * the operator says a proxy is in front (`TRUST_PROXY=1`); never from the request line, where a
 * client may write any absolute `https://…` target. The origin is that scheme with the Host
 * header; the Origin check (security.ts) compares scheme, host and port with it.
 */
import type { IncomingMessage } from "node:http";
import type { TLSSocket } from "node:tls";
import type { Context } from "hono";

export interface Transport {
  /** A proxy in front sets X-Forwarded-Proto / -For (TRUST_PROXY=1); else they are ignored. */
  trustProxy: boolean;
}

const incomingOf = (c: Context): IncomingMessage | undefined => (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;

/** The last value of a comma-separated forwarding header (the one our own proxy appended). */
const lastOf = (value: string | undefined): string | undefined => value?.split(",").pop()?.trim() || undefined;

/** The setting of the app serving `c` (set by `transport` below). */
const settingOf = (c: Context): Transport => (c.get("transport" as never) as Transport | undefined) ?? { trustProxy: false };

/** Remembers the app's transport setting on every request. Mount first. */
export const transport =
  (setting: Transport) =>
  async (c: Context, next: () => Promise<void>): Promise<void> => {
    c.set("transport" as never, setting as never);
    await next();
  };

export function schemeOf(c: Context): "http" | "https" {
  if (settingOf(c).trustProxy) {
    const proto = lastOf(c.req.header("x-forwarded-proto"))?.toLowerCase();
    if (proto === "https" || proto === "http") return proto;
  }
  return (incomingOf(c)?.socket as TLSSocket | undefined)?.encrypted ? "https" : "http";
}

export const isSecure = (c: Context): boolean => schemeOf(c) === "https";

/** This server's origin as the client reached it (scheme, host, port), or null without a usable Host. */
export function ownOrigin(c: Context): string | null {
  const host = c.req.header("host") ?? new URL(c.req.url).host;
  if (!/^(?:[\w.-]+|\[[\da-f:.]+\])(?::\d{1,5})?$/i.test(host)) return null;
  return new URL(`${schemeOf(c)}://${host}`).origin;
}

/** The client's address: the socket's peer, or the proxy's X-Forwarded-For entry behind TRUST_PROXY. */
export function clientAddress(c: Context): string {
  if (settingOf(c).trustProxy) {
    const forwarded = lastOf(c.req.header("x-forwarded-for"));
    if (forwarded) return forwarded;
  }
  return incomingOf(c)?.socket?.remoteAddress ?? "local";
}
