/**
 * Scheme and origin: the session cookie is Secure and HSTS is sent when the
 * connection is https — behind a proxy only when TRUST_PROXY says one is there — and never
 * because the request line says https. The Origin check compares scheme, host and port.
 */
import { describe, expect, it } from "vitest";
import { FORBIDDEN_ORIGIN } from "../src/http/envelope";
import { SESSION_COOKIE } from "../src/http/session";
import { accounts, createHarness, PASSWORD, useHarness } from "./harness";

const direct = useHarness();
const body = () => new URLSearchParams({ usersname: accounts.reviewing, password: PASSWORD });
const sessionCookie = (response: Response) => response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));

describe("no proxy trusted (the default)", () => {
  it("ignores X-Forwarded-Proto and an absolute https:// request target", async () => {
    for (const [url, headers] of [
      ["http://localhost/api/management/login", { "x-forwarded-proto": "https" }],
      ["https://localhost/api/management/login", {}],
    ] as const) {
      const response = await direct.app.request(url, { method: "POST", body: body(), headers });
      expect(sessionCookie(response)).toBeDefined();
      expect(sessionCookie(response)).not.toMatch(/; Secure/i);
      expect(response.headers.get("strict-transport-security")).toBeNull();
    }
  });

  it("refuses an Origin that differs in scheme or port, accepts its own", async () => {
    const post = (origin: string) => direct.app.request("http://localhost:3000/api/management/login", { method: "POST", body: body(), headers: { origin, host: "localhost:3000" } });
    for (const foreign of ["https://localhost:3000", "http://localhost:3001", "http://localhost", "http://evil.example:3000"]) {
      const response = await post(foreign);
      expect(response.status, foreign).toBe(403);
      expect(await response.json()).toMatchObject({ errcode: FORBIDDEN_ORIGIN });
    }
    expect((await post("http://localhost:3000")).status).toBe(200);
  });
});

describe("behind a trusted proxy (TRUST_PROXY=1)", () => {
  it("sets Secure and sends HSTS when the proxy says https, and checks Origin against https", async () => {
    const h = await createHarness({ trustProxy: true });
    try {
      const tls = await h.app.request("http://console.example/api/management/login", {
        method: "POST",
        body: body(),
        headers: { host: "console.example", "x-forwarded-proto": "https", origin: "https://console.example" },
      });
      expect(tls.status).toBe(200);
      expect(sessionCookie(tls)).toMatch(/; Secure/i);
      expect(tls.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);

      const plainOrigin = await h.app.request("http://console.example/api/management/login", {
        method: "POST",
        body: body(),
        headers: { host: "console.example", "x-forwarded-proto": "https", origin: "http://console.example" },
      });
      expect(plainOrigin.status).toBe(403);

      const plain = await h.app.request("http://console.example/api/management/login", { method: "POST", body: body(), headers: { "x-forwarded-proto": "http" } });
      expect(sessionCookie(plain)).not.toMatch(/; Secure/i);
    } finally {
      await h.close();
    }
  }, 60_000);
});
