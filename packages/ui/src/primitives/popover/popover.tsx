import type { ComponentProps } from "react";
import { Slot } from "../../lib/slot";
import { lazyOverlay } from "../../lib/lazy-overlay";
import type * as Parts from "./popover-parts";

/*
 * Radix Popover: a non-modal floating panel (e.g. patient info in a table row); Escape or a click
 * outside closes it. The parts (./popover-parts.tsx, with Radix and Floating UI) load when it first
 * opens; the trigger works before (lib/lazy-overlay.tsx).
 */
const popover = lazyOverlay(() => import("./popover-parts"));

export const Popover = popover.root("Popover");
export const PopoverTrigger = popover.trigger("PopoverTrigger", { openOn: "click", popup: "dialog" });
export const PopoverClose = popover.part("PopoverClose");
export const PopoverContent = popover.part("PopoverContent");

/** What the panel is placed against: the element itself until the parts have arrived. */
export function PopoverAnchor(props: ComponentProps<typeof Parts.PopoverAnchor>) {
  const P = popover.useParts();
  if (P) return <P.PopoverAnchor {...props} />;
  const { asChild, ...rest } = props;
  return asChild ? <Slot {...rest} /> : <div data-slot="popover-anchor" {...rest} />;
}
