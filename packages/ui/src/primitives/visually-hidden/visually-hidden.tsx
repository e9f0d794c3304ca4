import type { ComponentProps } from "react";
import { VisuallyHidden as VisuallyHiddenPrimitive } from "radix-ui";

export type VisuallyHiddenProps = ComponentProps<typeof VisuallyHiddenPrimitive.Root>;

/** Text for screen readers only: present in the accessibility tree, invisible on screen. */
export function VisuallyHidden(props: VisuallyHiddenProps) {
  return <VisuallyHiddenPrimitive.Root data-slot="visually-hidden" {...props} />;
}
