/**
 * Throttling: wrong passwords for one account from one address are blocked with
 * HTTP 429, Retry-After and 操作过于频繁，请稍后再试 within 10 failures, backing off; the same
 * account from another address signs in; new QR codes and QR confirmations are limited per
 * address. The api client shows the envelope's message.
 */
import { describe, expect, it } from "vitest";
import { serverMessages } from "@doctor-console/domain";
import { throttleRules } from "../src/http/throttle";
import { accounts, form, PASSWORD, TODAY, useHarness } from "./harness";

// Behind a proxy (TRUST_PROXY=1): each browser's address is its X-Forwarded-For.
const h = useHarness({ trustProxy: true });
const from = (address: string) => h.browser({ headers: { "x-forwarded-for": address } });
const login = (address: string, account: string, password: string) => from(address).raw("/management/login", form({ usersname: account, password }));

describe("wrong passwords", () => {
  it("blocks the account from that address within 10 failures, with 429, Retry-After and the catalogue's message", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await login("10.0.0.1", accounts.unverified, "wrong-password")).status);
    expect(statuses.indexOf(429)).toBeGreaterThan(0);
    expect(statuses.indexOf(429)).toBeLessThanOrEqual(throttleRules.password.limit);
    const blocked = await login("10.0.0.1", accounts.unverified, PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ errcode: 429, errmsg: serverMessages.tooManyRequests, result: null });
    expect(Number(blocked.response.headers.get("retry-after"))).toBeGreaterThan(0);

    // The same account from another address is not locked out.
    expect((await login("10.0.0.2", accounts.unverified, PASSWORD)).body).toMatchObject({ errcode: 0 });
  });

  it("backs off: after the block, the next run of failures blocks twice as long", async () => {
    let now = TODAY.getTime();
    h.setNow(new Date(now));
    const run = async () => {
      for (let i = 0; i < throttleRules.password.limit; i++) await login("10.0.1.1", accounts.reviewing, "wrong-password");
      const answer = await login("10.0.1.1", accounts.reviewing, "wrong-password");
      expect(answer.status).toBe(429);
      return Number(answer.response.headers.get("retry-after"));
    };
    // This test follows one account from one address; the account's count across addresses is
    // tested below (it would block for longer here).
    const forgetAccount = () => h.db.query("DELETE FROM throttle WHERE key = $1", [`password-for:${accounts.reviewing}`]);
    const first = await run();
    await forgetAccount();
    now += first * 1000 + 1000;
    h.setNow(new Date(now));
    const second = await run();
    expect(second).toBe(first * 2);
    // Once served, a right password signs in and clears the count.
    now += second * 1000 + 1000;
    h.setNow(new Date(now));
    expect((await login("10.0.1.1", accounts.reviewing, PASSWORD)).body).toMatchObject({ errcode: 0 });
    expect(await h.db.query("SELECT 1 FROM throttle WHERE key LIKE $1", [`%${accounts.reviewing}@10.0.1.1`]).then((r) => r.rows)).toEqual([]);
    h.setNow(TODAY);
  });

  it("shows 操作过于频繁，请稍后再试 through the api client", async () => {
    const browser = from("10.0.2.1");
    for (let i = 0; i < throttleRules.password.limit; i++) await browser.signInAs(accounts.verified, "wrong-password").catch(() => undefined);
    await expect(browser.signInAs(accounts.verified)).rejects.toMatchObject({ kind: "platform", errcode: 429, message: serverMessages.tooManyRequests });
    expect(browser.httpFailures).toEqual([]);
  });
});

describe("spraying and guessing from many addresses", () => {
  it("blocks one address that tries wrong passwords over many accounts (52 over 13)", async () => {
    const targets = Array.from({ length: 13 }, (_, i) => `139000000${String(i).padStart(2, "0")}`);
    const statuses: number[] = [];
    for (let round = 0; round < 4; round++) {
      for (const account of targets) statuses.push((await login("10.0.5.1", account, `wrong-${round}`)).status);
    }
    expect(statuses).toHaveLength(52);
    expect(statuses.indexOf(429)).toBeGreaterThan(0);
    expect(statuses.indexOf(429)).toBeLessThanOrEqual(throttleRules.passwordFromAddress.limit);
    expect(statuses.slice(throttleRules.passwordFromAddress.limit).every((s) => s === 429)).toBe(true);
    // The address is blocked for any account, right password or not.
    const blocked = await login("10.0.5.1", accounts.verified, PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ errcode: 429, errmsg: serverMessages.tooManyRequests, result: null });
    expect(Number(blocked.response.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another address is not.
    expect((await login("10.0.5.2", accounts.verified, PASSWORD)).body).toMatchObject({ errcode: 0 });
  });

  it("blocks one account guessed from 20 addresses; its doctor's right password is refused in the window and works after", async () => {
    const account = accounts.unverified;
    const statuses: number[] = [];
    for (let i = 1; i <= 20; i++) statuses.push((await login(`10.0.6.${i}`, account, "wrong-password")).status);
    expect(statuses.indexOf(429)).toBeGreaterThan(0);
    expect(statuses.indexOf(429)).toBeLessThanOrEqual(throttleRules.passwordForAccount.limit);

    const during = await login("10.0.7.1", account, PASSWORD);
    expect(during.status).toBe(429);
    const wait = Number(during.response.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(0);

    h.setNow(new Date(TODAY.getTime() + wait * 1000 + 1000));
    try {
      expect((await login("10.0.7.1", account, PASSWORD)).body).toMatchObject({ errcode: 0 });
    } finally {
      h.setNow(TODAY);
    }
  });
});

describe("QR codes", () => {
  it("limits new codes (/valicode) per address", async () => {
    const browser = from("10.0.3.1");
    const statuses: number[] = [];
    for (let i = 0; i <= throttleRules.qrCode.limit; i++) statuses.push((await browser.raw("/valicode")).status);
    expect(statuses.slice(0, throttleRules.qrCode.limit - 1).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await from("10.0.3.2").raw("/valicode")).status).toBe(200);
  });

  it("limits confirmations per address, right or wrong, with the message on the page", async () => {
    const phone = h.browser({ headers: { "x-forwarded-for": "10.0.4.1", "content-type": "application/x-www-form-urlencoded" } });
    let last: Response | undefined;
    for (let i = 0; i <= throttleRules.qrConfirm.limit; i++) {
      last = await phone.fetch("http://localhost/qr/confirm", { method: "POST", body: new URLSearchParams({ uuid: `nonexistent-${i}`, account: accounts.verified, password: "x" }) });
    }
    expect(last!.status).toBe(429);
    expect(last!.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await last!.text()).toContain(serverMessages.tooManyRequests);
  });
});
