/**
 * Web security of a cookie-session app (OWASP ASVS): cross-site refusal of state-changing calls,
 * no state change on GET (the spec's GET logout excepted, and guarded like a POST), security
 * headers on every answer, no-store on API answers, the session cookie's attributes, and errors
 * that tell an attacker nothing.
 */
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { splitInput } from "@doctor-console/api";
import { contract, type CallDef, type CallName } from "@doctor-console/api/contract";
import { createApp } from "../src/app";
import { SESSION_COOKIE, SessionCache } from "../src/http/session";
import type { Db } from "../src/db/store";
import type { Deps } from "../src/deps";
import { AuditLog } from "../src/audit";
import { ProductLibraries } from "../src/product-libraries";
import { Channel } from "../src/realtime";
import { Throttle } from "../src/http/throttle";
import { accounts, PASSWORD, useHarness, type Browser } from "./harness";
import { png } from "./support/files";

const h = useHarness();
let doctor: Browser;
let doctorId: number;
let hospitalId: number;

beforeAll(async () => {
  doctor = h.browser();
  const login = await doctor.signInAs(accounts.verified);
  doctorId = login.customerId;
  hospitalId = login.hospitalId;
  // A file to serve from /uploads.
  mkdirSync(join(h.filesDir, "avatar"), { recursive: true });
  writeFileSync(join(h.filesDir, "avatar", "0123456789abcdef0123456789abcdef.png"), png());
});

const rows = Object.entries(contract) as [CallName, CallDef][];
const posts = rows.filter(([, def]) => def.method === "POST");
/** GETs the spec makes change state: logout; and the QR calls (a new code, collecting a login). */
// The sheets' PDFs are made on first request and kept (a cache of the record: the same file after).
const stateChangingGets = new Set<CallName>(["logout", "getQrCode", "pollQrLogin", "getScreeningPdf", "getEvaluationPdf"]);

/** Plausible values for every field the contract's rows take. */
function sampleInput(): Record<string, unknown> {
  return {
    doctorId,
    customerId: doctorId,
    hospitalId,
    page: 1,
    state: 0,
    name: "",
    id: 1,
    articleId: 1,
    payRecordId: 1,
    orderId: 10014,
    nourishmentId: 1,
    nourishmentName: "蛋白",
    nutritionPatientId: 1,
    uuid: "a".repeat(38),
  };
}

/** The URL (below /api) of a row, with its path params filled and its query fields appended. */
function urlOf(def: CallDef): string {
  const input = sampleInput();
  const wanted = Object.fromEntries(Object.entries(input).filter(([k]) => def.path.includes(`:${k}`) || Object.hasOwn((def.input as { shape?: object }).shape ?? {}, k)));
  const { url, fields } = splitInput(def.path, wanted);
  const query = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)]));
  return query.size ? `${url}?${query}` : url;
}

/** Every row of every table, to prove a request changed nothing (the audit trail, which records reads, aside). */
async function snapshot(db: Db): Promise<string> {
  const { rows: tables } = await db.query<{ table_name: string }>(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'audit_log' ORDER BY table_name",
  );
  const parts: string[] = [];
  for (const { table_name } of tables) {
    const { rows: all } = await db.query(`SELECT * FROM "${table_name}"`);
    parts.push(`${table_name}:${JSON.stringify(all.map((r) => JSON.stringify(r)).sort())}`);
  }
  return parts.join("\n");
}

const crossSiteHeaders: Record<string, Record<string, string>> = {
  "Sec-Fetch-Site: cross-site": { "sec-fetch-site": "cross-site", origin: "https://evil.example" },
  "Sec-Fetch-Site: same-site": { "sec-fetch-site": "same-site", origin: "http://other.localhost" },
  "a foreign Origin alone": { origin: "https://evil.example" },
  "Origin: null (sandboxed frame, data: URL)": { origin: "null" },
  "a foreign Referer alone": { referer: "https://evil.example/page" },
  "a foreign Origin with Sec-Fetch-Site: same-origin": { origin: "https://evil.example", "sec-fetch-site": "same-origin" },
};

describe("cross-site requests", () => {
  it("refuses every state-changing call from another site with 403, and nothing changes", async () => {
    const before = await snapshot(h.db);
    for (const [name, def] of posts) {
      for (const [label, headers] of Object.entries(crossSiteHeaders)) {
        const body = def.encoding === "json" ? JSON.stringify({}) : new URLSearchParams({ x: "1" });
        const type = def.encoding === "json" ? "application/json" : "application/x-www-form-urlencoded";
        const { status, body: envelope } = await doctor.raw(urlOf(def), { method: "POST", headers: { ...headers, "content-type": type }, body });
        expect(status, `${name} with ${label}`).toBe(403);
        expect(envelope).toMatchObject({ errcode: 10003, errmsg: "拒绝跨站请求", result: null });
      }
    }
    expect(await snapshot(h.db)).toBe(before);
  });

  it("refuses a cross-site login (no session is planted) and a cross-site upload (nothing stored)", async () => {
    const victim = h.browser();
    const login = await victim.raw("/management/login", {
      method: "POST",
      headers: { "sec-fetch-site": "cross-site" },
      body: new URLSearchParams({ usersname: accounts.unverified, password: PASSWORD }),
    });
    expect(login.status).toBe(403);
    expect(victim.cookies.has(SESSION_COOKIE)).toBe(false);

    const uploads = await h.count("uploads");
    const data = new FormData();
    data.append("imagePath", new Blob([new Uint8Array(png())], { type: "image/png" }), "a.png");
    const upload = await doctor.raw("/management/photo", { method: "POST", headers: { origin: "https://evil.example" }, body: data });
    expect(upload.status).toBe(403);
    expect(await h.count("uploads")).toBe(uploads);
  });

  it("lets the console's own requests through (same-origin fetch, typed URL, same Origin, non-browser client)", async () => {
    const allowed: Record<string, string>[] = [{ "sec-fetch-site": "same-origin", origin: "http://localhost" }, { "sec-fetch-site": "none" }, { origin: "http://localhost" }, {}];
    for (const headers of allowed) {
      const browser = h.browser();
      const { status, body } = await browser.raw("/management/login", {
        method: "POST",
        headers,
        body: new URLSearchParams({ usersname: accounts.reviewing, password: PASSWORD }),
      });
      expect(status).toBe(200);
      expect(body?.errcode).toBe(0);
    }
  });

  it("refuses a signed-in write that tells nothing of where it comes from (no Origin, Sec-Fetch-Site or Referer)", async () => {
    const browser = h.browser();
    await browser.signInAs(accounts.unverified);
    const before = await snapshot(h.db);
    const bare = await browser.raw("/management/comments", {
      method: "POST",
      headers: { "x-test-bare": "1" },
      body: new URLSearchParams({ articleId: "1", commentId: "1", content: "回复" }),
    });
    expect(bare.status).toBe(403);
    expect(bare.body).toMatchObject({ errcode: 10003, errmsg: "拒绝跨站请求" });
    expect(bare.response.headers.get("cache-control")).toBe("no-store");
    const logout = await browser.raw("/management/login", { headers: { "x-test-bare": "1" } });
    expect(logout.status).toBe(403);
    expect(await snapshot(h.db)).toBe(before);
    // The console's own page is told by its Referer when the other two are stripped.
    const own = await browser.raw("/management/login", { headers: { "x-test-bare": "1", referer: "http://localhost/index" } });
    expect(own.body?.errcode).toBe(0);
  });

  it("guards the GET logout like a POST: another site cannot sign the doctor out", async () => {
    const browser = h.browser();
    await browser.signInAs(accounts.unverified);
    const forged = await browser.raw("/management/login", { headers: { "sec-fetch-site": "cross-site" } });
    expect(forged.status).toBe(403);
    expect((await browser.client.account.getProfile({})).doctor).toBeTruthy();

    const own = await browser.raw("/management/login", { headers: { "sec-fetch-site": "same-origin" } });
    expect(own.body?.errcode).toBe(0);
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
  });
});

describe("GET changes nothing", () => {
  it("answers every GET call of the contract (and a GET on every POST path) without changing a row", async () => {
    const before = await snapshot(h.db);
    let served = 0;
    const skippedPaths = new Set(rows.filter(([name]) => stateChangingGets.has(name)).map(([, def]) => def.path));
    for (const [name, def] of rows) {
      // (A GET on login's path is the logout.)
      if (skippedPaths.has(def.path)) continue;
      const { status } = await doctor.raw(urlOf(def));
      if (def.method === "GET") {
        expect(status, `${name} ${urlOf(def)}`).toBe(200);
        served++;
      }
    }
    expect(served).toBeGreaterThan(20);
    expect(await snapshot(h.db)).toBe(before);
  });
});

describe("security headers", () => {
  const expectHeaders = (response: Response, what: string) => {
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp, what).toContain("frame-ancestors 'none'");
    expect(csp, what).toContain("default-src 'self'");
    expect(csp, what).toContain("object-src 'none'");
    expect(csp, what).toMatch(/script-src 'self'(;|$)/);
    expect(csp, what).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(response.headers.get("x-content-type-options"), what).toBe("nosniff");
    expect(response.headers.get("referrer-policy"), what).toBe("same-origin");
    expect(response.headers.get("x-frame-options"), what).toBe("DENY");
  };

  it("sends them on every kind of answer", async () => {
    const cookie = [...doctor.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const answers: [string, Response | Promise<Response>][] = [
      ["API GET", h.app.request("/api/management/message", { headers: { cookie } })],
      ["API GET without /api", h.app.request("/management/message", { headers: { cookie } })],
      ["API POST", h.app.request("/api/management/login", { method: "POST", body: new URLSearchParams({ usersname: "13900000000", password: "x" }) })],
      ["401", h.app.request("/api/management/message")],
      ["403", h.app.request("/api/management/login", { method: "POST", headers: { origin: "https://evil.example" } })],
      ["unknown API path", h.app.request("/api/no/such/call")],
      ["uploaded file", h.app.request("/uploads/avatar/0123456789abcdef0123456789abcdef.png")],
      ["missing upload", h.app.request("/uploads/avatar/ffffffffffffffffffffffffffffffff.png")],
      ["QR confirm page", h.app.request("/qr/confirm?uuid=" + "a".repeat(38))],
      ["site root", h.app.request("/")],
    ];
    for (const [what, pending] of answers) expectHeaders(await pending, what);
  });

  it("marks API answers no-store (they carry patient data)", async () => {
    const cookie = [...doctor.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    for (const response of [
      await h.app.request("/api/management/patients?state=0&page=1", { headers: { cookie } }),
      await h.app.request("/api/management/login", { method: "POST", body: new URLSearchParams({ usersname: "13900000000", password: "x" }) }),
      await h.app.request("/api/management/message"),
      await h.app.request("/api/no/such/call"),
      await h.app.request("/uploads/avatar/0123456789abcdef0123456789abcdef.png"),
    ]) {
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("does not serve files from outside the uploads folder", async () => {
    for (const path of ["/uploads/../../../../etc/passwd", "/uploads/%2e%2e/%2e%2e/%2e%2e/etc/passwd", "/uploads/..%2f..%2f..%2fetc%2fpasswd"]) {
      const response = await h.app.request(path);
      expect(await response.text(), path).not.toContain("root:");
    }
  });
});

describe("session cookie", () => {
  it("is httpOnly, SameSite=Lax, for the whole site, one day long; Secure only when the connection says https", async () => {
    const login = (base: string) =>
      h.app.request(`${base}/api/management/login`, { method: "POST", body: new URLSearchParams({ usersname: accounts.reviewing, password: PASSWORD }) });
    const plain = (await login("http://localhost")).headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
    expect(plain).toMatch(/; HttpOnly/i);
    expect(plain).toMatch(/; SameSite=Lax/i);
    expect(plain).toMatch(/; Path=\//);
    expect(plain).toMatch(/; Max-Age=86400/);
    expect(plain).not.toMatch(/; Secure/i);

    // An absolute https:// request target on a plain connection proves nothing (transport.test.ts).
    const claimed = await login("https://localhost");
    expect(claimed.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`))).not.toMatch(/; Secure/i);
    expect(claimed.headers.get("strict-transport-security")).toBeNull();
  });

  it("is a long random token, new at every login", async () => {
    const tokens = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const browser = h.browser();
      await browser.signInAs(accounts.reviewing);
      tokens.add(browser.cookies.get(SESSION_COOKIE)!);
    }
    expect(tokens.size).toBe(3);
    for (const token of tokens) expect(token).toMatch(/^[\w-]{43}$/);
  });

  it("keeps the QR binding cookie httpOnly and SameSite=Strict", async () => {
    const response = await h.app.request("/api/valicode");
    const binding = response.headers.getSetCookie().find((c) => c.startsWith("dc_qr="))!;
    expect(binding).toMatch(/; HttpOnly/i);
    expect(binding).toMatch(/; SameSite=Strict/i);
  });
});

describe("errors", () => {
  const broken = (() => {
    const filesDir = mkdtempSync(join(tmpdir(), "dc-broken-"));
    const db = {
      query: async () => {
        throw new Error("relation \"sessions\" is corrupt at /srv/secret/path.ts:42");
      },
    } as unknown as Db;
    // Built by hand: createDeps would ask the broken database for the keys.
    const deps: Deps = {
      db,
      filesDir,
      channel: new Channel(),
      throttle: new Throttle(db, () => new Date()),
      sessions: new SessionCache(),
      audit: new AuditLog(db),
      libraries: new ProductLibraries(),
      keys: { qr: Buffer.alloc(32), preview: Buffer.alloc(32), chat: Buffer.alloc(32) },
      now: () => new Date(),
    };
    return { app: createApp(deps), filesDir };
  })();
  afterAll(() => rmSync(broken.filesDir, { recursive: true, force: true }));

  it("answers a thrown error with a generic message: no stack, no internals, headers still on", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const response = await broken.app.request("/api/management/message", { headers: { cookie: `${SESSION_COOKIE}=abc` } });
      expect(response.status).toBe(500);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({ errcode: 10500, errmsg: "服务器内部错误", result: null });
      expect(text).not.toMatch(/secret|corrupt|sessions|\bat\s|\.ts/);
      expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      // The operator still sees it in the server's log.
      expect(logged).toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
  });

  it("answers bad input with a field name, never with the validator's internals", async () => {
    const { body } = await doctor.raw("/management/patients?state=99&page=1");
    expect(body).toMatchObject({ errcode: 10001 });
    expect(body!.errmsg).toBe("参数错误：state");
  });
});
