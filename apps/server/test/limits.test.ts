/**
 * Limits: a non-upload body over 1 MiB is refused with HTTP 413 and the
 * catalogue's message without being read — declared (an unauthenticated 600 MB login is answered
 * at once and the connection closed) or not (chunked, stopped at the limit). Uploads keep their
 * own per-call limits (uploads.test.ts).
 */
import { connect } from "node:net";
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverMessages } from "@doctor-console/domain";
import { MAX_BODY_BYTES, MULTIPART_OVERHEAD } from "../src/http/limits";
import { accounts, json, useHarness, type Browser } from "./harness";

const h = useHarness();
let server: ServerType;
let port: number;
let doctor: Browser;
beforeAll(async () => {
  server = serve({ fetch: h.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  port = (server.address() as AddressInfo).port;
  doctor = h.browser();
  await doctor.signInAs(accounts.verified);
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const tooLarge = { errcode: 413, errmsg: serverMessages.tooLarge, result: null };

/**
 * Sends `head` (request line and headers, maybe the start of a body) over a raw socket and sends
 * nothing more; answers what came back, and when, once the server closes the connection or
 * `waitMs` have passed.
 */
async function exchange(head: string, waitMs = 5000): Promise<{ answer: string; ms: number; closed: boolean }> {
  const socket = connect(port, "127.0.0.1");
  await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
  const started = Date.now();
  socket.write(head);
  let answer = "";
  socket.setEncoding("utf8");
  socket.on("data", (chunk: string) => (answer += chunk));
  socket.on("error", () => undefined);
  const closed = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), waitMs);
    socket.once("close", () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
  socket.destroy();
  return { answer, ms: Date.now() - started, closed };
}

/** The JSON envelope of a raw HTTP/1.1 answer (plain or chunked). */
const envelopeOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf("\r\n\r\n") + 4).replace(/^[0-9a-f]+\r\n/m, "").split("\r\n")[0]!) as unknown;

const post = (path: string, length: number, extra = "") =>
  `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${length}\r\n${extra}\r\n`;

describe("bodies of the non-upload calls", () => {
  it("answers a declared 600 MB login at once with 413, having read almost nothing, and closes", async () => {
    const { answer, ms, closed } = await exchange(
      "POST /api/management/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\n" +
        `Content-Length: ${600 * 1024 * 1024}\r\n\r\nusersname=1&password=`,
    );
    expect(closed).toBe(true);
    expect(ms).toBeLessThan(2000);
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
    expect(answer).toMatch(/\r\ncache-control: no-store\r\n/i);
    expect(envelopeOf(answer)).toEqual(tooLarge);
  });

  it("stops reading a chunked body at 1 MiB with 413", async () => {
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > 64 * MAX_BODY_BYTES) return controller.close();
        sent += 64 * 1024;
        controller.enqueue(new Uint8Array(64 * 1024).fill(0x61));
      },
    });
    const response = await fetch(`http://127.0.0.1:${port}/api/management/login`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body,
      duplex: "half",
    } as RequestInit).catch((error: unknown) => error);
    // The answer, or the connection closed under a client still sending: either way far less than all was read.
    if (response instanceof Response) {
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual(tooLarge);
    }
    expect(sent).toBeLessThan(64 * MAX_BODY_BYTES);
  });

  it("refuses a JSON body over 1 MiB and keeps nothing; one under the limit is judged as usual", async () => {
    const before = await h.digest();
    const big = await doctor.raw("/management/articles", json({ title: "t", content: "x".repeat(MAX_BODY_BYTES + 10) }));
    expect(big.status).toBe(413);
    expect(big.body).toEqual(tooLarge);
    const small = await doctor.raw("/management/articles", json({ title: "t", content: "x".repeat(1000) }));
    expect(small.status).toBe(200);
    expect(await h.digest()).toBe(before);
  });
});

describe("uploads: a declared length over the call's rule", () => {
  const MB = 1024 * 1024;
  it.each([
    ["/api/management/photo", 2 * MB],
    ["/api/management/authentication", 2 * MB],
    ["/api/management/articles/image", 10 * MB],
    ["/management/video", 500 * MB],
  ])("%s over %i bytes (+ the multipart framing) is answered at once with 413, before the session is even looked at, and closed", async (path, limit) => {
    const before = await h.count("uploads");
    const { answer, ms, closed } = await exchange(post(path, limit + MULTIPART_OVERHEAD + 1));
    expect(closed).toBe(true);
    expect(ms).toBeLessThan(2000);
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    expect(envelopeOf(answer)).toEqual(tooLarge);
    expect(await h.count("uploads")).toBe(before);
  });

  it("within the rule the server waits for the body (a 400 MB video may be on its way)", async () => {
    const cookie = [...doctor.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const { answer, closed } = await exchange(post("/api/management/video", 400 * MB, `Cookie: ${cookie}\r\nSec-Fetch-Site: same-origin\r\n`), 700);
    expect(closed).toBe(false);
    expect(answer).toBe("");
  });
});
