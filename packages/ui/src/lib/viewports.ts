/**
 * Story viewports beyond the default desktop (see docs/storybook-and-visual-tests.md): spread
 * `phoneViewport` or `tabletViewport` into a story and tag it `viewport-390` / `viewport-768`.
 * The global sets the size in Storybook and in `pnpm test:stories` (the addon sizes the browser
 * from it); the tag tells `pnpm test:visual` the width to screenshot the story at. The tag is
 * written in the story itself: Storybook reads tags from the source, and a spread is not read.
 */
export const storyViewports = {
  phone390: { name: "Phone 390", styles: { width: "390px", height: "844px" }, type: "mobile" },
  tablet768: { name: "Tablet 768", styles: { width: "768px", height: "1024px" }, type: "tablet" },
} as const;

export const phoneViewport = {
  globals: { viewport: { value: "phone390", isRotated: false } },
};

export const tabletViewport = {
  globals: { viewport: { value: "tablet768", isRotated: false } },
};
