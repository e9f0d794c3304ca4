import { clsx, type ClassValue } from "clsx";
import { extendTailwindMerge } from "tailwind-merge";

/** tailwind-merge taught our `dc-` type scale and radii, so `text-dc-sm` is a size, not a colour. */
const twMerge = extendTailwindMerge({
  extend: {
    theme: {
      text: ["dc-xs", "dc-sm", "dc-base", "dc-lg", "dc-xl", "dc-2xl", "dc-3xl"],
      radius: ["dc-sm", "dc-md", "dc-lg"],
    },
  },
});

/** Joins class names; later Tailwind classes win, so a caller's `className` goes last. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
