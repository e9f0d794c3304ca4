/**
 * The built console, served from memory: every file read once at start (with the `.br` / `.gz`
 * twins the build wrote, or compressed here when they are missing), sent in the best encoding the
 * browser accepts (`Vary: Accept-Encoding`) with a strong ETag per encoding, so a revalidation is a
 * 304 with no body.
 *
 * Caching: hashed files under /assets/ never change (`public, max-age=31536000, immutable`);
 * everything else — index.html above all — is revalidated on every use (`no-cache` + ETag), so a
 * new build reaches the doctor on the next load.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import type { FirstScreen } from "./first-screen";

type Encoding = "br" | "gzip" | "identity";

interface Representation {
  body: Uint8Array;
  etag: string;
}

interface StaticFile {
  type: string;
  cacheControl: string;
  encodings: Partial<Record<Encoding, Representation>> & { identity: Representation };
}

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".wasm": "application/wasm",
  ".mp3": "audio/mpeg",
  ".wav": "audio/wav",
};
const compressible = /^(text\/|application\/(json|wasm)|image\/svg)/;

export const immutable = "public, max-age=31536000, immutable";
export const revalidate = "no-cache";

function representation(body: Uint8Array, suffix = ""): Representation {
  const hash = createHash("sha256").update(body).digest("base64url").slice(0, 22);
  return { body, etag: `"${hash}${suffix}"` };
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name.startsWith(".")) return []; // .vite/manifest.json and the like stay private
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** Reads a built site into memory: URL path (`/assets/index-abc.js`) → file. */
export function loadStaticFiles(dir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  for (const path of walk(dir)) {
    if (/\.(br|gz|map)$/.test(path)) continue;
    const url = "/" + relative(dir, path).split(sep).join("/");
    const type = types[extname(path).toLowerCase()] ?? "application/octet-stream";
    const identity = representation(readFileSync(path));
    const twin = (ext: string) => (existsSync(`${path}.${ext}`) ? readFileSync(`${path}.${ext}`) : undefined);
    const compress = compressible.test(type) && identity.body.length >= 512;
    files.set(url, staticFile(type, url.startsWith("/assets/") ? immutable : revalidate, identity, compress ? { br: twin("br"), gzip: twin("gz") } : null));
  }
  return files;
}

/**
 * A file with its brotli and gzip twins where they are smaller: those the build wrote, else
 * compressed here. `twins` null: the body as is only.
 */
function staticFile(type: string, cacheControl: string, identity: Representation, twins: { br?: Uint8Array; gzip?: Uint8Array } | null): StaticFile {
  const file: StaticFile = { type, cacheControl, encodings: { identity } };
  if (!twins) return file;
  const br = twins.br ?? brotliCompressSync(identity.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } });
  const gz = twins.gzip ?? gzipSync(identity.body, { level: 9 });
  const tag = identity.etag.slice(0, -1);
  if (br.length < identity.body.length) file.encodings.br = { body: br, etag: `${tag}-br"` };
  if (gz.length < identity.body.length) file.encodings.gzip = { body: gz, etag: `${tag}-gz"` };
  return file;
}

/** The best encoding the request accepts among those the file has (q=0 refuses one). */
export function chooseEncoding(acceptEncoding: string | undefined, available: readonly Encoding[]): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (available.includes("br") && ok("br")) return "br";
  if (available.includes("gzip") && ok("gzip")) return "gzip";
  return "identity";
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((t) => t.trim().replace(/^W\//, "") === etag);
}

function send(c: Context, file: StaticFile): Response {
  const available = Object.keys(file.encodings) as Encoding[];
  const encoding = chooseEncoding(c.req.header("accept-encoding"), available);
  const { body, etag } = file.encodings[encoding] ?? file.encodings.identity;
  const headers = new Headers({ "Content-Type": file.type, "Cache-Control": file.cacheControl, ETag: etag });
  if (available.length > 1) headers.set("Vary", "Accept-Encoding");
  if (encoding !== "identity") headers.set("Content-Encoding", encoding);
  if (matches(c.req.header("if-none-match"), etag)) return new Response(null, { status: 304, headers });
  headers.set("Content-Length", String(body.length));
  return new Response(c.req.method === "HEAD" ? null : (body as Uint8Array<ArrayBuffer>), { status: 200, headers });
}

/** A navigation a browser makes (typed URL, link, reload): the console answers it, not the API. */
function isNavigation(c: Context): boolean {
  const mode = c.req.header("sec-fetch-mode");
  return mode ? mode === "navigate" : (c.req.header("accept") ?? "").includes("text/html");
}

/**
 * index.html with a first screen (./first-screen.ts) in place of its `#root`: the console's render
 * answers the element itself (its markup and attributes) and what goes after it. The module script
 * and module preloads of the head leave the page, named in `<html data-first-screen="entry
 * preload…">`, so that the console's route preload script asks for them once the screen has
 * painted (their bytes are then no part of that paint). Null when the page has not the shape the
 * console's build gives it.
 */
export function firstScreenPage(indexHtml: string): ((root: string) => string) | null {
  const scripts: string[] = [];
  let head = indexHtml.replace(/\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/, (_, src: string) => {
    scripts.push(src);
    return "";
  });
  if (scripts.length !== 1) return null;
  head = head.replace(/\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g, (_, href: string) => {
    scripts.push(href);
    return "";
  });
  const open = head.indexOf('<div id="root">');
  const close = head.lastIndexOf("</div>", head.indexOf("</body>"));
  if (open < 0 || close < open || !/<html[\s>]/.test(head)) return null;
  const before = head.slice(0, open).replace(/<html(?=[\s>])/, `<html data-first-screen="${scripts.join(" ")}"`);
  const after = head.slice(close + "</div>".length);
  return (root) => before + root + after;
}

/**
 * The pages the build prerendered into #root (`<div data-prerendered="pattern" hidden inert>`: the
 * sign-in form), each as its path's HTML: that page shown, and the module scripts asked for once
 * it has painted (as a first screen's, `firstScreenPage`), so that the form is the first paint
 * without waiting for the console's route preload script, and no script's bytes come before it.
 */
function prerenderedPages(indexHtml: string): [RegExp, StaticFile][] {
  const asFirstScreen = firstScreenPage(indexHtml);
  const open = indexHtml.indexOf('<div id="root">');
  const close = indexHtml.lastIndexOf("</div>", indexHtml.indexOf("</body>"));
  if (!asFirstScreen || open < 0 || close < open) return [];
  const root = indexHtml.slice(open, close + "</div>".length);
  return [...root.matchAll(/<div data-prerendered="([^"]+)" hidden inert>/g)].map(([block, pattern]) => {
    const html = asFirstScreen(root.replace(block, block.replace(" hidden", "")));
    const file = staticFile(types[".html"]!, revalidate, representation(new TextEncoder().encode(html)), {});
    return [new RegExp(pattern!.replaceAll("&quot;", '"').replaceAll("&amp;", "&"), "i"), file];
  });
}

/** The console's signed-in marker among the request's cookies (the session itself is httpOnly, checked by the API). */
const signedIn = (c: Context) => /(?:^|;\s*)customerId=[1-9]/.test(c.req.header("cookie") ?? "");

/**
 * Serves the built console in `dir`: its files by path, and index.html for the console's own
 * routes (`/patient/patient_djz`) — with the signed-in doctor's first screen in it where
 * `firstScreen` renders one. Paths under `ownPrefixes` (the API, uploads, QR pages) are never
 * answered here. Mount it before the API so that the API's `no-store` does not reach it.
 */
export function serveConsole(
  dir: string,
  ownPrefixes: readonly string[],
  firstScreen: FirstScreen | null = null,
): { files: MiddlewareHandler; index: MiddlewareHandler } | null {
  if (!existsSync(join(dir, "index.html"))) return null;
  const files = loadStaticFiles(dir);
  const index = files.get("/index.html")!;
  const indexHtml = new TextDecoder().decode(index.encodings.identity.body);
  const withFirstScreen = firstScreen && firstScreenPage(indexHtml);
  const prerendered = prerenderedPages(indexHtml);
  const theirs = (path: string) => ownPrefixes.some((p) => path === p || path.startsWith(`${p}/`));
  /**
   * index.html, with the first screen when the doctor is signed in and it renders in time; else
   * with the path's prerendered page shown (/login), or as built.
   */
  const page = async (c: Context): Promise<Response> => {
    const url = new URL(c.req.url);
    const withoutFirstScreen = () => send(c, (!url.search && prerendered.find(([pattern]) => pattern.test(url.pathname))?.[1]) || index);
    if (!withFirstScreen || c.req.method !== "GET" || !signedIn(c)) return withoutFirstScreen();
    const root = await firstScreen.render(url.pathname + url.search, c.req.header("cookie") ?? "");
    // Null, or not this build's #root (a server render of another build): the page without it.
    if (root === null || !root.startsWith('<div id="root"')) return withoutFirstScreen();
    // The doctor's data: never stored by a cache, never shared.
    const body = new TextEncoder().encode(withFirstScreen(root));
    const encoding = chooseEncoding(c.req.header("accept-encoding"), ["br", "gzip", "identity"]);
    const headers = new Headers({ "Content-Type": types[".html"]!, "Cache-Control": "no-store", Vary: "Accept-Encoding, Cookie" });
    if (encoding !== "identity") headers.set("Content-Encoding", encoding);
    // Brotli at 5: a tenth of the markup's size in about a millisecond (quality 11 takes tens).
    const sent = encoding === "br" ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : encoding === "gzip" ? gzipSync(body) : body;
    headers.set("Content-Length", String(sent.length));
    return new Response(sent as Uint8Array<ArrayBuffer>, { status: 200, headers });
  };
  return {
    files: async (c, next) => {
      if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
      const file = files.get(c.req.path);
      if (file && !theirs(c.req.path)) return send(c, file);
      // A built file that is not there (an old page asking for a hash of a build gone): 404, not
      // index.html, which the browser would try to run as a script or style.
      if (c.req.path.startsWith("/assets/")) return c.text("Not Found", 404);
      if (isNavigation(c) && !theirs(c.req.path)) return page(c);
      return next();
    },
    /** Last resort for a GET nothing else answered (a client that does not say it navigates). */
    index: async (c, next) => (c.req.method === "GET" || c.req.method === "HEAD" ? page(c) : next()),
  };
}
