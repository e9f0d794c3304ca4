/**
 * Server-side sanitizing of article HTML (defence in depth): the same DOMPurify allow-list and
 * hook as the browser (domain's articleSanitizeConfig), over a jsdom window.
 */
import { createRequire } from "node:module";
import createDOMPurify, { type DOMPurify } from "dompurify";
import type * as Jsdom from "jsdom";
import { articleHtmlHook, articleSanitizeConfig } from "@doctor-console/domain";
import { mentionedUploads, uploadShapeSource } from "./upload-paths";

const require = createRequire(import.meta.url);
let purify: DOMPurify | undefined;

/** DOMPurify over jsdom, made at the first article: jsdom is about 80 MB an idle server need not hold (docs/deployment.md "Memory"). */
function purifier(): DOMPurify {
  if (!purify) {
    const { JSDOM } = require("jsdom") as typeof Jsdom;
    purify = createDOMPurify(new JSDOM("").window as unknown as Parameters<typeof createDOMPurify>[0]);
    // Hosts stripped from upload paths first; domain's hook then judges what is left.
    purify.addHook("afterSanitizeAttributes", (node) => {
      for (const name of ["src", "href"]) {
        const value = node.getAttribute(name);
        if (value !== null) node.setAttribute(name, ownUploadPath(value));
      }
    });
    purify.addHook("afterSanitizeAttributes", articleHtmlHook);
  }
  return purify;
}

/** Stands for "no host" when a value is read as a URL. */
const NO_HOST = "http://no-host.invalid";

/**
 * Images and links to uploads are kept only as our own relative `/uploads/…` paths: one written
 * with a host (`http://evil.example/uploads/…`, `//evil.example/uploads/…`) loses the host, so
 * the stored text points at our file or at nothing. Other values are kept as they are.
 * See docs/behaviour/publishing.md.
 */
export function ownUploadPath(value: string): string {
  let url: URL;
  try {
    url = new URL(value.trim(), NO_HOST);
  } catch {
    return value;
  }
  if (url.origin === NO_HOST || !/^\/uploads\//i.test(url.pathname)) return value;
  return url.pathname;
}

export function sanitizeArticleHtml(html: string): string {
  return purifier().sanitize(html, articleSanitizeConfig);
}

/** An upload path of one of our shapes, anywhere in a text (uploads.ts serves exactly these). */
const uploadPathInText = new RegExp(uploadShapeSource, "gi");

/**
 * Every upload the (sanitized) HTML refers to: the `/uploads/…` path of each attribute value
 * (src, href, …) that leads there as a browser reads it (upload-paths.ts: relative or absolute,
 * whatever the host, backslashes and percent-escapes; another site's `/wp-content/uploads/…` is
 * not ours); and any path of our upload shapes written in the
 * text itself (a published article's text makes the files it names public: uploads.ts). So no
 * spelling of a path slips past the owner check of the caller.
 */
export function uploadReferences(html: string): string[] {
  const found = new Set<string>();
  const decoded = (text: string) => {
    const plain = text.replaceAll("&amp;", "&").replaceAll("\\", "/");
    try {
      return decodeURIComponent(plain);
    } catch {
      return plain; // Not decodable: judged as written.
    }
  };
  for (const [, quoted] of html.matchAll(/="([^"]*)"/g)) {
    for (const { path } of mentionedUploads(quoted!.replaceAll("&amp;", "&"))) found.add(path);
  }
  // As stored (a published article makes public every file whose path its text contains, as a
  // substring: uploads.ts) and as a browser decodes it.
  for (const text of [html, decoded(html)]) for (const [path] of text.matchAll(uploadPathInText)) found.add(path);
  return [...found];
}
