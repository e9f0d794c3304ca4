import DOMPurify from "dompurify";
import { articleHtmlHook, articleSanitizeConfig } from "@doctor-console/domain";

let hooked = false;

/**
 * The article HTML made safe to render: DOMPurify with domain's allow-list (the editor's schema),
 * links with rel="noopener noreferrer", only http(s)/mailto links and our own image URLs.
 */
export function sanitizeArticleHtml(html: string): string {
  hook();
  return DOMPurify.sanitize(html, articleSanitizeConfig);
}

/** The same, as nodes of this document (what the editor inserts: a loaded article, a paste). */
export function sanitizeArticleFragment(html: string): DocumentFragment {
  hook();
  return document.importNode(DOMPurify.sanitize(html, { ...articleSanitizeConfig, RETURN_DOM_FRAGMENT: true }), true);
}

function hook() {
  if (hooked) return;
  DOMPurify.addHook("afterSanitizeAttributes", articleHtmlHook);
  hooked = true;
}
