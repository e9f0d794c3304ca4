import { useSyncExternalStore } from "react";
import { LoadingOverlay } from "@doctor-console/ui/primitives";
import { api } from "./api";

/**
 * The window-wide overlay while an action (sign-in, accept, save) is under way: data queries show
 * their own skeletons. Fast answers do not flash it. Its own chunk, as the api client it watches:
 * app.tsx mounts it once the browser is idle, so that /login's first paint loads no api code.
 */
export default function ActivityOverlay() {
  const active = useSyncExternalStore(api.subscribeActivity, api.activeRequests);
  return <LoadingOverlay count={active} delay={250} />;
}
