import { clsx, type ClassValue } from "clsx";
import { createTailwindMerge } from "tailwind-merge";
import { twMergeConfig } from "./tw-merge-config";

/**
 * tailwind-merge over the class groups we use (and those that override them), taught our `dc-`
 * type scale and radii so that `text-dc-sm` is a size, not a colour: its full table weighs three
 * times as much (docs/performance.md). scripts/tw-merge-config.ts writes the table.
 */
const twMerge = createTailwindMerge(twMergeConfig);

/** Joins class names; later Tailwind classes win, so a caller's `className` goes last. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
