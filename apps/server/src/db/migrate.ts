/**
 * Schema migrations: the numbered SQL files of `migrations/` (`NNN_what.sql`), applied in order at
 * start, each recorded in `schema_migrations`. All of it runs in one transaction under an advisory
 * lock, so of several servers starting together on one PostgreSQL one migrates and the others
 * wait and find nothing left to do; a failing migration leaves the database as it was.
 *
 * A release changes the schema only by adding a file; a file once released is never edited.
 */
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Db } from "./queryable";

const folder = fileURLToPath(new URL("./migrations/", import.meta.url));
/** Advisory-lock key of schema changes (and seeding): any constant the app uses for nothing else. */
export const SCHEMA_LOCK = 7_240_001;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** The migrations of this release, in order; numbering must run 1, 2, 3… without gaps. */
export function migrations(): Migration[] {
  const list = readdirSync(folder)
    .map((file) => /^(\d{3})_([\w-]+)\.sql$/.exec(file))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ version: Number(m[1]), name: m[2]!, sql: readFileSync(folder + m[0], "utf8") }))
    .sort((a, b) => a.version - b.version);
  list.forEach((m, i) => {
    if (m.version !== i + 1) throw new Error(`migrations: expected version ${i + 1}, found ${m.version} (${m.name})`);
  });
  return list;
}

/** Applies the migrations the database lacks (up to `target`, default all); answers the versions applied. */
export async function migrate(db: Db, target = Number.POSITIVE_INFINITY): Promise<number[]> {
  const all = migrations().filter((m) => m.version <= target);
  return db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock($1)", [SCHEMA_LOCK]);
    await tx.exec("CREATE TABLE IF NOT EXISTS schema_migrations (version int PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())");
    const { rows } = await tx.query<{ version: number }>("SELECT version FROM schema_migrations ORDER BY version");
    const done = new Set(rows.map((r) => r.version));
    const newest = Math.max(0, ...done);
    if (newest > migrations().length) {
      throw new Error(`database schema is version ${newest}, newer than this server knows (${migrations().length}): upgrade the server`);
    }
    const applied: number[] = [];
    for (const m of all) {
      if (done.has(m.version)) continue;
      await tx.exec(m.sql);
      await tx.query("INSERT INTO schema_migrations (version, name) VALUES ($1, $2)", [m.version, m.name]);
      applied.push(m.version);
    }
    return applied;
  });
}
