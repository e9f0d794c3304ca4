/**
 * The read-only mobile preview of an article: what a patient would see, on a
 * phone-sized page, reached through the QR code of the console's preview dialog. The link is
 * signed (HMAC of article id and expiry) and expires, so an unpublished article is not public;
 * the content is sanitized like on every other rendering path.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { Readable } from "node:stream";
import { Hono } from "hono";
import { html, raw } from "hono/html";
import QRCode from "qrcode";
import { articleScopeLabels, displayDateTime, platformDateTime, publishingTexts, type Article } from "@doctor-console/domain";
import { noStore } from "../http/security";
import type { Deps } from "../deps";
import { sanitizeArticleHtml } from "../article-html";
import { uploadedFile } from "../uploads";

const mediaTypes: Record<string, string> = { png: "image/png", jpg: "image/jpeg", jpeg: "image/jpeg", gif: "image/gif", mp4: "video/mp4" };

/** Does the article show this upload (cover, video, an image in its text)? */
const articleShows = (article: Omit<Article, "articleId">, path: string) =>
  article.imgUrl === path || article.outUrl === path || article.content.includes(`"${path}"`);

export const PREVIEW_PATH = "/preview/article";
/** A preview link lives a day. */
export const PREVIEW_TTL_MS = 24 * 60 * 60 * 1000;

/** Signed with the servers' shared key (db/keys.ts): a link signed by one instance opens on any. */
const signatureOf = (key: Buffer, articleId: number, expires: number) => createHmac("sha256", key).update(`${articleId}.${expires}`).digest("base64url");

/** A signed preview link for an article, its QR code and its expiry. */
export async function previewLink(key: Buffer, origin: string, articleId: number, now: Date): Promise<{ url: string; qr: string; expiresAt: string }> {
  const expires = now.getTime() + PREVIEW_TTL_MS;
  const url = `${origin}${PREVIEW_PATH}/${articleId}?e=${expires}&s=${signatureOf(key, articleId, expires)}`;
  const qr = await QRCode.toDataURL(url, { margin: 1, width: 240, errorCorrectionLevel: "M" });
  return { url, qr, expiresAt: platformDateTime(new Date(expires)) };
}

function validSignature(key: Buffer, articleId: number, expires: number, signature: string): boolean {
  const expected = Buffer.from(signatureOf(key, articleId, expires));
  const actual = Buffer.from(signature);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

const styles = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.7 "PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif;color:#1f2933;background:#fff}
main{max-width:480px;margin:0 auto;padding:20px 16px 40px}
h1{font-size:22px;line-height:1.4;margin:0 0 8px}
.meta{color:#52606d;font-size:13px;margin:0 0 16px}
.content img,video{max-width:100%;height:auto}
.content a{color:#0f5e55}
blockquote{margin:8px 0;padding-left:12px;border-left:4px solid #d9e0de;color:#52606d}
.notice{background:#f4f6f5;border:1px solid #d9e0de;border-radius:8px;padding:16px}
`;

function page(title: string, body: ReturnType<typeof html>) {
  return html`<!doctype html>
    <html lang="zh-CN">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title}</title>
        <style>
          ${raw(styles)}
        </style>
      </head>
      <body>
        <main>${body}</main>
      </body>
    </html>`;
}

/** Mount with `app.route(PREVIEW_PATH, articlePreviewPage(deps))`. */
export function articlePreviewPage(deps: Deps): Hono {
  const app = new Hono();
  app.use("*", noStore);
  /** The article's own media, for the holder of its link (unpublished media is private). */
  app.get("/:articleId/media", async (c) => {
    const articleId = Number(c.req.param("articleId"));
    const expires = Number(c.req.query("e"));
    const path = c.req.query("p") ?? "";
    const missing = () => c.text("Not Found", 404);
    if (!Number.isSafeInteger(articleId) || !Number.isSafeInteger(expires) || !validSignature(deps.keys.preview, articleId, expires, c.req.query("s") ?? "")) return missing();
    if (expires <= deps.now().getTime()) return missing();
    const { rows } = await deps.db.query<{ data: Omit<Article, "articleId"> }>("SELECT data FROM articles WHERE article_id = $1", [articleId]);
    const file = uploadedFile(deps, path);
    const type = mediaTypes[path.split(".").pop() ?? ""];
    if (!rows[0] || !file || !type || !articleShows(rows[0].data, path)) return missing();
    const size = await stat(file).then((st) => st.size, () => -1);
    if (size < 0) return missing();
    return new Response(Readable.toWeb(createReadStream(file)) as ReadableStream, {
      headers: { "Content-Type": type, "Content-Length": String(size), "Cache-Control": "private, no-store" },
    });
  });

  app.get("/:articleId", async (c) => {
    const articleId = Number(c.req.param("articleId"));
    const expires = Number(c.req.query("e"));
    const signature = c.req.query("s") ?? "";
    const expired = () => c.html(page("文章预览", html`<div class="notice" role="alert">${publishingTexts.previewExpired}</div>`), 410);
    if (!Number.isSafeInteger(articleId) || !Number.isSafeInteger(expires) || !validSignature(deps.keys.preview, articleId, expires, signature)) return expired();
    if (expires <= deps.now().getTime()) return expired();
    const { rows } = await deps.db.query<{ data: Omit<Article, "articleId"> }>("SELECT data FROM articles WHERE article_id = $1", [articleId]);
    const article = rows[0]?.data;
    if (!article) return expired();
    // Media of an unpublished article is private: the page points at it through this link.
    const media = (path: string) => `${PREVIEW_PATH}/${articleId}/media?p=${encodeURIComponent(path)}&e=${expires}&s=${signature}`;
    const content = sanitizeArticleHtml(article.content).replace(/ src="(\/uploads\/[^"]+)"/g, (_m, path: string) => ` src="${media(path).replaceAll("&", "&amp;")}"`);
    const video = article.outUrl
      ? html`<video controls preload="metadata" src="${media(article.outUrl)}" poster="${article.imgUrl ? media(article.imgUrl) : ""}"></video>`
      : "";
    return c.html(
      page(
        article.title,
        html`<article>
          <h1>${article.title}</h1>
          <p class="meta">${articleScopeLabels[article.categoryId === 2 ? 2 : 1]} · ${displayDateTime(article.updateTime)}</p>
          ${video}
          <div class="content">${raw(content)}</div>
        </article>`,
      ),
    );
  });
  return app;
}
