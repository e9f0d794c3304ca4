/**
 * The patient page (患者端): the patient's side of an order's chat, small and mobile-first, so that
 * demos and tests have a real second party (see docs/behaviour/chat.md#the-patient-page).
 *
 * Reached by a signed, expiring link per order (`patientChatLink`: HMAC of the order id and the
 * expiry with the servers' shared key, db/keys.ts), which the doctor's console shows as a link and
 * a QR code. The holder of the link reads the conversation, replies with text and images, and
 * hears new messages on a stream of its own. The page is plain HTML and one small script
 * (patient/chat-page.js, no framework); it renders every message with textContent, never as HTML.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { createReadStream, readFileSync } from "node:fs";
import { stat } from "node:fs/promises";
import { Readable } from "node:stream";
import { Hono, type Context } from "hono";
import { html, raw } from "hono/html";
import { streamSSE } from "hono/streaming";
import QRCode from "qrcode";
import { badInputMessage, CHAT_HISTORY_MAX_PAGE, CHAT_HISTORY_PAGE, CHAT_TEXT_MAX_LENGTH, chatImageFileRule, chatTexts, chatWritable, platformDateTime, serverMessages, type ChatThreadMessage } from "@doctor-console/domain";
import type { ChatEvent } from "@doctor-console/api/contract";
import { inputs } from "@doctor-console/api/contract";
import * as z from "zod/mini";
import { PlatformError } from "../http/envelope";
import { noStore, sameOriginWrites } from "../http/security";
import { ThrottledError, throttled } from "../http/throttle";
import { receiveUpload, removeUpload, uploadedFile } from "../uploads";
import { addChatImage, chatOrder, throttleSend, conversationShows, historyOf, markDelivered, markMessages, sendMessage, writable, type ChatOrder } from "../chat";
import type { Deps } from "../deps";

export const PATIENT_CHAT_PATH = "/patient/chat";
/** A patient link lives a week: a consultation runs over days. */
export const PATIENT_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const signatureOf = (key: Buffer, orderId: number, expires: number) => createHmac("sha256", key).update(`chat.${orderId}.${expires}`).digest("base64url");

/** The signed link of an order's patient page, its QR code and its expiry. */
export async function patientChatLink(key: Buffer, origin: string, orderId: number, now: Date): Promise<{ url: string; qr: string; expiresAt: string }> {
  const expires = now.getTime() + PATIENT_LINK_TTL_MS;
  const url = `${origin}${PATIENT_CHAT_PATH}/${orderId}?e=${expires}&s=${signatureOf(key, orderId, expires)}`;
  const qr = await QRCode.toDataURL(url, { margin: 1, width: 240, errorCorrectionLevel: "M" });
  return { url, qr, expiresAt: platformDateTime(new Date(expires)) };
}

function validSignature(key: Buffer, orderId: number, expires: number, signature: string): boolean {
  const expected = Buffer.from(signatureOf(key, orderId, expires));
  const actual = Buffer.from(signature);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Errcode of a link that is not (or no longer) valid: HTTP 403 with the page's message. */
export const LINK_EXPIRED = 403;

const script = readFileSync(new URL("../patient/chat-page.js", import.meta.url), "utf8");

const styles = `
*{box-sizing:border-box}
html,body{height:100%}
body{margin:0;font:16px/1.5 "PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif;color:#1f2933;background:#f4f6f5;display:flex;flex-direction:column}
header{background:#0f5e55;color:#fff;padding:12px 16px}
header h1{font-size:18px;margin:0}
header p{margin:2px 0 0;font-size:13px;opacity:.9}
main{flex:1;overflow-y:auto;padding:12px 12px 4px;max-width:640px;width:100%;margin:0 auto}
ol{list-style:none;margin:0;padding:0}
li{display:flex;flex-direction:column;margin:8px 0}
li[data-from=patient]{align-items:flex-end}
li[data-from=doctor]{align-items:flex-start}
.bubble{max-width:80%;padding:8px 12px;border-radius:12px;white-space:pre-wrap;overflow-wrap:anywhere;background:#fff;border:1px solid #d9e0de}
li[data-from=patient] .bubble{background:#d7efe9;border-color:#b5dcd2}
.bubble img{display:block;max-width:100%;max-height:240px;border-radius:6px}
.meta{font-size:12px;color:#52606d;margin-top:2px}
.meta button{font:inherit;color:#b42318;background:none;border:0;padding:0;text-decoration:underline;cursor:pointer}
li.day{display:block;text-align:center;font-size:12px;color:#52606d;margin:12px 0 4px}
.notice{background:#fff;border:1px solid #d9e0de;border-radius:8px;padding:12px;margin:12px;text-align:center}
#older[hidden]{display:none}
#older{display:block;margin:0 auto 8px;font:inherit;font-size:14px;color:#0f5e55;background:none;border:0;text-decoration:underline;cursor:pointer}
form{display:flex;gap:8px;align-items:flex-end;padding:8px 12px calc(8px + env(safe-area-inset-bottom));background:#fff;border-top:1px solid #d9e0de;max-width:640px;width:100%;margin:0 auto}
textarea{flex:1;font:inherit;padding:8px 10px;border:1px solid #8a9a96;border-radius:6px;resize:none;min-height:40px;max-height:120px}
textarea:focus,button:focus-visible,label.pick:focus-within{outline:3px solid #0f5e55;outline-offset:1px}
button.send{font:inherit;font-weight:600;color:#fff;background:#0f5e55;border:0;border-radius:6px;padding:8px 16px;min-height:40px}
label.pick{font-size:14px;color:#0f5e55;border:1px solid #0f5e55;border-radius:6px;padding:8px 10px;min-height:40px;cursor:pointer;white-space:nowrap}
label.pick input{position:absolute;width:1px;height:1px;opacity:0}
progress{width:100%}
.error{color:#b42318}
`;

/** The page's shell; the script fills the conversation. Every value is escaped by the html tag. */
function page(body: ReturnType<typeof html>, config?: Record<string, unknown>) {
  return html`<!doctype html>
    <html lang="zh-CN">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="robots" content="noindex" />
        <title>${chatTexts.patientTitle}</title>
        <style>
          ${raw(styles)}
        </style>
      </head>
      <body>
        ${body}
        ${config
          ? html`<script id="chat-config" type="application/json">
                ${raw(JSON.stringify(config).replace(/</g, "\\u003c"))}
              </script>
              <script src="${PATIENT_CHAT_PATH}/app.js" defer></script>`
          : ""}
      </body>
    </html>`;
}

interface Link {
  order: ChatOrder;
  expires: number;
  signature: string;
}

/** The order behind a valid, unexpired link; null otherwise. */
async function linkOf(deps: Deps, c: Context): Promise<Link | null> {
  const orderId = Number(c.req.param("orderId"));
  const expires = Number(c.req.query("e"));
  const signature = c.req.query("s") ?? "";
  if (!Number.isSafeInteger(orderId) || orderId <= 0 || !Number.isSafeInteger(expires)) return null;
  if (!validSignature(deps.keys.chat, orderId, expires, signature) || expires <= deps.now().getTime()) return null;
  const order = await chatOrder(deps.db, orderId);
  return order ? { order, expires, signature } : null;
}

const expiredAnswer = (c: Context) => c.json({ errcode: LINK_EXPIRED, errmsg: chatTexts.linkExpired, result: null }, 403);

/** The message as the patient page shows it: an image through the link's own media address. */
function forPatient(message: ChatThreadMessage, link: Link): ChatThreadMessage {
  if (!message.imageUrl) return message;
  return { ...message, imageUrl: `${PATIENT_CHAT_PATH}/${link.order.orderId}/image?p=${encodeURIComponent(message.imageUrl)}&e=${link.expires}&s=${link.signature}` };
}

const mediaTypes: Record<string, string> = { png: "image/png", jpg: "image/jpeg", jpeg: "image/jpeg", gif: "image/gif" };

const sendInput = z.strictObject({
  clientId: inputs.sendChatMessage.shape.clientId,
  kind: inputs.sendChatMessage.shape.kind,
  text: inputs.sendChatMessage.shape.text,
  imageUrl: inputs.sendChatMessage.shape.imageUrl,
});
const markInput = z.strictObject({ upTo: inputs.markChatRead.shape.upTo, state: z._default(z.enum(["delivered", "read"]), "read") });

async function jsonBody(c: Context): Promise<unknown> {
  if (!(c.req.header("content-type") ?? "").startsWith("application/json")) throw new PlatformError(10001, serverMessages.needJson);
  return c.req.json().catch(() => {
    throw new PlatformError(10001, serverMessages.badJson);
  });
}

/** Answers a handler's result in the envelope; its PlatformError or throttle as the house does. */
async function envelope(c: Context, run: () => Promise<unknown>): Promise<Response> {
  try {
    return c.json({ errcode: 0, errmsg: "success", result: (await run()) ?? null });
  } catch (error) {
    if (error instanceof PlatformError) return c.json({ errcode: error.errcode, errmsg: error.errmsg, result: null });
    if (error instanceof ThrottledError) return throttled(c, error.retryAfterS);
    throw error;
  }
}

/** Mount with `app.route(PATIENT_CHAT_PATH, patientChatPage(deps, lifecycle))`; a stopping server tells its streams to reconnect elsewhere (app.ts `Lifecycle`). */
export function patientChatPage(deps: Deps, lifecycle?: { streams: Set<() => Promise<void>> }): Hono {
  const app = new Hono();
  app.use("*", noStore, sameOriginWrites);

  app.get("/app.js", (c) => c.body(script, 200, { "Content-Type": "text/javascript; charset=utf-8" }));

  app.get("/:orderId{[0-9]+}", async (c) => {
    const link = await linkOf(deps, c);
    if (!link) {
      return c.html(page(html`<main><div class="notice" role="alert">${chatTexts.linkExpired}</div></main>`), 410);
    }
    const base = `${PATIENT_CHAT_PATH}/${link.order.orderId}`;
    const query = `e=${link.expires}&s=${link.signature}`;
    const open = chatWritable(link.order);
    return c.html(
      page(
        html`<header>
            <h1>${chatTexts.patientTitle}</h1>
            <p>${link.order.patientName}${link.order.patientSummary ? ` · ${link.order.patientSummary}` : ""}</p>
          </header>
          <main id="thread" aria-live="polite">
            <button id="older" type="button" hidden>${chatTexts.older}</button>
            <ol id="messages" aria-label="聊天记录"></ol>
          </main>
          ${open
            ? html`<form id="composer" novalidate>
                <label class="pick">${chatTexts.image}<input id="image" type="file" accept="${chatImageFileRule.extensions.join(",")}" /></label>
                <textarea id="text" name="text" rows="1" maxlength="${CHAT_TEXT_MAX_LENGTH}" aria-label="${chatTexts.placeholder}" placeholder="${chatTexts.placeholder}"></textarea>
                <button class="send" type="submit">${chatTexts.send}</button>
              </form>`
            : html`<div class="notice" role="status">${chatTexts.ended}</div>`}`,
        {
          base,
          query,
          open,
          pageSize: CHAT_HISTORY_PAGE,
          texts: chatTexts,
          rule: { types: chatImageFileRule.types, maxBytes: chatImageFileRule.maxBytes, typeMessage: chatImageFileRule.typeMessage, sizeMessage: chatImageFileRule.sizeMessage },
        },
      ),
    );
  });

  app.get("/:orderId{[0-9]+}/messages", async (c) => {
    const link = await linkOf(deps, c);
    if (!link) return expiredAnswer(c);
    const before = c.req.query("before");
    const limit = Number(c.req.query("limit") ?? CHAT_HISTORY_PAGE);
    if ((before !== undefined && !/^[1-9]\d{0,17}$/.test(before)) || !Number.isSafeInteger(limit) || limit < 1 || limit > CHAT_HISTORY_MAX_PAGE) {
      return c.json({ errcode: 10001, errmsg: serverMessages.badInput, result: null });
    }
    return envelope(c, async () => {
      const history = await historyOf(deps.db, link.order.orderId, before, limit);
      return { ...history, messages: history.messages.map((m) => forPatient(m, link)) };
    });
  });

  app.post("/:orderId{[0-9]+}/messages", async (c) => {
    const link = await linkOf(deps, c);
    if (!link) return expiredAnswer(c);
    return envelope(c, async () => {
      const body = sendInput.safeParse(await jsonBody(c));
      const parsed = body.success ? inputs.sendChatMessage.safeParse({ ...body.data, orderId: link.order.orderId }) : body;
      if (!parsed.success) throw new PlatformError(10001, badInputMessage(parsed.error.issues[0]?.path.join(".")));
      const input = parsed.data as z.output<typeof inputs.sendChatMessage>;
      const draft = input.kind === "text" ? { clientId: input.clientId, kind: "text" as const, text: input.text! } : { clientId: input.clientId, kind: "image" as const, imageUrl: input.imageUrl! };
      return forPatient(await sendMessage(deps, link.order, "patient", draft), link);
    });
  });

  app.post("/:orderId{[0-9]+}/read", async (c) => {
    const link = await linkOf(deps, c);
    if (!link) return expiredAnswer(c);
    return envelope(c, async () => {
      const parsed = markInput.safeParse(await jsonBody(c));
      if (!parsed.success) throw new PlatformError(10001, serverMessages.badInput);
      await markMessages(deps, link.order, "patient", parsed.data.upTo, parsed.data.state);
      return null;
    });
  });

  app.post("/:orderId{[0-9]+}/image", async (c) => {
    const link = await linkOf(deps, c);
    if (!link) return expiredAnswer(c);
    return envelope(c, async () => {
      writable(link.order);
      await throttleSend(deps, "chat-image", link.order, "patient");
      // Kept as the doctor's file (the doctor's console shows it; /uploads serves it to them only).
      const stored = await receiveUpload(c, deps, link.order.doctorId, { field: "imagePath", kind: chatImageFileRule.kind, folder: "chat" });
      try {
        await addChatImage(deps.db, link.order.orderId, stored.url);
      } catch (error) {
        await removeUpload(deps, link.order.doctorId, stored.url);
        throw error;
      }
      return { url: stored.url };
    });
  });

  /** An image of the conversation, for the holder of its link. */
  app.get("/:orderId{[0-9]+}/image", async (c) => {
    const link = await linkOf(deps, c);
    const path = c.req.query("p") ?? "";
    const missing = () => c.text("Not Found", 404);
    if (!link || !(await conversationShows(deps.db, link.order.orderId, path))) return missing();
    const file = uploadedFile(deps, path);
    const type = mediaTypes[path.split(".").pop() ?? ""];
    if (!file || !type) return missing();
    const size = await stat(file).then((st) => st.size, () => -1);
    if (size < 0) return missing();
    return new Response(Readable.toWeb(createReadStream(file)) as ReadableStream, {
      headers: { "Content-Type": type, "Content-Length": String(size), "Cache-Control": "private, no-store" },
    });
  });

  /** The page's stream: the conversation's new messages and read marks, as they happen. */
  app.get("/:orderId{[0-9]+}/events", async (c) => {
    const link = await linkOf(deps, c);
    if (!link) return expiredAnswer(c);
    return streamSSE(c, async (stream) => {
      let open = true;
      let wake = () => undefined as void;
      let writing = Promise.resolve();
      const write = (event: string, data: string) => (writing = writing.then(() => stream.writeSSE({ event, data })).catch(() => undefined));
      const unsubscribe = deps.channel.subscribeConversation(link.order.orderId, (event: ChatEvent) => {
        if (event.type === "message") {
          void write("message", JSON.stringify({ ...event, message: forPatient(event.message, link) }));
          // On the patient's page now: the doctor sees 已送达.
          if (event.message.from === "doctor") void markDelivered(deps, "patient", event.message);
        }
        else if (event.type === "status") void write("status", JSON.stringify(event));
      });
      const end = () => {
        open = false;
        unsubscribe();
        wake();
      };
      stream.onAbort(end);
      const stop = async () => {
        writing = writing.then(() => stream.writeSSE({ event: "reconnect", data: "{}", retry: 1000 })).catch(() => undefined);
        await writing;
        end();
      };
      lifecycle?.streams.add(stop);
      stream.onAbort(() => void lifecycle?.streams.delete(stop));
      await write("ready", "{}");
      while (open) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, 25_000);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        if (!open) break;
        // A link past its time hears nothing more: the stream ends, and the page's reconnection
        // is answered 链接已失效.
        if (link.expires <= deps.now().getTime()) end();
        else await write("ping", "{}");
      }
      await writing;
      lifecycle?.streams.delete(stop);
    });
  });
  return app;
}
