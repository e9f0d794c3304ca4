import { clsx, type ClassValue } from "clsx";
import { mergeClasses } from "./merge-classes";

// Each list merged once: a screen merges the same lists again on every render (what that saved:
// docs/performance.md, "Interactions"). The lists are the source's own class names and their
// combinations, so the cache grows no larger than the source; no prototype, so any list is a key.
const merged: Record<string, string> = Object.create(null) as Record<string, string>;

/** Joins class names; later Tailwind classes win, so a caller's `className` goes last (merge-classes.ts). */
export function cn(...inputs: ClassValue[]): string {
  const list = clsx(inputs);
  return (merged[list] ??= mergeClasses(list));
}
