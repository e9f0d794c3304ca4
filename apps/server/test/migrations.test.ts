/**
 * Migrations: numbered SQL files applied in order under a lock, recorded in
 * `schema_migrations`. A database made by the previous release (schema of 0.1, no version table,
 * demo data and an open session in it) is upgraded in place and keeps its data and its session.
 */
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { migrate, migrations } from "../src/db/migrate";
import { pgliteThreadDb } from "../src/db/store";
import { seedIfEmpty } from "../src/demo/seed";
import { TODAY } from "./harness";

describe("migrations", () => {
  it("are numbered 1, 2, 3… and each is plain SQL", () => {
    const list = migrations();
    expect(list.map((m) => m.version)).toEqual(list.map((_, i) => i + 1));
    expect(list[0]!.name).toBe("initial");
  });

  it("upgrade a database of the previous release, keeping its rows and its open session", async () => {
    const db = await pgliteThreadDb();
    try {
      // 0.1 made its schema with CREATE TABLE IF NOT EXISTS and kept no version: exactly migration 1's SQL.
      await db.exec(migrations()[0]!.sql);
      const { rows: tables } = await db.query("SELECT 1 FROM information_schema.tables WHERE table_name = 'schema_migrations'");
      expect(tables).toEqual([]);
      await db.query("INSERT INTO hospitals (hospital_id, data) VALUES (1, '{}')");
      await db.query("INSERT INTO doctors (doctor_id, login_name, password_hash, hospital_id, data) VALUES (7, '13800000007', 'x', 1, '{}')");
      await db.query("INSERT INTO sessions (token, doctor_id) VALUES ('old-release-token', 7)");

      const applied = await migrate(db);
      expect(applied).toEqual(migrations().map((m) => m.version));
      const { rows: sessions } = await db.query<{ token_hash: string; doctor_id: number }>("SELECT token_hash, doctor_id FROM sessions");
      expect(sessions).toEqual([{ token_hash: createHash("sha256").update("old-release-token").digest("hex"), doctor_id: 7 }]);
      const { rows: versions } = await db.query<{ version: number }>("SELECT version FROM schema_migrations ORDER BY version");
      expect(versions.map((v) => v.version)).toEqual(migrations().map((m) => m.version));

      // Again: nothing left to do.
      expect(await migrate(db)).toEqual([]);
      // The upgraded database serves the app as a new one does: seeding finds the doctor there.
      expect(await seedIfEmpty(db, TODAY)).toBe(false);
    } finally {
      await db.close();
    }
  });

  it("refuses a database newer than the server, changing nothing", async () => {
    const db = await pgliteThreadDb();
    try {
      await migrate(db);
      await db.query("INSERT INTO schema_migrations (version, name) VALUES (999, 'future')");
      await expect(migrate(db)).rejects.toThrow(/version 999, newer than this server knows/);
    } finally {
      await db.close();
    }
  });

  it("apply all or nothing: a failing migration leaves the database at its version", async () => {
    const db = await pgliteThreadDb();
    try {
      await migrate(db, 1);
      await db.exec("CREATE INDEX sessions_doctor ON qr_codes (uuid)"); // takes the name migration 2 creates
      await expect(migrate(db)).rejects.toThrow();
      const { rows } = await db.query<{ version: number }>("SELECT version FROM schema_migrations");
      expect(rows.map((r) => r.version)).toEqual([1]);
      const { rows: columns } = await db.query("SELECT 1 FROM information_schema.columns WHERE table_name = 'sessions' AND column_name = 'token'");
      expect(columns).toHaveLength(1);
    } finally {
      await db.close();
    }
  });
});
