/** API answers compressed in the encoding the browser accepts (a list is 15 KB of JSON). */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { serve, type ServerType } from "@hono/node-server";
import { COMPRESS_MIN_BYTES, compress } from "../src/http/compress";
import { accounts, BASE_URL, useHarness, type Browser } from "./harness";

const h = useHarness();
let zhang: Browser;
let server: ServerType;

beforeAll(async () => {
  zhang = h.browser();
  await zhang.signInAs(accounts.verified);
  server = serve({ fetch: h.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A GET over a real socket (the @hono/node-server path the console meets), answered whole. */
function overHttp(path: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    request({ host: "127.0.0.1", port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.once("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .once("error", reject)
      .end();
  });
}

const list = `${BASE_URL}/management/patients?state=0&page=1`;
const get = (url: string, acceptEncoding?: string) => zhang.fetch(url, { headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} });
const bytes = async (r: Response) => Buffer.from(await r.arrayBuffer());

describe("API compression", () => {
  it("sends a list in brotli when accepted, else gzip, else as it is: the same JSON each way", async () => {
    const plain = await get(list);
    expect(plain.headers.get("content-encoding")).toBeNull();
    const json = await bytes(plain);
    expect(json.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    expect(JSON.parse(json.toString()).result.list.length).toBeGreaterThan(0);

    const br = await get(list, "gzip, deflate, br, zstd");
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toContain("Accept-Encoding");
    expect(br.headers.get("cache-control")).toBe("no-store");
    expect(br.headers.get("content-type")).toMatch(/^application\/json/);
    const brBody = await bytes(br);
    expect(Number(br.headers.get("content-length"))).toBe(brBody.length);
    expect(brBody.length).toBeLessThan(json.length / 3);
    expect(brotliDecompressSync(brBody).equals(json)).toBe(true);

    const gz = await get(list, "gzip");
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(await bytes(gz)).equals(json)).toBe(true);

    // q=0 refuses an encoding.
    const refused = await get(list, "br;q=0, gzip;q=0");
    expect(refused.headers.get("content-encoding")).toBeNull();
    expect((await bytes(refused)).equals(json)).toBe(true);
  });

  it("over a real socket: a list whole in brotli, with its length, no-store and the security headers; a small answer as it is, with them too", async () => {
    const cookie = [...zhang.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const json = await bytes(await get(list));
    const br = await overHttp("/api/management/patients?state=0&page=1", { cookie, "accept-encoding": "gzip, deflate, br, zstd" });
    expect(br.status).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(Number(br.headers["content-length"])).toBe(br.body.length);
    expect(brotliDecompressSync(br.body).equals(json)).toBe(true);
    const small = await overHttp("/api/management/message", { cookie, "accept-encoding": "br" });
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(small.body.toString()).errcode).toBe(0);
    for (const answer of [br, small]) {
      expect(answer.headers["content-type"]).toMatch(/^application\/json/);
      expect(answer.headers["vary"]).toContain("Accept-Encoding");
      expect(answer.headers["cache-control"]).toBe("no-store");
      expect(answer.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(answer.headers["x-frame-options"]).toBe("DENY");
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
      expect(answer.headers["cross-origin-resource-policy"]).toBe("same-origin");
    }
  });

  it("leaves a small answer as it is", async () => {
    const small = await get(`${BASE_URL}/management/message`, "br");
    expect(small.headers.get("content-encoding")).toBeNull();
    expect(small.headers.get("vary")).toContain("Accept-Encoding");
    const body = await small.text();
    expect(body.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(JSON.parse(body).errcode).toBe(0);

  });

  it("compresses a long answer (a chat record) as well as a page: both ways give back the bytes", async () => {
    for (const size of [4 * 1024, 512 * 1024]) {
      const json = Buffer.from(JSON.stringify(Array.from({ length: size / 64 }, (_, i) => ({ id: i, text: `消息 ${i} ${"好".repeat(i % 13)}` }))));
      expect(brotliDecompressSync(await compress(json, "br")).equals(json), `br ${size}`).toBe(true);
      expect(gunzipSync(await compress(json, "gzip")).equals(json), `gzip ${size}`).toBe(true);
    }
  });

  it("never touches the event stream", async () => {
    const controller = new AbortController();
    const events = await zhang.fetch(`${BASE_URL}/management/events`, { headers: { "accept-encoding": "br" }, signal: controller.signal });
    expect(events.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(events.headers.get("content-encoding")).toBeNull();
    const reader = events.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toContain("event: ready");
    controller.abort();
  });
});
