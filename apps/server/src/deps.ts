import type { Db } from "./db/store";
import { loadKeys, type ServerKeys } from "./db/keys";
import { Channel } from "./realtime";
import { SESSION_CACHE_MS, SessionCache } from "./http/session";
import { Throttle } from "./http/throttle";
import { AuditLog } from "./audit";
import { ProductLibraries, SEARCH_CACHE_MS } from "./product-libraries";

/** What every handler may use. `now` is injectable so tests pin the clock. */
export interface Deps {
  db: Db;
  /** Folder for uploads and generated PDFs. */
  filesDir: string;
  channel: Channel;
  /** Counters of the throttle (shared by every instance on the database). */
  throttle: Throttle;
  /** Sessions looked up lately (dropped on logout and kick, on every instance). */
  sessions: SessionCache;
  /** Signing keys of QR tags and preview links (shared by every instance on the database). */
  keys: ServerKeys;
  /** The audit trail (audit.ts). */
  audit: AuditLog;
  /** Product libraries as searches read them, kept a few seconds (product-libraries.ts). */
  libraries: ProductLibraries;
  now: () => Date;
}

/**
 * The dependencies of a server on `db`: on PostgreSQL the event channel goes through the
 * database (NOTIFY), so that every instance hears of events and ended sessions.
 */
export async function createDeps(db: Db, options: { filesDir: string; now?: () => Date; sessionCacheMs?: number; searchCacheMs?: number }): Promise<Deps> {
  const now = options.now ?? (() => new Date());
  const channel = new Channel();
  if (db.kind === "postgres") await channel.connect(db);
  const sessions = new SessionCache(options.sessionCacheMs ?? SESSION_CACHE_MS);
  channel.onSessionEnd((sessionId) => sessions.drop(sessionId));
  return { db, filesDir: options.filesDir, channel, throttle: new Throttle(db, now), sessions, keys: await loadKeys(db), audit: new AuditLog(db), libraries: new ProductLibraries(options.searchCacheMs ?? SEARCH_CACHE_MS), now };
}
