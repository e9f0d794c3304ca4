import DOMPurify from "dompurify";
import { articleHtmlHook, articleSanitizeConfig } from "@doctor-console/domain";

let hooked = false;

/**
 * The article HTML made safe to render: DOMPurify with domain's allow-list (the editor's schema),
 * links with rel="noopener noreferrer", only http(s)/mailto links and our own image URLs.
 */
export function sanitizeArticleHtml(html: string): string {
  // Without a DOM (a server's render) DOMPurify cleans nothing: nothing is shown rather than the raw HTML.
  if (!DOMPurify.isSupported) return "";
  if (!hooked) {
    DOMPurify.addHook("afterSanitizeAttributes", articleHtmlHook);
    hooked = true;
  }
  return DOMPurify.sanitize(html, articleSanitizeConfig);
}
