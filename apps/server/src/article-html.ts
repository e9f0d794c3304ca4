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
