/**
 * Time limits, with short values instead of 15 s / 30 s / 1 h: headers must come
 * quickly; a non-upload body that trickles in is cut off at its deadline, while an upload sent at
 * the very same pace goes on past it and is stored.
 */
import type { AddressInfo, Socket } from "node:net";
import { connect } from "node:net";
import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { listen } from "../src/server";
import { accounts, useHarness, type Browser } from "./harness";
import { png } from "./support/files";

const timeouts = { headersMs: 400, bodyMs: 400, requestMs: 20_000 };
const PACE_MS = 100;

const h = useHarness();
let server: Server;
let port: number;
let doctor: Browser;
beforeAll(async () => {
  server = await listen(createApp(h.deps, { timeouts }).fetch, { port: 0, host: "127.0.0.1", timeouts });
  port = (server.address() as AddressInfo).port;
  doctor = h.browser();
  await doctor.signInAs(accounts.verified);
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Opens a connection, writes `head` at once, then `body` in `pieces` pieces PACE_MS apart (while
 * the connection lasts); answers what came back, when the connection closed, and how much of the
 * body was sent by then.
 */
async function trickle(head: string, body: Buffer, pieces: number) {
  const socket: Socket = connect(port, "127.0.0.1");
  await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
  const started = Date.now();
  let answer = "";
  let open = true;
  socket.setEncoding("utf8");
  socket.on("data", (chunk: string) => (answer += chunk));
  socket.on("error", () => undefined);
  const closed = new Promise<number>((resolve) =>
    socket.once("close", () => {
      open = false;
      resolve(Date.now() - started);
    }),
  );
  socket.write(head);
  const size = Math.ceil(body.length / pieces);
  let sent = 0;
  while (open && sent < body.length) {
    await sleep(PACE_MS);
    if (!open) break;
    socket.write(body.subarray(sent, sent + size));
    sent = Math.min(body.length, sent + size);
  }
  // A complete request keeps its connection: wait for the whole answer, then close ours.
  while (open && !/\r\n\r\n[\s\S]*\}/.test(answer)) await sleep(20);
  socket.destroy();
  return { answer, closedAfterMs: await closed, sentBytes: sent, bodyBytes: body.length };
}

const cookieOf = (browser: Browser) => [...browser.cookies].map(([k, v]) => `${k}=${v}`).join("; ");

describe("timeouts", () => {
  it("cuts off a login whose body trickles in past the body deadline", async () => {
    const body = Buffer.from(new URLSearchParams({ usersname: accounts.verified, password: "doctor123" }).toString());
    const head = `POST /api/management/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n`;
    const result = await trickle(head, body, 20);
    expect(result.sentBytes).toBeLessThan(result.bodyBytes);
    expect(result.answer).toBe("");
    expect(result.closedAfterMs).toBeGreaterThanOrEqual(timeouts.bodyMs - 50);
    expect(result.closedAfterMs).toBeLessThan(timeouts.bodyMs + 1500);
  });

  it("lets an upload at the same pace go on past it, and stores it", async () => {
    const boundary = "----dc-slow-upload";
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="imagePath"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
      png({ size: 8 * 1024 }),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const head =
      `POST /api/management/photo HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${cookieOf(doctor)}\r\nSec-Fetch-Site: same-origin\r\n` +
      `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${body.length}\r\n\r\n`;
    const before = await h.count("uploads");
    const started = Date.now();
    const result = await trickle(head, body, 20);
    // Twenty pieces 100 ms apart: five times the body deadline, and the upload is whole.
    expect(Date.now() - started).toBeGreaterThan(4 * timeouts.bodyMs);
    expect(result.sentBytes).toBe(result.bodyBytes);
    expect(result.answer).toMatch(/^HTTP\/1\.1 200/);
    expect(result.answer).toMatch(/"errcode":0/);
    expect(await h.count("uploads")).toBe(before + 1);
  });

  it("closes a connection whose headers do not arrive in time (408)", async () => {
    const result = await trickle("GET /api/management/message HTTP/1.1\r\nHost: 127.0.0.1\r\n", Buffer.from("X-Slow: 1\r\n".repeat(20)), 20);
    expect(result.sentBytes).toBeLessThan(result.bodyBytes);
    expect(result.answer).toMatch(/^HTTP\/1\.1 408/);
    expect(result.closedAfterMs).toBeLessThan(timeouts.headersMs + 1500);
  });
});
