import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False on a server and while React hydrates a page drawn there, true in every other render. What
 * only the browser knows (its storage, its clock) shows from the render after hydration: the
 * server drew the page without it, and the hydrating render must draw the same. The component
 * that reads it renders again then: keep it small (not one that holds the page).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
