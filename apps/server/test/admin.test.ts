/**
 * The operator's commands as they are typed (docs/deployment.md): `pnpm accounts`, `pnpm
 * audit-log export`, `pnpm backup` / `pnpm restore`, each a process of its own running cli.ts
 * (compiled once per run: support/admin-cli.ts), against a running server on a temp DATA_DIR (the
 * server answers over its admin socket), and against the folder with no server running.
 * Passwords go in on stdin and appear in no output.
 */
import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDb } from "../src/db/store";
import { runAdmin } from "./support/admin-cli";
import { startInstance, type Instance } from "./support/instance";
import { seededDataDir } from "./support/seeded-data-dir";

const dirs: string[] = [];
const instances: Instance[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "dc-admin-"));
  dirs.push(dir);
  return dir;
};
afterAll(async () => {
  for (const i of instances) await i.stop();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const run = runAdmin;

const login = async (url: string, account: string, password: string) => {
  const answer = await fetch(`${url}/api/management/login`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: url },
    body: new URLSearchParams({ usersname: account, password }),
  });
  return { errcode: ((await answer.json()) as { errcode: number }).errcode, cookie: (answer.headers.get("set-cookie") ?? "").split(";")[0]! };
};

/** Every file below `dir` with its SHA-256. */
function tree(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else out[relative(dir, path)] = createHash("sha256").update(readFileSync(path)).digest("hex");
    }
  };
  walk(dir);
  return out;
}

describe("accounts and the audit trail, with the server running (production: no demo data)", () => {
  const dataDir = tempDir();
  const env = { DATA_DIR: dataDir };
  const secret = "Secret-pass-2026";
  let server: Instance;

  it("adds a doctor with the password from stdin; the doctor signs in; nothing prints the password", async () => {
    server = await startInstance({ ...env, DEMO_DATA: "0" }, { compiled: true });
    instances.push(server);
    const added = await run(["accounts", "add", "--account", "13900000001", "--name", "赵医生", "--hospital", "市第一医院", "--department", "临床营养科"], env, `${secret}\n`);
    expect(added.err).toBe("");
    expect(added.code).toBe(0);
    expect(added.out + added.err).not.toContain(secret);
    const listed = await run(["accounts", "list"], env);
    expect(listed.out).toMatch(/13900000001\t1001\t赵医生\t市第一医院\t临床营养科\tactive/);

    const signedIn = await login(server.url, "13900000001", secret);
    expect(signedIn.errcode).toBe(0);
    // The reference data is there without the demo: the profile's cascaders.
    const areas = (await fetch(`${server.url}/api/areas`, { headers: { cookie: signedIn.cookie } }).then((r) => r.json())) as { errcode: number; result: unknown[] };
    expect(areas.errcode).toBe(0);
    expect(areas.result.length).toBeGreaterThan(0);
    expect(server.output()).not.toContain(secret);
  }, 180_000);

  it("refuses a short password and a taken account, writing nothing", async () => {
    const short = await run(["accounts", "add", "--account", "13900000002", "--name", "钱医生"], env, "short\n");
    expect(short.code).toBe(1);
    const taken = await run(["accounts", "add", "--account", "13900000001", "--name", "重复"], env, `${secret}\n`);
    expect(taken.code).toBe(1);
    expect(taken.err).toContain("exists");
    expect((await run(["accounts", "list"], env)).out.trim().split("\n")).toHaveLength(1);
  }, 180_000);

  it("disable ends the doctor's session at once and refuses their sign-in; reset-password lets a new password in", async () => {
    const { cookie } = await login(server.url, "13900000001", secret);
    const profile = () => fetch(`${server.url}/api/management/message`, { headers: { cookie } }).then((r) => r.status);
    expect(await profile()).toBe(200);
    const disabled = await run(["accounts", "disable", "13900000001"], env);
    expect(disabled.code).toBe(0);
    expect(await profile()).toBe(401);
    expect((await login(server.url, "13900000001", secret)).errcode).not.toBe(0);
    expect((await run(["accounts", "list"], env)).out).toContain("disabled");

    expect((await run(["accounts", "enable", "13900000001"], env)).code).toBe(0);
    const reset = await run(["accounts", "reset-password", "13900000001"], env, "Another-pass-99\n");
    expect(reset.code).toBe(0);
    expect(reset.out + reset.err).not.toContain("Another-pass-99");
    expect((await login(server.url, "13900000001", secret)).errcode).not.toBe(0);
    expect((await login(server.url, "13900000001", "Another-pass-99")).errcode).toBe(0);
  }, 180_000);

  it("audit-log export prints JSON lines of sign-ins, failed sign-ins, reads and account changes, by doctor", async () => {
    const { cookie } = await login(server.url, "13900000001", "Another-pass-99");
    await fetch(`${server.url}/api/management/patients?state=0&page=1`, { headers: { cookie } });
    await new Promise((r) => setTimeout(r, 300));
    const exported = await run(["audit-log", "export", "--since", "2020-01-01", "--doctor", "13900000001"], env);
    expect(exported.code).toBe(0);
    const rows = exported.out
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as { action: string; what: string; account: string | null; actor: string | null; address: string | null; at: string });
    const actions = rows.map((r) => `${r.action}:${r.what}`);
    expect(actions).toContain("account:accounts.add");
    expect(actions).toContain("account:accounts.disable");
    expect(actions).toContain("kick:accounts.disable");
    expect(actions).toContain("account:accounts.reset-password");
    expect(actions).toContain("sign-in:login");
    expect(actions).toContain("sign-in-failed:login");
    expect(actions).toContain("read:listOrders");
    expect(rows.find((r) => r.what === "listOrders")).toMatchObject({ account: "13900000001", address: "127.0.0.1" });
    expect(exported.out).not.toContain("Another-pass-99");
    // Since tomorrow: nothing.
    const later = await run(["audit-log", "export", "--since", new Date(Date.now() + 86_400_000).toISOString()], env);
    expect(later.out).toBe("");
  }, 180_000);

  it("the audit table refuses UPDATE and DELETE of a recent row (append-only)", async () => {
    const db = await openDb({});
    try {
      await db.query("INSERT INTO audit_log (doctor_id, action, what) VALUES (1, 'read', 'listOrders')");
      await expect(db.query("UPDATE audit_log SET what = 'x'")).rejects.toThrow(/append-only/);
      await expect(db.query("DELETE FROM audit_log")).rejects.toThrow(/append-only/);
      await expect(db.exec("TRUNCATE audit_log")).rejects.toThrow(/append-only/);
      // Pruning lets through only rows past the retention.
      await db.query("INSERT INTO audit_log (at, doctor_id, action, what) VALUES (now() - interval '200 days', 1, 'read', 'old')");
      const { AuditLog } = await import("../src/audit");
      expect(await new AuditLog(db).prune()).toBe(1);
      const { rows } = await db.query<{ what: string }>("SELECT what FROM audit_log");
      expect(rows.map((r) => r.what)).toEqual(["listOrders"]);
    } finally {
      await db.close();
    }
  }, 120_000);
});

describe("backup and restore (demo data)", () => {
  // A folder of demo data made before (support/seeded-data-dir.ts): the backup is of a folder in use, not of a first start.
  let dataDir = "";
  const restoredDir = tempDir();
  const backupFile = join(tempDir(), "backup.dcb");

  it("backs up while the server runs, restores into an empty folder, and the restored server has the same data and files", async () => {
    dataDir = await seededDataDir("dc-admin-");
    dirs.push(dataDir);
    const server = await startInstance({ DATA_DIR: dataDir }, { compiled: true });
    instances.push(server);
    const { cookie } = await login(server.url, "13800138000", "doctor123");
    const orders = async (url: string, c: string) => (await fetch(`${url}/api/management/patients?state=0&page=1`, { headers: { cookie: c } }).then((r) => r.json())) as unknown;
    const before = await orders(server.url, cookie);

    const backup = await run(["backup", backupFile], { DATA_DIR: dataDir });
    expect(backup.err).toBe("");
    expect(backup.code).toBe(0);
    expect(statSync(backupFile).size).toBeGreaterThan(0);

    // Restore refuses a folder in use / not empty.
    const refused = await run(["restore", backupFile], { DATA_DIR: dataDir });
    expect(refused.code).not.toBe(0);

    const restored = await run(["restore", backupFile], { DATA_DIR: restoredDir });
    expect(restored.err).toBe("");
    expect(restored.code).toBe(0);
    expect(tree(join(restoredDir, "files"))).toEqual(tree(join(dataDir, "files")));

    const second = await startInstance({ DATA_DIR: restoredDir }, { compiled: true });
    instances.push(second);
    expect(second.output()).not.toContain("demo data seeded");
    const again = await login(second.url, "13800138000", "doctor123");
    expect(again.errcode).toBe(0);
    expect(await orders(second.url, again.cookie)).toEqual(before);
    // The audit trail came along.
    const exported = await run(["audit-log", "export", "--since", "2020-01-01", "--doctor", "13800138000"], { DATA_DIR: restoredDir });
    expect(exported.out).toContain('"sign-in"');
  }, 300_000);

  it("backs up and restores with no server running too", async () => {
    for (const i of instances.splice(0)) await i.stop();
    const file = join(tempDir(), "offline.dcb");
    const backup = await run(["backup", file], { DATA_DIR: dataDir });
    expect(backup.code).toBe(0);
    const target = tempDir();
    expect((await run(["restore", file], { DATA_DIR: target })).code).toBe(0);
    expect(tree(join(target, "files"))).toEqual(tree(join(dataDir, "files")));
    const listed = await run(["accounts", "list"], { DATA_DIR: target });
    expect(listed.out).toContain("13800138000");
  }, 300_000);
});
