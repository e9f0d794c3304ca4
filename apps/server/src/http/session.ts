/**
 * Sessions: an opaque token in an httpOnly, SameSite=Lax cookie; `sessions` keeps only its
 * SHA-256 (the session id), so a copy of the database signs nobody in.
 * One session per doctor (single-device login): a new login ends the older one and the kick
 * channel tells the older console at once.
 */
import { createHash, randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { availableParallelism } from "node:os";
import { promisify } from "node:util";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { Db } from "../db/store";
import { isSecure } from "./transport";

export const SESSION_COOKIE = "dc_session";
/** See docs/behaviour/sign-in-and-session.md#cookies-and-client-store: cookies last 1 day. */
export const SESSION_MAX_AGE_S = 24 * 60 * 60;

const scryptOnPool = promisify(scrypt) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;

/**
 * How many password hashes run at once: every core but one. A hash is about 45 ms of a core
 * (scrypt, on libuv's thread pool of 4); when a crowd signed in at once, four of them took both
 * cores of a small server and every page call waited behind them (docs/performance.md). The
 * others queue here; a sign-in waits a little longer, the pages do not.
 */
export const HASHES_AT_ONCE = Math.max(1, availableParallelism() - 1);
let hashing = 0;
const waitingToHash: (() => void)[] = [];

async function scryptAsync(password: string, salt: Buffer, keylen: number): Promise<Buffer> {
  if (hashing >= HASHES_AT_ONCE) await new Promise<void>((resolve) => waitingToHash.push(resolve));
  else hashing++;
  try {
    return await scryptOnPool(password, salt, keylen);
  } finally {
    // The slot passes to the next in line, or frees.
    const next = waitingToHash.shift();
    if (next) next();
    else hashing--;
  }
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, 32);
  return `scrypt$${salt.toString("base64")}$${key.toString("base64")}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [, salt, key] = stored.split("$");
  if (!salt || !key) return false;
  const expected = Buffer.from(key, "base64");
  const actual = await scryptAsync(password, Buffer.from(salt, "base64"), expected.length);
  return timingSafeEqual(actual, expected);
}

/** The session id kept in the database and used by the event channel: the token's SHA-256, hex. */
export const sessionIdOf = (token: string): string => createHash("sha256").update(token).digest("hex");

/** Creates the doctor's session, ending any older one; returns the new token and the ids of the sessions it ended. */
export async function startSession(db: Db, doctorId: number): Promise<{ token: string; ended: string[] }> {
  const token = randomBytes(32).toString("base64url");
  const ended = await db.transaction(async (tx) => {
    const old = await tx.query<{ token_hash: string }>("DELETE FROM sessions WHERE doctor_id = $1 RETURNING token_hash", [doctorId]);
    await tx.query("INSERT INTO sessions (token_hash, doctor_id) VALUES ($1, $2)", [sessionIdOf(token), doctorId]);
    return old.rows.map((r) => r.token_hash);
  });
  return { token, ended };
}

export function setSessionCookie(c: Context, token: string): void {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "Lax",
    secure: isSecure(c),
    path: "/",
    maxAge: SESSION_MAX_AGE_S,
  });
}

export function clearSessionCookie(c: Context): void {
  deleteCookie(c, SESSION_COOKIE, { path: "/" });
}

/** How long a server trusts a session it has looked up without asking the database again. */
export const SESSION_CACHE_MS = 5_000;

interface CachedSession {
  doctorId: number;
  /** Date.now() after which the database is asked again. */
  until: number;
}

/**
 * The sessions this process has looked up lately (one database query per request
 * was the largest single cost of a list call). An entry lives `ttlMs` at most, and never past
 * the session's own end; logout and a kick drop it at once, on every instance: the session's end
 * travels on the event channel (realtime.ts, NOTIFY across instances), which calls `drop`. What
 * the cache cannot hear of — a row deleted by hand in the database — is seen within `ttlMs`.
 * `ttlMs` 0 turns it off (SESSION_CACHE_MS in the environment).
 */
export class SessionCache {
  private readonly entries = new Map<string, CachedSession>();

  constructor(private readonly ttlMs = SESSION_CACHE_MS) {}

  get(sessionId: string): number | undefined {
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    if (entry.until > Date.now()) return entry.doctorId;
    this.entries.delete(sessionId);
    return undefined;
  }

  set(sessionId: string, doctorId: number, endsAt: number): void {
    if (this.ttlMs <= 0) return;
    // Bounded: past this many live sessions the oldest entry goes (Map keeps insertion order).
    if (this.entries.size >= 10_000) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(sessionId, { doctorId, until: Math.min(Date.now() + this.ttlMs, endsAt) });
  }

  drop(sessionId: string): void {
    this.entries.delete(sessionId);
  }
}

/** The doctor behind the request's session cookie and the session's id, or null. */
export async function sessionDoctor(deps: { db: Db; sessions: SessionCache }, c: Context): Promise<{ doctorId: number; sessionId: string } | null> {
  const token = getCookie(c, SESSION_COOKIE);
  if (!token || token.length > 100) return null;
  const sessionId = sessionIdOf(token);
  const doctorId = await openSessionDoctor(deps, sessionId);
  if (doctorId === null) return null;
  // For the access log and the audit trail (http/access-log.ts, audit.ts).
  c.set("doctorId", doctorId);
  return { doctorId, sessionId };
}

/** The doctor of that session while it is open (neither ended nor past SESSION_MAX_AGE_S), else null. */
export async function openSessionDoctor(deps: { db: Db; sessions: SessionCache }, sessionId: string): Promise<number | null> {
  const cached = deps.sessions.get(sessionId);
  if (cached !== undefined) return cached;
  const { rows } = await deps.db.query<{ doctor_id: number; ends_at: Date }>(
    "SELECT doctor_id, created_at + make_interval(secs => $2) AS ends_at FROM sessions WHERE token_hash = $1 AND created_at > now() - make_interval(secs => $2)",
    [sessionId, SESSION_MAX_AGE_S],
  );
  const row = rows[0];
  if (!row) return null;
  deps.sessions.set(sessionId, row.doctor_id, new Date(row.ends_at).getTime());
  return row.doctor_id;
}

/** Ends the session of that id; answers whether it was still open. */
export async function endSession(db: Db, sessionId: string): Promise<boolean> {
  const { affectedRows } = await db.query("DELETE FROM sessions WHERE token_hash = $1", [sessionId]);
  return affectedRows > 0;
}
