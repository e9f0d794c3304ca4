/**
 * Back and Forward reach the leave guard before the router (features/forms/leave-guard.ts, see
 * docs/behaviour/shell.md#unsaved-work). Listeners of one event on the window run in the order
 * they were added, and the router adds its own when it first renders — on /login, before the
 * shell and its guard have loaded. So main.tsx imports this module first, its listener is the
 * window's first, and the guard plugs its handler in when it installs.
 */
let handler: ((event: PopStateEvent) => void) | null = null;

if (typeof window !== "undefined") addEventListener("popstate", (event) => handler?.(event), { capture: true });

/** The popstate handler that runs before any other (one: the leave guard's). */
export function handlePopstateFirst(first: (event: PopStateEvent) => void): void {
  handler = first;
}
