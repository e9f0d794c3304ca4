import { describe, expect, it } from "vitest";
import { sanitizeArticleHtml } from "../src/article-html";
import { xssVectors } from "../../../e2e/xss-vectors";

describe("server-side article sanitizing", () => {
  it("keeps the editor's own markup, with safe links", () => {
    const html = '<h2>要点</h2><p><strong>粗</strong><em>斜</em><a href="https://example.org">链接</a></p><ul><li>一</li></ul><blockquote><p>引</p></blockquote><img src="/uploads/article/0123456789abcdef0123456789abcdef.png" alt="图">';
    const out = sanitizeArticleHtml(html);
    expect(out).toContain("<h2>要点</h2>");
    expect(out).toContain('<a href="https://example.org" rel="noopener noreferrer" target="_blank">链接</a>');
    expect(out).toContain('<img src="/uploads/article/0123456789abcdef0123456789abcdef.png" alt="图">');
  });

  it.each(xssVectors.map((v, i) => [i + 1, v]))("vector %i leaves nothing executable", (_n, vector) => {
    const out = sanitizeArticleHtml(vector as string);
    expect(out).not.toMatch(/<(script|iframe|object|embed|svg|math|style|meta|base|link|form|input|body|template|details|video|audio|source)\b/i);
    expect(out).not.toMatch(/\son\w+=/i);
    expect(out).not.toMatch(/javascript:|data:text/i);
  });

  it("keeps a numbered list's first number", () => {
    expect(sanitizeArticleHtml('<ol start="3"><li><p>三</p></li></ol>')).toBe('<ol start="3"><li><p>三</p></li></ol>');
  });

  it("drops images that are not our uploads and mailto / http links survive", () => {
    expect(sanitizeArticleHtml('<img src="https://evil.example/x.png">')).toBe("");
    expect(sanitizeArticleHtml('<a href="mailto:a@b.cn">信</a>')).toContain('href="mailto:a@b.cn"');
  });

  it("keeps images and links to uploads only as our own relative /uploads/ paths (another host is stripped)", () => {
    const own = "/uploads/article/0123456789abcdef0123456789abcdef.png";
    for (const host of ["http://evil.example", "https://evil.example:8443", "HTTP://evil.example", "http://localhost"]) {
      const out = sanitizeArticleHtml(`<p><img src="${host}${own}"><a href="${host}/uploads/pdf/x.pdf">链接</a></p>`);
      expect(out).toContain(`<img src="${own}">`);
      expect(out).toContain('<a href="/uploads/pdf/x.pdf"');
      expect(out).not.toContain("evil.example");
    }
    // Protocol-relative: not a URL the text may hold at all.
    expect(sanitizeArticleHtml(`<p><img src="//evil.example${own}"><a href="//evil.example${own}">链接</a></p>`)).not.toContain("evil.example");
    // Links elsewhere keep their host.
    expect(sanitizeArticleHtml('<a href="https://example.org/page">链接</a>')).toContain('href="https://example.org/page"');
  });
});
