/**
 * Layout checks for the stories at phone and tablet widths (see docs/storybook-and-visual-tests.md).
 */

/**
 * The short texts (2–4 characters: a name, 饮片, 15g, a label) under `root` that are laid out on
 * more than one line: what a column too narrow does, one character a line. Visually hidden words
 * (a 1 px box) are skipped.
 */
export function brokenShortTexts(root: HTMLElement): string[] {
  const found: string[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? "";
    if (text.length < 2 || text.length > 4) continue;
    if ((node.parentElement?.getBoundingClientRect().width ?? 0) <= 1) continue;
    const range = root.ownerDocument.createRange();
    range.selectNodeContents(node);
    const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
    if (lines.size > 1) found.push(text);
  }
  return found;
}

/** Elements under `root` whose right edge passes the window's (what makes a page scroll sideways). */
export function pastTheWindow(root: HTMLElement): string[] {
  const width = root.ownerDocument.defaultView!.innerWidth;
  return [...root.querySelectorAll<HTMLElement>("*")]
    .filter((el) => el.getBoundingClientRect().width > 1 && el.getBoundingClientRect().right > width + 0.5)
    .map((el) => `${el.getAttribute("data-slot") ?? el.tagName.toLowerCase()}: ${el.textContent?.slice(0, 20)}`);
}
