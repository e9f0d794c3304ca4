import { useEffect } from "react";

/*
 * A screen the server drew (docs/architecture.md, "The first screen from the server") is hydrated
 * by main.tsx: React renders the same app and attaches to the server's elements. What keeps the
 * two renders alike, and what makes the screen live once hydrated, lives here.
 */

let drawnAt: Date | undefined;

/**
 * When the first screen was drawn: server-render.tsx sets it before it renders, the browser from
 * the page's `#root` with the server's answers (data/server-answers.ts), until the screen is live.
 * The shell hands it to `useNow` (the ui package's `DrawnAtContext`), so that a wait counted in
 * minutes reads the same in both renders, and judges the VIP menu's day by it.
 */
export function setDrawnAt(at: Date | undefined): void {
  drawnAt = at;
}

export const drawnAtTime = (): Date | undefined => drawnAt;

/**
 * The drawn screen is inert (and marked `data-server-rendered`) until React has hydrated it.
 * React hydrates the shell first, then the page's own boundary: rendered beside the page (beside
 * its failure too, and wherever a signed-in path shows something else), this runs once what it
 * stands beside has hydrated. Anywhere else it finds nothing to do.
 */
export function ScreenHydrated() {
  useEffect(makeLive, []);
  return null;
}

/** The drawn screen made live: no longer inert, no longer marked; renders from now on read the browser's clock. */
function makeLive(): void {
  drawnAt = undefined;
  const root = document.getElementById("root");
  root?.removeAttribute("inert");
  root?.removeAttribute("data-server-rendered");
}
