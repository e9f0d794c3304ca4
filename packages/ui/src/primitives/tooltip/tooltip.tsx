import type { ComponentProps } from "react";
import { lazyOverlay } from "../../lib/lazy-overlay";
import type * as Parts from "./tooltip-parts";

/*
 * Radix Tooltip: shows on hover and on keyboard focus, Escape hides it. A supplement only — the
 * trigger must already have an accessible name. The parts (./tooltip-parts.tsx, with Radix and
 * Floating UI) load when a trigger is first pointed at or focused (lib/lazy-overlay.tsx).
 */
const tooltip = lazyOverlay(() => import("./tooltip-parts"));

/**
 * Kept for hosts that wrap their tooltips in one: each `Tooltip` brings its own provider (its
 * delays are the `Tooltip`'s props), so this one only renders its children.
 */
export function TooltipProvider({ children }: ComponentProps<typeof Parts.TooltipProvider>) {
  return children;
}

export const Tooltip = tooltip.root("Tooltip", { opensOnHover: true });
export const TooltipTrigger = tooltip.trigger("TooltipTrigger", { openOn: "none" });
export const TooltipContent = tooltip.part("TooltipContent");
