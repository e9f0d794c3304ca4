/**
 * QR-code login (see docs/behaviour/sign-in-and-session.md#signing-in-with-a-qr-code), done for real.
 *
 * 1. The console asks `GET /valicode`: it gets `uuid` and `url`, a QR image (data URL) of the
 *    confirm link `<origin>/qr/confirm?uuid=…`. The code lives 2 minutes (`qr_codes`).
 * 2. A second device (the doctor's phone) opens the link: a small server-rendered page with an
 *    account / password form (no script, so it works under the CSP). Right credentials mark the
 *    code confirmed by that doctor; wrong ones answer 该手机号尚未注册 / 密码错误 on the page.
 * 3. The console polls `GET /valicode/{uuid}` every 5 s: 30002 while nobody has confirmed,
 *    30013 once the code has expired (the console then fetches a new one), and the login result
 *    with the session cookie once confirmed — once only: the code is spent by that answer.
 *
 * Binding: the uuid carries a tag made from a random per-browser value kept in an httpOnly,
 * SameSite=Strict cookie (`dc_qr`) set by step 1. Only the browser that asked for the code can
 * collect the login, so a code someone else confirmed cannot be planted in a victim's browser
 * by a link (login CSRF); a poll without the matching cookie answers 30013 like an expired code.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { Hono, type Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { html, raw } from "hono/html";
import QRCode from "qrcode";
import { errcodes, errorMessages, loginSchema, serverMessages } from "@doctor-console/domain";
import { PlatformError } from "../http/envelope";
import type { Serve } from "../http/route";
import { noStore, sameOriginWrites } from "../http/security";
import { setSessionCookie, verifyPassword } from "../http/session";
import { clientAddress, isSecure, ownOrigin } from "../http/transport";
import { passwordThrottle, signIn } from "./account";
import { ThrottledError, throttleRules } from "../http/throttle";
import type { Deps } from "../deps";

/** How long a code may be scanned (and, once confirmed, collected). */
export const QR_TTL_MS = 2 * 60 * 1000;
export const QR_CONFIRM_PATH = "/qr/confirm";
export const QR_BINDING_COOKIE = "dc_qr";

const RANDOM_LENGTH = 22; // 16 bytes, base64url
const TAG_LENGTH = 16; // 12 bytes, base64url

/** The tag of a uuid: keyed with the servers' shared key (db/keys.ts), so any instance checks it. */
const tagOf = (key: Buffer, binding: string, random: string) => createHmac("sha256", key).update(`${binding}.${random}`).digest().subarray(0, 12).toString("base64url");

/** The browser's binding value, set when missing. */
function bindingOf(c: Context): string {
  const existing = getCookie(c, QR_BINDING_COOKIE);
  if (existing && /^[\w-]{22}$/.test(existing)) return existing;
  const binding = randomBytes(16).toString("base64url");
  setCookie(c, QR_BINDING_COOKIE, binding, {
    httpOnly: true,
    sameSite: "Strict",
    secure: isSecure(c),
    path: "/",
    maxAge: 24 * 60 * 60,
  });
  return binding;
}

/** True when `uuid` was issued to the browser that sent `c`. */
function boundToCaller(key: Buffer, c: Context, uuid: string): boolean {
  const binding = getCookie(c, QR_BINDING_COOKIE);
  if (!binding || uuid.length !== RANDOM_LENGTH + TAG_LENGTH) return false;
  const expected = Buffer.from(tagOf(key, binding, uuid.slice(0, RANDOM_LENGTH)));
  const actual = Buffer.from(uuid.slice(RANDOM_LENGTH));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

const waiting = () => new PlatformError(errcodes.qrWaiting, serverMessages.qrWaiting);
const expired = () => new PlatformError(errcodes.qrExpired, serverMessages.qrExpired);

export function qrRoutes(serve: Serve): void {
  serve("getQrCode", async (_input, { c, deps }) => {
    const blocked = await deps.throttle.hit(`qrcode:${clientAddress(c)}`, throttleRules.qrCode);
    if (blocked > 0) throw new ThrottledError(blocked);
    const now = deps.now();
    // Housekeeping: codes past their time are of no use to anyone.
    await deps.db.query("DELETE FROM qr_codes WHERE expires_at <= $1", [now]);
    const random = randomBytes(16).toString("base64url");
    const uuid = random + tagOf(deps.keys.qr, bindingOf(c), random);
    await deps.db.query("INSERT INTO qr_codes (uuid, expires_at) VALUES ($1, $2)", [uuid, new Date(now.getTime() + QR_TTL_MS)]);
    const link = `${ownOrigin(c) ?? new URL(c.req.url).origin}${QR_CONFIRM_PATH}?uuid=${uuid}`;
    const url = await QRCode.toDataURL(link, { margin: 1, width: 240, errorCorrectionLevel: "M" });
    return { url, uuid };
  });

  serve("pollQrLogin", async ({ uuid }, { c, deps }) => {
    if (!boundToCaller(deps.keys.qr, c, uuid)) throw expired();
    const now = deps.now();
    const { rows } = await deps.db.query<{ expires_at: Date; doctor_id: number | null }>(
      "SELECT expires_at, doctor_id FROM qr_codes WHERE uuid = $1",
      [uuid],
    );
    const code = rows[0];
    if (!code || code.expires_at.getTime() <= now.getTime()) {
      if (code) await deps.db.query("DELETE FROM qr_codes WHERE uuid = $1", [uuid]);
      throw expired();
    }
    if (code.doctor_id === null) throw waiting();
    // Spent by this answer: of two polls racing, one gets the login, the other 30013.
    const spent = await deps.db.query<{ doctor_id: number }>(
      "DELETE FROM qr_codes WHERE uuid = $1 AND doctor_id IS NOT NULL AND expires_at > $2 RETURNING doctor_id",
      [uuid, now],
    );
    const doctorId = spent.rows[0]?.doctor_id;
    if (doctorId === undefined) throw expired();
    const { token, result } = await signIn(deps, doctorId);
    setSessionCookie(c, token);
    return result;
  });
}

// ---- the confirm page (second device)

type PageState =
  | { kind: "form"; uuid: string; account?: string; error?: string }
  | { kind: "confirmed"; doctorName: string }
  | { kind: "expired" }
  | { kind: "throttled" };

const styles = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 "PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif;color:#1f2933;background:#f4f6f5}
main{max-width:420px;margin:0 auto;padding:32px 20px}
h1{font-size:22px;margin:0 0 4px;color:#0f5e55}
p{margin:0 0 16px}
.card{background:#fff;border:1px solid #d9e0de;border-radius:8px;padding:20px}
label{display:block;font-weight:600;margin:12px 0 4px}
input{width:100%;font:inherit;padding:10px 12px;border:1px solid #8a9a96;border-radius:6px}
input:focus{outline:3px solid #0f5e55;outline-offset:1px}
button{width:100%;margin-top:20px;padding:12px;font:inherit;font-weight:600;color:#fff;background:#0f5e55;border:0;border-radius:6px}
button:focus-visible{outline:3px solid #f2b705;outline-offset:2px}
.error{color:#b42318;font-weight:600;margin:12px 0 0}
.muted{color:#52606d;font-size:14px}
`;

function page(state: PageState) {
  const body =
    state.kind === "form"
      ? html`<h1>扫码登录</h1>
          <p class="muted">确认后，电脑上的医生工作台将登录您的账号。</p>
          <form class="card" method="post" action="${QR_CONFIRM_PATH}">
            <input type="hidden" name="uuid" value="${state.uuid}" />
            <label for="account">账号</label>
            <input id="account" name="account" type="text" inputmode="numeric" autocomplete="username" maxlength="32" value="${state.account ?? ""}" required />
            <label for="password">密码</label>
            <input id="password" name="password" type="password" autocomplete="current-password" maxlength="64" required />
            ${state.error ? html`<p class="error" role="alert">${state.error}</p>` : ""}
            <button type="submit">确认登录</button>
          </form>`
      : state.kind === "throttled"
        ? html`<h1>扫码登录</h1>
            <div class="card" role="alert"><p>${serverMessages.tooManyRequests}</p></div>`
        : state.kind === "confirmed"
        ? html`<h1>已确认登录</h1>
            <div class="card" role="status"><p>${state.doctorName}，电脑上的医生工作台即将登录。</p><p class="muted">现在可以关闭此页面。</p></div>`
        : html`<h1>二维码已失效</h1>
            <div class="card" role="alert"><p>请在电脑上刷新二维码后重新扫描。</p></div>`;
  return html`<!doctype html>
    <html lang="zh-CN">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>扫码登录 - 医生工作台</title>
        <style>
          ${raw(styles)}
        </style>
      </head>
      <body>
        <main>${body}</main>
      </body>
    </html>`;
}

const uuidPattern = /^[\w-]{8,64}$/;

async function codeIsOpen(deps: Deps, uuid: string): Promise<boolean> {
  const { rows } = await deps.db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM qr_codes WHERE uuid = $1 AND doctor_id IS NULL AND expires_at > $2",
    [uuid, deps.now()],
  );
  return rows[0]!.n > 0;
}

/** The 429 of the confirm page: the catalogue's message, Retry-After. */
function tooMany(c: Context, retryAfterS: number) {
  c.header("Retry-After", String(retryAfterS));
  return c.html(page({ kind: "throttled" }), 429);
}

/** The confirm page at /qr/confirm: mount with `app.route("/qr", qrConfirmPage(deps))`. */
export function qrConfirmPage(deps: Deps): Hono {
  const app = new Hono();
  app.use("*", noStore, sameOriginWrites);

  app.get("/confirm", async (c) => {
    const uuid = c.req.query("uuid") ?? "";
    if (!uuidPattern.test(uuid) || !(await codeIsOpen(deps, uuid))) return c.html(page({ kind: "expired" }), 410);
    return c.html(page({ kind: "form", uuid }));
  });

  app.post("/confirm", async (c) => {
    const type = c.req.header("content-type") ?? "";
    if (!type.startsWith("application/x-www-form-urlencoded")) return c.html(page({ kind: "expired" }), 400);
    const address = clientAddress(c);
    const blocked = await deps.throttle.hit(`qrconfirm:${address}`, throttleRules.qrConfirm);
    if (blocked > 0) return tooMany(c, blocked);
    const form = await c.req.parseBody();
    const uuid = typeof form.uuid === "string" ? form.uuid : "";
    const account = typeof form.account === "string" ? form.account.slice(0, 32) : "";
    const password = typeof form.password === "string" ? form.password : "";
    if (!uuidPattern.test(uuid) || !(await codeIsOpen(deps, uuid))) return c.html(page({ kind: "expired" }), 410);

    const attempts = passwordThrottle(deps, account, address);
    const locked = await attempts.blocked();
    if (locked > 0) return tooMany(c, locked);
    const parsed = loginSchema.safeParse({ account, password });
    if (!parsed.success) return c.html(page({ kind: "form", uuid, account, error: parsed.error.issues[0]!.message }), 422);
    if (parsed.data.password.length > 64) return c.html(page({ kind: "form", uuid, account, error: errorMessages.wrongPassword }), 401);

    const { rows } = await deps.db.query<{ doctor_id: number; password_hash: string; doctor_name: string }>(
      "SELECT doctor_id, password_hash, data->'doctor'->>'doctorName' AS doctor_name FROM doctors WHERE login_name = $1 AND disabled_at IS NULL",
      [parsed.data.account],
    );
    const doctor = rows[0];
    if (!doctor || !(await verifyPassword(parsed.data.password, doctor.password_hash))) {
      await attempts.failed();
      return c.html(page({ kind: "form", uuid, account, error: doctor ? errorMessages.wrongPassword : errorMessages.phoneNotRegistered }), 401);
    }
    await attempts.succeeded();

    // Confirmed: the console has another QR_TTL_MS to collect the login.
    const now = deps.now();
    const confirmed = await deps.db.query(
      "UPDATE qr_codes SET doctor_id = $2, expires_at = $3 WHERE uuid = $1 AND doctor_id IS NULL AND expires_at > $4",
      [uuid, doctor.doctor_id, new Date(now.getTime() + QR_TTL_MS), now],
    );
    if (!confirmed.affectedRows) return c.html(page({ kind: "expired" }), 410);
    return c.html(page({ kind: "confirmed", doctorName: doctor.doctor_name ?? "" }));
  });
  return app;
}
