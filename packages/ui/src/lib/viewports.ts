/**
 * Story viewports beyond the default desktop (see docs/storybook-and-visual-tests.md): spread
 * `phoneViewport` or `tabletViewport` into a story. The global sets the size in Storybook and in
 * `pnpm test:stories` (the addon sizes the story's frame from it, and the visual check pictures
 * that frame).
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
