/** API answers compressed in the encoding the browser accepts (issue 13: a list is 15 KB of JSON). */
import { beforeAll, describe, expect, it } from "vitest";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { COMPRESS_MIN_BYTES, compress } from "../src/http/compress";
import { accounts, BASE_URL, useHarness, type Browser } from "./harness";

const h = useHarness();
let zhang: Browser;

beforeAll(async () => {
  zhang = h.browser();
  await zhang.signInAs(accounts.verified);
});

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
