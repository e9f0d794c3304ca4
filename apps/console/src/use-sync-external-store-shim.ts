/**
 * `use-sync-external-store/shim` for React 19, which has the hook: the shim (wouter imports it)
 * hands React's own hook out at run time when there is one, so the build aliases it to this line
 * and the sign-in page loads no fallback it never runs (apps/console/vite.config.ts).
 */
export { useSyncExternalStore } from "react";
