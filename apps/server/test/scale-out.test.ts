/**
 * Scale-out on PostgreSQL: a real PostgreSQL (support/postgres.ts) and two server
 * processes on it (DATABASE_URL, one shared FILES_DIR, TRUST_PROXY=1 as behind a load balancer),
 * started together: migrated and seeded once; a login on A works on B; a login on B kicks A's
 * console (LISTEN/NOTIFY) and closes its stream; a logout on A ends the session B had cached; the
 * throttle counts across both; a QR code made on A is confirmed and collected on B; a preview link
 * signed on A opens on B (one signing key, in the database); a chat message sent to one instance
 * reaches the other side's stream on the other.
 * Ports: free ones (PostgreSQL on one found free, the servers on ones they pick); SCALE_OUT_PORT_BASE=N
 * takes N, N+1, N+2.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EVENTS_PATH } from "@doctor-console/api/contract";
import { serverMessages } from "@doctor-console/domain";
import { migrations } from "../src/db/migrate";
import { throttleRules } from "../src/http/throttle";
import { SESSION_COOKIE } from "../src/http/session";
import { startPostgres, type TestPostgres } from "./support/postgres";
import { runAdmin } from "./support/admin-cli";
import { startInstance, type Instance } from "./support/instance";

let postgres: TestPostgres;
let a: Instance;
let b: Instance;
const filesDir = mkdtempSync(join(tmpdir(), "dc-shared-files-"));
const dataDir = mkdtempSync(join(tmpdir(), "dc-scale-data-"));

const base = process.env.SCALE_OUT_PORT_BASE ? Number(process.env.SCALE_OUT_PORT_BASE) : undefined;
const ports = base ? { postgres: base, a: String(base + 1), b: String(base + 2) } : { postgres: undefined, a: undefined, b: undefined };

beforeAll(async () => {
  postgres = await startPostgres(ports.postgres);
  const env = { DATABASE_URL: postgres.url, FILES_DIR: filesDir, DATA_DIR: dataDir, TRUST_PROXY: "1", DEMO_DATA: "1" };
  [a, b] = await Promise.all([startInstance(ports.a ? { ...env, PORT: ports.a } : env, { compiled: true }), startInstance(ports.b ? { ...env, PORT: ports.b } : env, { compiled: true })]);
}, 240_000);
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await postgres?.stop();
  rmSync(filesDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

const login = async (server: Instance, account: string, password = "doctor123", address = "10.1.0.1") => {
  const response = await fetch(`${server.url}/api/management/login`, {
    method: "POST",
    headers: { "x-forwarded-for": address },
    body: new URLSearchParams({ usersname: account, password }),
  });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`))?.split(";")[0];
  return { status: response.status, body: (await response.json()) as { errcode: number; errmsg: string }, cookie, response };
};

describe("two servers on one PostgreSQL", () => {
  it("migrated and seeded it once, though started together", async () => {
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    try {
      const versions = await client.query("SELECT version FROM schema_migrations ORDER BY version");
      expect(versions.rows.map((r: { version: number }) => r.version)).toEqual(migrations().map((m) => m.version));
      const doctors = await client.query("SELECT count(*)::int AS n FROM doctors");
      expect(doctors.rows[0].n).toBe(3);
    } finally {
      await client.end();
    }
  });

  it("accounts on PostgreSQL: added by the command (password on stdin), signed in on A; disabled, its session ends on B as soon as B hears the database's NOTIFY (within 2 s)", async () => {
    const env = { DATABASE_URL: postgres.url };
    const secret = "Pg-secret-2026";
    const added = await runAdmin(["accounts", "add", "--account", "13900000009", "--name", "孙医生"], env, `${secret}\n`);
    expect(added.code, added.err).toBe(0);
    expect(added.out + added.err).not.toContain(secret);
    expect((await runAdmin(["accounts", "list"], env)).out).toMatch(/13900000009\t\d+\t孙医生/);
    const { body, cookie } = await login(a, "13900000009", secret, "10.1.0.9");
    expect(body.errcode).toBe(0);
    const profile = () => fetch(`${b.url}/api/management/message`, { headers: { cookie: cookie! } }).then((r) => r.status);
    expect(await profile()).toBe(200);
    expect((await runAdmin(["accounts", "disable", "13900000009"], env)).code).toBe(0);
    // B's session cache drops the session when B hears the NOTIFY, which arrives a moment after
    // the command's commit: on a loaded machine the first request may come before it.
    await expect.poll(profile, { timeout: 2_000, interval: 25 }).toBe(401);
    expect((await login(b, "13900000009", secret, "10.1.0.9")).body.errcode).not.toBe(0);
  }, 120_000);

  it("a session made on A works on B", async () => {
    const { body, cookie } = await login(a, "13800138001");
    expect(body.errcode).toBe(0);
    const profile = await fetch(`${b.url}/api/management/message`, { headers: { cookie: cookie! } });
    expect(((await profile.json()) as { errcode: number; result: { doctor: { doctorName: string } } }).result.doctor.doctorName).toBe("李静怡");
  });

  it("a login on B kicks the console whose event stream A holds, and closes it", async () => {
    const first = await login(a, "13800138002");
    const stream = await fetch(`${a.url}/api${EVENTS_PATH}`, { headers: { cookie: first.cookie! } });
    expect(stream.status).toBe(200);
    const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = "";
    const read = (async () => {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return text;
        text += value;
      }
    })();
    while (!text.includes("event: ready")) await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await login(b, "13800138002")).body.errcode).toBe(0);
    const all = await Promise.race([read, new Promise<string>((_, reject) => setTimeout(() => reject(new Error(`stream not closed: ${text}`)), 10_000))]);
    expect(all).toMatch(/event: kicked\ndata: \{"type":"kicked","code":"kicked"\}/);
  });

  it("counts wrong passwords on both: failures on A and B block the account on both", async () => {
    const address = "10.1.9.9";
    for (let i = 0; i < throttleRules.password.limit; i++) await login(i % 2 === 0 ? a : b, "13800138000", "wrong-password", address);
    for (const server of [a, b]) {
      const blocked = await login(server, "13800138000", "doctor123", address);
      expect(blocked.status).toBe(429);
      expect(blocked.body.errmsg).toBe(serverMessages.tooManyRequests);
      expect(Number(blocked.response.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    expect((await login(b, "13800138000", "doctor123", "10.1.9.10")).body.errcode).toBe(0);
  });

  it("serves a file uploaded through A from B (one FILES_DIR)", async () => {
    const { cookie } = await login(a, "13800138001", "doctor123", "10.1.0.2");
    const data = new FormData();
    const png = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000000000500010d0a2db40000000049454e44ae426082", "hex");
    data.append("imagePath", new Blob([new Uint8Array(png)]), "a.png");
    const uploaded = (await (await fetch(`${a.url}/api/management/photo`, { method: "POST", headers: { cookie: cookie!, "sec-fetch-site": "same-origin" }, body: data })).json()) as { result: { url: string } };
    const served = await fetch(`${b.url}${uploaded.result.url}`, { headers: { cookie: cookie! } });
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png);
  });

  it("a logout on A ends the session on B at once, though B had just looked it up", async () => {
    const { cookie } = await login(a, "13800138001", "doctor123", "10.1.0.3");
    const profile = () => fetch(`${b.url}/api/management/message`, { headers: { cookie: cookie! } }).then((r) => r.json() as Promise<{ errcode: number }>);
    expect((await profile()).errcode).toBe(0);
    const out = await fetch(`${a.url}/api/management/login`, { headers: { cookie: cookie!, "sec-fetch-site": "same-origin" } });
    expect(((await out.json()) as { errcode: number }).errcode).toBe(0);
    // B trusts a session it looked up for up to 5 s; the end of this one reaches it by NOTIFY well before.
    const started = Date.now();
    let errcode = (await profile()).errcode;
    while (errcode === 0 && Date.now() - started < 5000) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      errcode = (await profile()).errcode;
    }
    expect(errcode).toBe(401);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("a QR code made on A is confirmed and collected on B", async () => {
    const made = await fetch(`${a.url}/api/valicode`, { headers: { "x-forwarded-for": "10.1.0.4" } });
    const binding = made.headers.getSetCookie().find((c) => c.startsWith("dc_qr="))!.split(";")[0]!;
    const { result } = (await made.json()) as { result: { uuid: string } };
    const confirm = await fetch(`${b.url}/qr/confirm`, {
      method: "POST",
      headers: { "x-forwarded-for": "10.1.0.5" },
      body: new URLSearchParams({ uuid: result.uuid, account: "13800138002", password: "doctor123" }),
    });
    expect(confirm.status).toBe(200);
    expect(await confirm.text()).toContain("已确认登录");
    const collected = await fetch(`${b.url}/api/valicode/${result.uuid}`, { headers: { cookie: binding, "x-forwarded-for": "10.1.0.4" } });
    const body = (await collected.json()) as { errcode: number; result: { doctorName?: string } };
    expect(body.errcode).toBe(0);
    expect(collected.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE}=`))).toBe(true);
  });

  it("a preview link signed on A opens on B", async () => {
    const { cookie } = await login(a, "13800138000", "doctor123", "10.1.0.6");
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    const { rows } = await client
      .query<{ article_id: number; title: string }>(
        "SELECT article_id, data->>'title' AS title FROM articles WHERE doctor_id = (SELECT doctor_id FROM doctors WHERE login_name = '13800138000') ORDER BY article_id LIMIT 1",
      )
      .finally(() => client.end());
    const article = rows[0]!;
    const signed = await fetch(`${a.url}/api/management/articles/${article.article_id}/preview`, { headers: { cookie: cookie! } });
    const { result } = (await signed.json()) as { result: { url: string } };
    const link = new URL(result.url);
    expect(link.port).toBe(new URL(a.url).port);
    const opened = await fetch(`${b.url}${link.pathname}${link.search}`);
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain(article.title.replaceAll("&", "&amp;"));
    // A forged signature does not open anywhere.
    const forged = await fetch(`${b.url}${link.pathname}${link.search.replace(/s=[^&]+/, "s=AAAA")}`);
    expect(forged.status).toBe(410);
  });

  it("chat across instances: the patient page on B hears the doctor's message sent to A, and the doctor's console on A hears the patient's reply sent to B", async () => {
    const { cookie } = await login(a, "13800138000", "doctor123", "10.1.0.7");
    const signed = await fetch(`${a.url}/api/management/chat/conversations/10018/patient-link`, { headers: { cookie: cookie! } });
    const link = new URL(((await signed.json()) as { result: { url: string } }).result.url);
    const read = async (url: string, headers: Record<string, string>) => {
      const response = await fetch(url, { headers });
      expect(response.status).toBe(200);
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      let text = "";
      void (async () => {
        for (;;) {
          const { value, done } = await reader.read().catch(() => ({ value: "", done: true }));
          if (done) return;
          text += value;
        }
      })();
      return { text: () => text, close: () => reader.cancel() };
    };
    const until = async (what: () => boolean, label: string) => {
      const started = Date.now();
      while (!what()) {
        if (Date.now() - started > 5000) throw new Error(`not heard: ${label}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    const doctorStream = await read(`${a.url}/api${EVENTS_PATH}`, { cookie: cookie! });
    const patientStream = await read(`${b.url}${link.pathname}/events${link.search}`, {});
    try {
      await until(() => doctorStream.text().includes("event: ready") && patientStream.text().includes("event: ready"), "ready");
      const sent = await fetch(`${a.url}/api/management/chat/conversations/10018/messages`, {
        method: "POST",
        headers: { cookie: cookie!, "sec-fetch-site": "same-origin", "content-type": "application/json" },
        body: JSON.stringify({ clientId: "scale-out-doctor-1", kind: "text", text: "请明早空腹抽血。" }),
      });
      expect(((await sent.json()) as { errcode: number }).errcode).toBe(0);
      await until(() => patientStream.text().includes("请明早空腹抽血。"), "the doctor's message on B");
      const reply = await fetch(`${b.url}${link.pathname}/messages${link.search}`, {
        method: "POST",
        headers: { origin: b.url, "content-type": "application/json" },
        body: JSON.stringify({ clientId: "scale-out-patient-1", kind: "text", text: "好的，明早去。" }),
      });
      expect(((await reply.json()) as { errcode: number }).errcode).toBe(0);
      await until(() => doctorStream.text().includes("好的，明早去。"), "the patient's reply on A");
    } finally {
      await Promise.all([doctorStream.close(), patientStream.close()]);
    }
  });
});
