/**
 * Story viewports beyond the default desktop (see docs/storybook-and-visual-tests.md): spread
 * `phoneViewport` or `tabletViewport` into a story. The global sets the size in Storybook and in
 * `pnpm test:stories` (the addon sizes the browser from it); the tag tells `pnpm test:visual` the
 * width to screenshot the story at.
 */
export const storyViewports = {
  phone390: { name: "Phone 390", styles: { width: "390px", height: "844px" }, type: "mobile" },
  tablet768: { name: "Tablet 768", styles: { width: "768px", height: "1024px" }, type: "tablet" },
} as const;

export const phoneViewport = {
  globals: { viewport: { value: "phone390", isRotated: false } },
  tags: ["viewport-390"],
};

export const tabletViewport = {
  globals: { viewport: { value: "tablet768", isRotated: false } },
  tags: ["viewport-768"],
};
