import QRCode from "qrcode";
import { beforeEach, describe, expect, it } from "vitest";
import { contract } from "@doctor-console/api/contract";
import { errcodes } from "@doctor-console/domain";
import { SESSION_COOKIE } from "../src/http/session";
import { QR_TTL_MS } from "../src/routes/qr";
import { accounts, PASSWORD, TODAY, useHarness, type Browser } from "./harness";

const h = useHarness();

beforeEach(() => h.setNow(TODAY));

/** The console: asks for a code. */
async function newCode(console: Browser) {
  const { status, body } = await console.raw("/valicode");
  expect(status).toBe(200);
  expect(body?.errcode).toBe(0);
  return body!.result as { url: string; uuid: string };
}

const poll = (console: Browser, uuid: string) => console.raw(`/valicode/${uuid}`);

/** The phone: opens the confirm page and submits the form, as a browser on our origin would. */
async function confirm(uuid: string, fields: { account: string; password: string }) {
  const response = await h.app.request("http://localhost/qr/confirm", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost", "sec-fetch-site": "same-origin" },
    body: new URLSearchParams({ uuid, ...fields }),
  });
  return { status: response.status, html: await response.text(), response };
}

describe("GET /valicode", () => {
  it("answers a uuid and a QR image (data URL) of <origin>/qr/confirm?uuid=…, kept 2 minutes", async () => {
    const { url, uuid } = await newCode(h.browser());
    expect(uuid).toMatch(/^[\w-]{8,64}$/);
    expect(contract.pollQrLogin.input.safeParse({ uuid }).success).toBe(true);
    expect(url).toMatch(/^data:image\/png;base64,/);
    // The image is exactly the QR code of the confirm link.
    const expected = await QRCode.toDataURL(`http://localhost/qr/confirm?uuid=${uuid}`, { margin: 1, width: 240, errorCorrectionLevel: "M" });
    expect(url).toBe(expected);

    const { rows } = await h.db.query<{ expires_at: Date; doctor_id: number | null }>("SELECT expires_at, doctor_id FROM qr_codes WHERE uuid = $1", [uuid]);
    expect(rows[0]!.doctor_id).toBeNull();
    expect(rows[0]!.expires_at.getTime()).toBe(TODAY.getTime() + QR_TTL_MS);
  });

  it("gives every request a new code", async () => {
    const console = h.browser();
    const a = await newCode(console);
    const b = await newCode(console);
    expect(a.uuid).not.toBe(b.uuid);
  });
});

describe("polling and confirming", () => {
  it("answers 30002 until the phone confirms, then the login result and the session — once only", async () => {
    const console = h.browser();
    const { uuid } = await newCode(console);

    const waiting = await poll(console, uuid);
    expect(waiting.body).toMatchObject({ errcode: errcodes.qrWaiting, result: null });
    expect(console.cookies.has(SESSION_COOKIE)).toBe(false);

    const page = await h.app.request(`http://localhost/qr/confirm?uuid=${uuid}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<form class="card" method="post" action="/qr/confirm">');
    expect(html).toContain(`name="uuid" value="${uuid}"`);
    expect(html).not.toMatch(/<script|\son\w+=/i); // works under script-src 'self'
    expect(page.headers.get("content-security-policy")).toContain("script-src 'self'");

    const confirmed = await confirm(uuid, { account: accounts.verified, password: PASSWORD });
    expect(confirmed.status).toBe(200);
    expect(confirmed.html).toContain("已确认登录");

    const login = await poll(console, uuid);
    expect(login.body?.errcode).toBe(0);
    expect(login.body?.result).toMatchObject({ loginName: accounts.verified });
    expect(console.cookies.has(SESSION_COOKIE)).toBe(true);
    // The session works for the contract's calls.
    const { doctor } = await console.client.account.getProfile({});
    expect(doctor.doctorName).toBeTruthy();

    // Spent: the same code does not log in twice.
    const again = await poll(console, uuid);
    expect(again.body).toMatchObject({ errcode: errcodes.qrExpired, result: null });
  });

  it("shows 该手机号尚未注册 / 密码错误 / 账号不能为空 / 密码不能为空 on the page and leaves the code open", async () => {
    const console = h.browser();
    const { uuid } = await newCode(console);

    for (const [fields, message] of [
      [{ account: "13900000000", password: PASSWORD }, "该手机号尚未注册"],
      [{ account: accounts.verified, password: "wrong-password" }, "密码错误"],
      [{ account: "   ", password: PASSWORD }, "账号不能为空"],
      [{ account: accounts.verified, password: "" }, "密码不能为空"],
    ] as const) {
      const { html } = await confirm(uuid, fields);
      expect(html).toContain(`<p class="error" role="alert">${message}</p>`);
      // The form is shown again, with the uuid, so the doctor can retry.
      expect(html).toContain(`name="uuid" value="${uuid}"`);
    }
    expect((await poll(console, uuid)).body?.errcode).toBe(errcodes.qrWaiting);
  });

  it("escapes what it echoes back into the page", async () => {
    const { uuid } = await newCode(h.browser());
    const { html } = await confirm(uuid, { account: '"><img src=x>', password: "x" });
    expect(html).not.toContain("<img src=x>");
    expect(html).toContain("&quot;&gt;&lt;img src=x&gt;");
  });

  it("answers 30013 once the code has expired, and the page says so", async () => {
    const console = h.browser();
    const { uuid } = await newCode(console);
    h.setNow(new Date(TODAY.getTime() + QR_TTL_MS + 1000));

    expect((await poll(console, uuid)).body).toMatchObject({ errcode: errcodes.qrExpired });
    const page = await h.app.request(`http://localhost/qr/confirm?uuid=${uuid}`);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain("二维码已失效");
    const late = await confirm(uuid, { account: accounts.verified, password: PASSWORD });
    expect(late.html).toContain("二维码已失效");
  });

  it("lets the console collect a code confirmed just before it expired", async () => {
    const console = h.browser();
    const { uuid } = await newCode(console);
    h.setNow(new Date(TODAY.getTime() + QR_TTL_MS - 1000));
    await confirm(uuid, { account: accounts.reviewing, password: PASSWORD });
    h.setNow(new Date(TODAY.getTime() + QR_TTL_MS + 4000)); // the next 5-second poll
    const login = await poll(console, uuid);
    expect(login.body?.errcode).toBe(0);
    expect(login.body?.result).toMatchObject({ loginName: accounts.reviewing });
  });

  it("answers 30013 for a code it never issued", async () => {
    const console = h.browser();
    await newCode(console);
    expect((await poll(console, "a".repeat(38))).body).toMatchObject({ errcode: errcodes.qrExpired });
  });

  it("hands the login only to the browser that asked for the code (no login planted by a link)", async () => {
    const victim = h.browser();
    const attacker = h.browser();
    const { uuid } = await newCode(attacker);
    await confirm(uuid, { account: accounts.unverified, password: PASSWORD });

    // The victim's browser is made to poll the attacker's confirmed code.
    const planted = await poll(victim, uuid);
    expect(planted.body).toMatchObject({ errcode: errcodes.qrExpired, result: null });
    expect(victim.cookies.has(SESSION_COOKIE)).toBe(false);

    // The code is still the asker's to collect.
    const own = await poll(attacker, uuid);
    expect(own.body?.errcode).toBe(0);
  });

  it("refuses a confirmation posted from another site", async () => {
    const console = h.browser();
    const { uuid } = await newCode(console);
    const response = await h.app.request("http://localhost/qr/confirm", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      body: new URLSearchParams({ uuid, account: accounts.verified, password: PASSWORD }),
    });
    expect(response.status).toBe(403);
    expect((await poll(console, uuid)).body?.errcode).toBe(errcodes.qrWaiting);
  });
});
