import { clsx, type ClassValue } from "clsx";
import { mergeClasses } from "./merge-classes";

/** Joins class names; later Tailwind classes win, so a caller's `className` goes last (merge-classes.ts). */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
