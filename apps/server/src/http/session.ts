/**
 * Sessions: an opaque token in an httpOnly, SameSite=Lax cookie; `sessions` keeps only its
 * SHA-256 (the session id), so a copy of the database signs nobody in.
 * One session per doctor (single-device login): a new login ends the older one and the kick
 * channel tells the older console at once.
 */
import { createHash, randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { Db } from "../db/store";
import { isSecure } from "./transport";

export const SESSION_COOKIE = "dc_session";
/** Spec §3: cookies last 1 day. */
export const SESSION_MAX_AGE_S = 24 * 60 * 60;

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;

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

/** The doctor behind the request's session cookie and the session's id, or null. */
export async function sessionDoctor(db: Db, c: Context): Promise<{ doctorId: number; sessionId: string } | null> {
  const token = getCookie(c, SESSION_COOKIE);
  if (!token || token.length > 100) return null;
  const sessionId = sessionIdOf(token);
  const { rows } = await db.query<{ doctor_id: number }>(
    "SELECT doctor_id FROM sessions WHERE token_hash = $1 AND created_at > now() - make_interval(secs => $2)",
    [sessionId, SESSION_MAX_AGE_S],
  );
  return rows[0] ? { doctorId: rows[0].doctor_id, sessionId } : null;
}

/** Ends the session of that id; answers whether it was still open. */
export async function endSession(db: Db, sessionId: string): Promise<boolean> {
  const { affectedRows } = await db.query("DELETE FROM sessions WHERE token_hash = $1", [sessionId]);
  return affectedRows > 0;
}
