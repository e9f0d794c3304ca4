/**
 * Running the server as a hospital's operator does (docs/deployment.md): `pnpm start`'s process
 * on a temp DATA_DIR. Demo data only where asked (DEMO_DATA), /healthz and /readyz outside /api
 * without a session, one JSON access-log line per request with the request id echoed (and a
 * trusted proxy's taken), nothing private in the log, and SIGTERM: no new connections, open event
 * streams told to reconnect, the request in flight answered, out within 10 s.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startInstance, type Instance } from "./support/instance";
import { seededDataDir } from "./support/seeded-data-dir";

const dirs: string[] = [];
const instances: Instance[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "dc-ops-"));
  dirs.push(dir);
  return dir;
};
/** Starts the server and waits for its whole banner (the last line names the demo data). */
async function start(env: Record<string, string>): Promise<Instance> {
  const instance = await startInstance(env);
  instances.push(instance);
  for (let i = 0; i < 100 && !/Demo data: (on|off)/.test(instance.output()); i++) await new Promise((r) => setTimeout(r, 50));
  await new Promise((r) => setTimeout(r, 200));
  return instance;
}
afterAll(async () => {
  for (const i of instances) await i.stop();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const login = (url: string, account = "13800138000", password = "doctor123", headers: Record<string, string> = {}) =>
  fetch(`${url}/api/management/login`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: url, ...headers },
    body: new URLSearchParams({ usersname: account, password }),
  });

/** The JSON lines of the access log in the output. */
const logLines = (output: string) =>
  output
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe("a production start (DEMO_DATA=0)", () => {
  let server: Instance;
  it("writes no demo doctor, says so, and answers health and readiness without a session", async () => {
    server = await start({ DATA_DIR: tempDir(), DEMO_DATA: "0" });
    expect(server.output()).toContain("Demo data: off");
    expect(server.output()).not.toContain("doctor123");
    const answer = (await (await login(server.url)).json()) as { errcode: number };
    expect(answer.errcode).toBe(30005); // 该手机号尚未注册

    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok" });
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: "ready" });
    expect(ready.headers.get("cache-control")).toBe("no-store");
  }, 180_000);
});

describe("a demo start (the default on the embedded database)", () => {
  let server: Instance;
  // On a folder the demo's first start left (support/seeded-data-dir.ts: that start must say it
  // seeded, with DEMO_DATA unset): this start finds the demo doctors there and names them.
  it("has the demo doctors a first start seeded, and says so", async () => {
    const dataDir = await seededDataDir("dc-ops-");
    dirs.push(dataDir);
    server = await start({ DATA_DIR: dataDir, TRUST_PROXY: "1" });
    expect(server.output()).toContain("Demo data: on");
    expect(server.output()).toContain("13800138000");
    expect(((await (await login(server.url)).json()) as { errcode: number }).errcode).toBe(0);
  }, 180_000);

  it("logs one JSON line per request: route pattern, status, duration, doctor; never the password, cookie or query", async () => {
    const signedIn = await login(server.url, "13800138000", "doctor123", { "x-request-id": "proxy-given-1" });
    expect(signedIn.headers.get("x-request-id")).toBe("proxy-given-1");
    const cookie = (signedIn.headers.get("set-cookie") ?? "").split(";")[0]!;
    const list = await fetch(`${server.url}/api/management/patients?state=0&page=1&secretname=张三`, { headers: { cookie } });
    const made = list.headers.get("x-request-id")!;
    expect(made).toMatch(/^[0-9a-f-]{36}$/);
    // A malformed id from the proxy is not taken.
    const odd = await fetch(`${server.url}/healthz`, { headers: { "x-request-id": "bad id\twith spaces" } });
    expect(odd.headers.get("x-request-id")).not.toBe("bad id\twith spaces");
    await new Promise((r) => setTimeout(r, 300));

    const lines = logLines(server.output());
    const loginLine = lines.find((l) => l.reqId === "proxy-given-1")!;
    expect(loginLine).toMatchObject({ method: "POST", route: "/api/management/login", status: 200 });
    const listLine = lines.find((l) => l.reqId === made)!;
    expect(listLine).toMatchObject({ method: "GET", route: "/api/management/patients", status: 200, doctorId: 1001 });
    expect(typeof listLine.ms).toBe("number");
    expect(typeof listLine.time).toBe("string");
    const everything = lines.map((l) => JSON.stringify(l)).join("\n");
    expect(everything).not.toContain("doctor123");
    expect(everything).not.toContain(cookie.split("=")[1]!);
    expect(everything).not.toContain("张三");
    expect(everything).not.toContain("secretname");
  });

  it("SIGTERM: readiness goes, the request in flight is answered, event streams are told to reconnect, the process exits 0 within 10 s", async () => {
    const signedIn = await login(server.url);
    const cookie = (signedIn.headers.get("set-cookie") ?? "").split(";")[0]!;
    // An open event stream, read raw.
    let streamText = "";
    const streamEnded = new Promise<void>((resolve) => {
      const req = request(`${server.url}/api/management/events`, { headers: { cookie, accept: "text/event-stream" } }, (res) => {
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (streamText += chunk));
        res.on("end", () => resolve());
        res.on("close", () => resolve());
      });
      req.on("error", () => resolve());
      req.end();
    });
    await new Promise((r) => setTimeout(r, 500));
    expect(streamText).toContain("event: ready");
    // A slow request in flight: a PDF-making call is the slowest; a big list will do on 2 cores.
    const inFlight = fetch(`${server.url}/api/management/patients?state=0&page=1`, { headers: { cookie } }).then((r) => r.status);
    const started = Date.now();
    server.process.kill("SIGTERM");
    const exited = new Promise<number | null>((resolve) => server.process.once("exit", (code) => resolve(code)));
    expect(await inFlight).toBe(200);
    await streamEnded;
    expect(streamText).toContain("event: reconnect");
    expect(streamText).toContain("retry: 1000");
    expect(await exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
    // Nothing listens any more.
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
  }, 30_000);
});
