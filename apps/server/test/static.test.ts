/**
 * The built console as the server delivers it: the best encoding the browser accepts,
 * immutable hashed assets, index.html revalidated by ETag, the API still no-store, no source maps.
 */
import { createDeps } from "../src/deps";
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Hono } from "hono";
import { createApp } from "../src/app";
import { openDb } from "../src/db/store";
import { chooseEncoding } from "../src/http/static";

const script = `console.log(${JSON.stringify("医生工作台 ".repeat(400))});\n`;
const html = `<!doctype html><html lang="zh-CN"><head><script type="module" crossorigin src="/assets/index-abc123.js"></script><link rel="modulepreload" crossorigin href="/assets/react-def456.js"><link rel="stylesheet" href="/assets/console.css"></head><body><div id="root"><div data-prerendered="^\\/login$" hidden inert><p>医生登录</p></div></div>${"<!-- pad -->".repeat(60)}</body></html>`;

/** The console's render of a first screen, as the server sees it (the real one runs in e2e/first-screen.spec.ts): what it was asked, and its answer. */
const rendered: { url: string; cookie: string }[] = [];
let firstScreenAnswer: string | null = `<div id="root" data-server-rendered inert><p>待接诊 陈秀英</p></div>`;
const firstScreen = {
  render: async (url: string, cookie: string) => {
    rendered.push({ url, cookie });
    return firstScreenAnswer;
  },
  close: async () => undefined,
};

let app: Hono;
let dir: string;
let close: () => Promise<void>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "dc-static-"));
  mkdirSync(join(dir, "assets"));
  mkdirSync(join(dir, ".vite"));
  writeFileSync(join(dir, "index.html"), html);
  writeFileSync(join(dir, "assets/index-abc123.js"), script);
  // The build's brotli twin is used as is (marked so the test can tell it from one made on the spot).
  writeFileSync(join(dir, "assets/index-abc123.js.br"), brotliCompressSync(Buffer.from(script + "//prebuilt\n")));
  writeFileSync(join(dir, "assets/index-abc123.js.map"), "{}");
  writeFileSync(join(dir, ".vite/manifest.json"), "{}");
  writeFileSync(join(dir, "favicon.svg"), `<svg xmlns="http://www.w3.org/2000/svg"/>`);
  const db = await openDb();
  const filesDir = mkdtempSync(join(tmpdir(), "dc-static-files-"));
  app = createApp(await createDeps(db, { filesDir }), { consoleDir: dir, firstScreen });
  close = async () => {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
    rmSync(filesDir, { recursive: true, force: true });
  };
}, 60_000);
afterAll(() => close());

const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });
const bytes = async (r: Response) => Buffer.from(await r.arrayBuffer());

describe("static delivery", () => {
  it("sends brotli when accepted, else gzip, else identity; Vary: Accept-Encoding", async () => {
    const br = await get("/assets/index-abc123.js", { "accept-encoding": "gzip, deflate, br" });
    expect(br.status).toBe(200);
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    expect(br.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(brotliDecompressSync(await bytes(br)).toString()).toBe(script + "//prebuilt\n");

    const gz = await get("/assets/index-abc123.js", { "accept-encoding": "gzip" });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(await bytes(gz)).toString()).toBe(script);

    const plain = await get("/assets/index-abc123.js", { "accept-encoding": "br;q=0, gzip;q=0" });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect((await bytes(plain)).toString()).toBe(script);
    expect(Number(plain.headers.get("content-length"))).toBeGreaterThan(Number(br.headers.get("content-length")) * 5);
  });

  it("hashed assets are immutable for a year; index.html is revalidated by its ETag (304)", async () => {
    const asset = await get("/assets/index-abc123.js", { "accept-encoding": "br" });
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");

    const page = await get("/patient/patient_djz", { "sec-fetch-mode": "navigate", "accept-encoding": "gzip" });
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-cache");
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(gunzipSync(await bytes(page)).toString()).toBe(html);
    const etag = page.headers.get("etag")!;
    expect(etag).toMatch(/^".+"$/);
    // The security headers still come with it.
    expect(page.headers.get("content-security-policy")).toContain("default-src 'self'");

    const again = await get("/index.html", { "if-none-match": etag, "accept-encoding": "gzip" });
    expect(again.status).toBe(304);
    expect((await bytes(again)).length).toBe(0);
    // Another encoding is another representation: no false 304.
    expect((await get("/index.html", { "if-none-match": etag, "accept-encoding": "br" })).status).toBe(200);
  });

  it("a console route opened by a client that does not say it navigates still gets the page", async () => {
    const page = await get("/nutriRecipel/nutriRecipel_jl");
    expect(page.status).toBe(200);
    expect((await bytes(page)).toString()).toBe(html);
  });

  it("the API keeps no-store and its own answers, navigation or not", async () => {
    for (const headers of [{}, { "sec-fetch-mode": "navigate", accept: "text/html" }] as Record<string, string>[]) {
      const r = await get("/api/management/message", headers);
      expect(r.status).toBe(401);
      expect(r.headers.get("cache-control")).toBe("no-store");
      expect(await r.json()).toMatchObject({ errcode: 401 });
    }
    const bare = await get("/management/message", { accept: "application/json" });
    expect(bare.status).toBe(401);
    expect(bare.headers.get("cache-control")).toBe("no-store");
  });

  it("a missing built file answers 404, never the console's page, for a navigation too", async () => {
    for (const headers of [{ accept: "*/*" }, { accept: "text/html", "sec-fetch-mode": "navigate" }] as Record<string, string>[]) {
      const r = await get("/assets/index-gone999.js", headers);
      expect(r.status).toBe(404);
      expect((await bytes(r)).toString()).not.toBe(html);
      expect(r.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("no source maps and no build internals are served", async () => {
    for (const path of ["/assets/index-abc123.js.map", "/.vite/manifest.json", "/assets/index-abc123.js.br"]) {
      const r = await get(path, { accept: "*/*" });
      const body = (await bytes(r)).toString();
      // Not found, or the console's page: never the file itself.
      expect(r.status === 404 || body === html, path).toBe(true);
      expect(body, path).not.toBe("{}");
    }
  });
});

describe("the first screen in the HTML", () => {
  const navigate = (path: string, cookie?: string) =>
    app.request(path, { headers: { "sec-fetch-mode": "navigate", "accept-encoding": "br", ...(cookie ? { cookie } : {}) } });

  it("a signed-in navigation gets the doctor's first screen as its #root, its modules asked for after it paints, never cached", async () => {
    rendered.length = 0;
    const answer = await navigate("/patient/patient_djz?page=2", "dc_session=s1; customerId=1001; state=1");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.headers.get("vary")).toContain("Cookie");
    expect(answer.headers.get("etag")).toBeNull();
    expect(answer.headers.get("content-encoding")).toBe("br");
    const page = brotliDecompressSync(Buffer.from(await answer.arrayBuffer())).toString();
    expect(rendered).toEqual([{ url: "/patient/patient_djz?page=2", cookie: "dc_session=s1; customerId=1001; state=1" }]);
    expect(page).toContain(`<body><div id="root" data-server-rendered inert><p>待接诊 陈秀英</p></div><!-- pad -->`);
    expect(page.match(/id="root"/g)).toHaveLength(1);
    expect(page).not.toContain("data-prerendered");
    expect(page).toContain(`<html data-first-screen="/assets/index-abc123.js /assets/react-def456.js" lang="zh-CN">`);
    expect(page).not.toMatch(/<script type="module"|modulepreload/);
    expect(page).toContain(`<link rel="stylesheet" href="/assets/console.css">`);
  });

  it("nobody signed in, a HEAD, or no first screen rendered: index.html as built", async () => {
    rendered.length = 0;
    for (const answer of [await navigate("/patient/patient_djz"), await navigate("/patient/patient_djz", "dc_session=s1"), await app.request("/patient", { method: "HEAD", headers: { "sec-fetch-mode": "navigate", cookie: "customerId=1001" } })]) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get("cache-control")).toBe("no-cache");
    }
    expect(rendered).toEqual([]);
    firstScreenAnswer = null;
    const answer = await navigate("/releaseM", "dc_session=s1; customerId=1001");
    expect(rendered.map((r) => r.url)).toEqual(["/releaseM"]);
    expect(answer.headers.get("cache-control")).toBe("no-cache");
    expect(brotliDecompressSync(Buffer.from(await answer.arrayBuffer())).toString()).toContain(`<script type="module" crossorigin src="/assets/index-abc123.js">`);
    // A server render of another build (its markup meant to go inside #root): the page as built, not a page without #root.
    firstScreenAnswer = `<div data-server-rendered inert><p>待接诊</p></div>`;
    const other = await navigate("/releaseM", "dc_session=s1; customerId=1001");
    expect(other.headers.get("cache-control")).toBe("no-cache");
    firstScreenAnswer = `<div id="root" data-server-rendered inert></div>`;
  });

  it("/login gets its prerendered form shown, its modules asked for after it paints; other paths and a query get the page as built", async () => {
    const answer = await navigate("/LOGIN");
    expect(answer.headers.get("cache-control")).toBe("no-cache");
    const etag = answer.headers.get("etag")!;
    expect(etag).toMatch(/-br"$/);
    const page = brotliDecompressSync(Buffer.from(await answer.arrayBuffer())).toString();
    expect(page).toContain(`<div id="root"><div data-prerendered="^\\/login$" inert><p>医生登录</p></div></div>`);
    expect(page).toContain(`<html data-first-screen="/assets/index-abc123.js /assets/react-def456.js" lang="zh-CN">`);
    expect(page).not.toMatch(/<script type="module"|modulepreload/);
    expect(page).toContain(`<link rel="stylesheet" href="/assets/console.css">`);
    // Revalidated by its own ETag.
    expect((await app.request("/login", { headers: { "sec-fetch-mode": "navigate", "accept-encoding": "br", "if-none-match": etag } })).status).toBe(304);
    for (const other of [await navigate("/login?mode=qr"), await navigate("/Welcome")]) {
      const built = brotliDecompressSync(Buffer.from(await other.arrayBuffer())).toString();
      expect(built).toContain(`<div data-prerendered="^\\/login$" hidden inert>`);
      expect(built).toContain(`<script type="module" crossorigin src="/assets/index-abc123.js">`);
    }
  });
});

describe("chooseEncoding", () => {
  it("prefers br, then gzip; honours q=0 and *", () => {
    expect(chooseEncoding("gzip, br", ["identity", "br", "gzip"])).toBe("br");
    expect(chooseEncoding("gzip, br;q=0", ["identity", "br", "gzip"])).toBe("gzip");
    expect(chooseEncoding("*", ["identity", "gzip"])).toBe("gzip");
    expect(chooseEncoding("", ["identity", "br", "gzip"])).toBe("identity");
    expect(chooseEncoding(undefined, ["identity", "br"])).toBe("identity");
    expect(chooseEncoding("br", ["identity"])).toBe("identity");
  });
});
