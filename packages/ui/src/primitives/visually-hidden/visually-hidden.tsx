import type { ComponentProps, CSSProperties } from "react";

export type VisuallyHiddenProps = ComponentProps<"span">;

/** The styles Radix's VisuallyHidden gives: present in the accessibility tree, invisible on screen. */
const hidden: CSSProperties = {
  position: "absolute",
  border: 0,
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: "hidden",
  clip: "rect(0, 0, 0, 0)",
  whiteSpace: "nowrap",
  wordWrap: "normal",
};

/**
 * Text for screen readers only: present in the accessibility tree, invisible on screen. A plain
 * span, so that the pages that show one (the shell's badges, the lists) load no Radix code for it.
 */
export function VisuallyHidden({ style, ...props }: VisuallyHiddenProps) {
  return <span data-slot="visually-hidden" style={{ ...hidden, ...style }} {...props} />;
}
