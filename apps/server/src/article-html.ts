/**
 * Server-side sanitizing of article HTML (defence in depth): the same DOMPurify allow-list and
 * hook as the browser (domain's articleSanitizeConfig), over a jsdom window.
 */
import createDOMPurify from "dompurify";
import { JSDOM } from "jsdom";
import { articleHtmlHook, articleSanitizeConfig } from "@doctor-console/domain";

const purify = createDOMPurify(new JSDOM("").window);
purify.addHook("afterSanitizeAttributes", articleHtmlHook);

export function sanitizeArticleHtml(html: string): string {
  return purify.sanitize(html, articleSanitizeConfig);
}

/**
 * Every upload the (sanitized) HTML points at: the `/uploads/…` path of each attribute value
 * (src, href, …) that leads there, relative or absolute, whatever the host. Backslashes and
 * percent-escapes are read as a browser would, so no spelling of a path slips past the owner
 * check of the caller.
 */
export function uploadReferences(html: string): string[] {
  const found = new Set<string>();
  for (const [, quoted] of html.matchAll(/="([^"]*)"/g)) {
    let value = quoted!.replaceAll("&amp;", "&").replaceAll("\\", "/");
    try {
      value = decodeURIComponent(value);
    } catch {
      // Not decodable: judged as written.
    }
    for (const [path] of value.matchAll(/\/uploads\/[^\s,?#"]*/gi)) found.add(path);
  }
  return [...found];
}
