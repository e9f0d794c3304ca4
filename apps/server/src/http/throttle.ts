/**
 * Throttling (OWASP ASVS V2.2; see docs/deployment.md), kept in the database (`throttle`) so that every instance behind a load
 * balancer counts together. A key (e.g. `login:<account>@<address>`) collects hits within a
 * window; at `limit` hits it is blocked, each block twice as long as the one before (up to
 * `maxBlockMs`), and the caller answers HTTP 429 with Retry-After and errmsg
 * 操作过于频繁，请稍后再试 (domain's catalogue).
 */
import type { Context } from "hono";
import { serverMessages } from "@doctor-console/domain";
import type { Db } from "../db/store";

export interface ThrottleRule {
  /** Hits within `windowMs` that block the key. */
  limit: number;
  windowMs: number;
  /** The first block; each next one doubles. */
  blockMs: number;
  maxBlockMs: number;
}

export const throttleRules = {
  /** Wrong passwords for one account from one address: blocked at the 5th, 1 min, then 2, 4… up to 1 h. */
  password: { limit: 5, windowMs: 15 * 60_000, blockMs: 60_000, maxBlockMs: 60 * 60_000 },
  /**
   * Wrong passwords from one address, whatever the accounts (password spraying): blocked at the
   * 20th within 15 min, 15 min, then 30… up to 1 h. A hospital behind one address mistypes far less.
   */
  passwordFromAddress: { limit: 20, windowMs: 15 * 60_000, blockMs: 15 * 60_000, maxBlockMs: 60 * 60_000 },
  /**
   * Wrong passwords for one account, whatever the addresses (guessing spread over many): blocked
   * at the 10th within 15 min, 15 min, then 30… up to 1 h; the doctor's right password is refused
   * too while it lasts, and works after.
   */
  passwordForAccount: { limit: 10, windowMs: 15 * 60_000, blockMs: 15 * 60_000, maxBlockMs: 60 * 60_000 },
  /** New QR codes (`/valicode`) per address: 20 a minute (a console asks one each 2 minutes). */
  qrCode: { limit: 20, windowMs: 60_000, blockMs: 60_000, maxBlockMs: 15 * 60_000 },
  /** QR confirmations per address (the phone's page): 20 a minute, right or wrong. */
  qrConfirm: { limit: 20, windowMs: 60_000, blockMs: 60_000, maxBlockMs: 15 * 60_000 },
} satisfies Record<string, ThrottleRule>;

/** Errcode of the 429 envelope: the HTTP status. */
export const THROTTLED = 429;

export class Throttle {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  /** Seconds the key is still blocked for (0: not blocked). Writes nothing. */
  async blocked(key: string): Promise<number> {
    const { rows } = await this.db.query<{ blocked_until: Date | null }>("SELECT blocked_until FROM throttle WHERE key = $1", [key]);
    return secondsUntil(rows[0]?.blocked_until ?? null, this.now());
  }

  /** Counts one hit; answers the seconds the key is now blocked for (0: not blocked). */
  async hit(key: string, rule: ThrottleRule): Promise<number> {
    const now = this.now();
    return this.db.transaction(async (tx) => {
      await tx.query("INSERT INTO throttle (key, window_start) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING", [key, now]);
      const { rows } = await tx.query<{ hits: number; window_start: Date; strikes: number; blocked_until: Date | null }>(
        "SELECT hits, window_start, strikes, blocked_until FROM throttle WHERE key = $1 FOR UPDATE",
        [key],
      );
      const row = rows[0]!;
      const blocked = secondsUntil(row.blocked_until, now);
      if (blocked > 0) return blocked;
      const fresh = now.getTime() - row.window_start.getTime() >= rule.windowMs;
      // A block served in full is forgiven after a quiet window; strikes count the blocks in a row.
      const strikes = fresh && (!row.blocked_until || now.getTime() - row.blocked_until.getTime() >= rule.windowMs) ? 0 : row.strikes;
      const hits = (fresh ? 0 : row.hits) + 1;
      if (hits < rule.limit) {
        await tx.query("UPDATE throttle SET hits = $2, window_start = $3, strikes = $4 WHERE key = $1", [key, hits, fresh ? now : row.window_start, strikes]);
        return 0;
      }
      const until = new Date(now.getTime() + Math.min(rule.blockMs * 2 ** strikes, rule.maxBlockMs));
      await tx.query("UPDATE throttle SET hits = 0, window_start = $2, strikes = $3, blocked_until = $4 WHERE key = $1", [key, now, strikes + 1, until]);
      return secondsUntil(until, now);
    });
  }

  /**
   * Counts one hit in a fixed window, in one statement (a chat message must not wait on a
   * transaction): at most `limit` hits per `windowMs`; answers the seconds until the window ends
   * when this hit is over the limit (0: allowed). For frequent, harmless calls (chat sends);
   * guesses of secrets keep `hit`, whose blocks grow.
   */
  async count(key: string, limit: number, windowMs: number): Promise<number> {
    const now = this.now();
    const { rows } = await this.db.query<{ hits: number; window_start: Date }>(
      `INSERT INTO throttle (key, hits, window_start) VALUES ($1, 1, $2)
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN throttle.window_start <= $3 THEN 1 ELSE throttle.hits + 1 END,
         window_start = CASE WHEN throttle.window_start <= $3 THEN $2 ELSE throttle.window_start END
       RETURNING hits, window_start`,
      [key, now, new Date(now.getTime() - windowMs)],
    );
    const row = rows[0]!;
    if (row.hits <= limit) return 0;
    return Math.max(1, Math.ceil((new Date(row.window_start).getTime() + windowMs - now.getTime()) / 1000));
  }

  /** The longest block of several keys, in seconds (0: none blocked). */
  async blockedAny(keys: readonly string[]): Promise<number> {
    const { rows } = await this.db.query<{ blocked_until: Date | null }>("SELECT max(blocked_until) AS blocked_until FROM throttle WHERE key = ANY($1::text[])", [keys]);
    return secondsUntil(rows[0]?.blocked_until ?? null, this.now());
  }

  /** Forgets the key (a right password). */
  async clear(key: string): Promise<void> {
    await this.db.query("DELETE FROM throttle WHERE key = $1", [key]);
  }

  /** Housekeeping: keys idle for a day. */
  async prune(): Promise<void> {
    await this.db.query("DELETE FROM throttle WHERE window_start < $1 AND (blocked_until IS NULL OR blocked_until < $1)", [new Date(this.now().getTime() - 24 * 3600_000)]);
  }
}

function secondsUntil(until: Date | null, now: Date): number {
  return until && until > now ? Math.ceil((until.getTime() - now.getTime()) / 1000) : 0;
}

/** The 429 answer: the catalogue's message in the envelope, Retry-After in seconds. */
export function throttled(c: Context, retryAfterS: number): Response {
  c.header("Retry-After", String(retryAfterS));
  return c.json({ errcode: THROTTLED, errmsg: serverMessages.tooManyRequests, result: null }, 429);
}

/** Thrown by a handler to answer 429 (the router turns it into `throttled`). */
export class ThrottledError extends Error {
  constructor(readonly retryAfterS: number) {
    super(serverMessages.tooManyRequests);
  }
}
