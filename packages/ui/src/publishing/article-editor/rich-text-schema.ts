import { DOMParser as SchemaParser, DOMSerializer, Schema, type Node as PMNode } from "prosemirror-model";

/**
 * The article's document: what the toolbar makes and what saved articles hold, nothing else
 * (paragraphs, headings 2–3, bold, italic, lists, quote, line break, link, image). Parsing and
 * serializing keep the HTML shape the articles were saved in (`<strong>`, `<em>`, `<ul><li><p>`,
 * `<a target rel href>`, `<img src alt>`…), so the article renderer and the server's allow-list
 * see what they always saw. See docs/behaviour/publishing.md.
 */
/** A numbered list's first number; one that is not a number starts at 1. */
const listStart = (value: string | null) => {
  const n = Number.parseInt(value ?? "", 10);
  return Number.isFinite(n) ? n : 1;
};

export const articleSchema = new Schema({
  nodes: {
    doc: { content: "block+" },
    paragraph: { content: "inline*", group: "block", parseDOM: [{ tag: "p" }], toDOM: () => ["p", 0] },
    text: { group: "inline" },
    heading: {
      attrs: { level: { default: 2 } },
      content: "inline*",
      group: "block",
      defining: true,
      parseDOM: [
        { tag: "h2", attrs: { level: 2 } },
        { tag: "h3", attrs: { level: 3 } },
      ],
      toDOM: (node) => [`h${node.attrs.level as number}`, 0],
    },
    bulletList: { content: "listItem+", group: "block list", parseDOM: [{ tag: "ul" }], toDOM: () => ["ul", 0] },
    orderedList: {
      attrs: { start: { default: 1 } },
      content: "listItem+",
      group: "block list",
      parseDOM: [{ tag: "ol", getAttrs: (dom) => ({ start: listStart(dom.getAttribute("start")) }) }],
      toDOM: (node) => ["ol", node.attrs.start !== 1 ? { start: node.attrs.start as number } : {}, 0],
    },
    listItem: { content: "paragraph block*", defining: true, parseDOM: [{ tag: "li" }], toDOM: () => ["li", 0] },
    blockquote: { content: "block+", group: "block", defining: true, parseDOM: [{ tag: "blockquote" }], toDOM: () => ["blockquote", 0] },
    hardBreak: { inline: true, group: "inline", selectable: false, linebreakReplacement: true, parseDOM: [{ tag: "br" }], toDOM: () => ["br"] },
    image: {
      group: "block",
      draggable: true,
      attrs: { src: { default: null }, alt: { default: null }, title: { default: null } },
      parseDOM: [
        {
          tag: 'img[src]:not([src^="data:"])',
          getAttrs: (dom) => ({ src: dom.getAttribute("src"), alt: dom.getAttribute("alt"), title: dom.getAttribute("title") }),
        },
      ],
      toDOM: (node) => ["img", { src: node.attrs.src as string, alt: node.attrs.alt as string | null, title: node.attrs.title as string | null }],
    },
  },
  // The link first: it wraps the other marks (`<a><strong>…</strong></a>`), as saved articles have it.
  marks: {
    link: {
      attrs: { href: { default: null }, target: { default: "_blank" }, rel: { default: "noopener noreferrer nofollow" }, title: { default: null } },
      // Typing at a link's end does not continue the link (a space and the next sentence stay text).
      inclusive: false,
      parseDOM: [
        {
          tag: "a[href]",
          getAttrs: (dom) => ({
            href: dom.getAttribute("href"),
            target: dom.getAttribute("target") ?? undefined,
            rel: dom.getAttribute("rel") ?? undefined,
            title: dom.getAttribute("title"),
          }),
        },
      ],
      toDOM: (mark) => {
        const { target, rel, href, title } = mark.attrs as Record<string, string | null>;
        return ["a", { target, rel, href, title }, 0];
      },
    },
    bold: {
      parseDOM: [
        { tag: "strong" },
        { tag: "b", getAttrs: (dom) => dom.style.fontWeight !== "normal" && null },
        { style: "font-weight=400", clearMark: (mark) => mark.type.name === "bold" },
        { style: "font-weight", getAttrs: (value) => /^(bold(er)?|[5-9]\d{2,})$/.test(value) && null },
      ],
      toDOM: () => ["strong", 0],
    },
    italic: {
      parseDOM: [
        { tag: "em" },
        { tag: "i", getAttrs: (dom) => dom.style.fontStyle !== "normal" && null },
        { style: "font-style=normal", clearMark: (mark) => mark.type.name === "italic" },
        { style: "font-style=italic" },
      ],
      toDOM: () => ["em", 0],
    },
  },
});

/** Drops the line breaks an HTML source has between its tags (they are layout, not text). */
function dropSourceNewlines(node: Node): Node {
  for (let i = node.childNodes.length - 1; i >= 0; i--) {
    const child = node.childNodes[i]!;
    if (child.nodeType === 3 && /^(\n\s\s|\n)$/.test(child.nodeValue ?? "")) node.removeChild(child);
    else if (child.nodeType === 1) dropSourceNewlines(child);
  }
  return node;
}

/** Parses article HTML (already sanitized) into a document; markup it has no place for leaves its text. */
export function parseArticleHtml(html: string): PMNode {
  const body = new window.DOMParser().parseFromString(`<body>${html}</body>`, "text/html").body;
  return SchemaParser.fromSchema(articleSchema).parse(dropSourceNewlines(body));
}

/** No text, no image, no line break anywhere (empty paragraphs or list items count as nothing). */
export function isEmptyDocument(node: PMNode): boolean {
  if (node.isText) return !node.text;
  if (node.isAtom || node.isLeaf) return false;
  let empty = true;
  node.content.forEach((child) => {
    if (empty && !isEmptyDocument(child)) empty = false;
  });
  return empty;
}

/** The document as article HTML; an empty document is "". */
export function serializeArticle(doc: PMNode): string {
  if (isEmptyDocument(doc)) return "";
  const container = document.implementation.createHTMLDocument().createElement("div");
  container.appendChild(DOMSerializer.fromSchema(articleSchema).serializeFragment(doc.content));
  return container.innerHTML;
}
