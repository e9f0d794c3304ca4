/**
 * The console's one cache of server state (./server-state.ts). See ./queries.ts for the keys and the
 * calls; this file only holds the client and its defaults. It registers itself with the session
 * (a sign-out clears it); the session does not import it, so that /login loads no data layer.
 */
import { QueryClient } from "./server-state";
import { ApiError } from "@doctor-console/api";
import { onForgetLogin } from "../session/session";
import { showHttpFailure } from "./http-failure";

export const queryClient = new QueryClient({
  // An answer younger than this is used as is: a prefetch on hover is not fetched again on click.
  // A failed call is told once (see docs/behaviour/errors.md#error-catalogue), not repeated behind
  // the doctor's back (the cache never retries); freshness comes from invalidation after changes
  // and the new-order poll, not from window focus (the cache has no focus refetch).
  staleTime: 10_000,
  // Queries call the api as background calls (the page shows its own skeleton, not the
  // window-wide overlay), so the HTTP failure is told here — unless a poll asked for silence.
  onError: (error, meta) => {
    if (error instanceof ApiError && error.kind === "http" && meta?.silent !== true) showHttpFailure(error);
  },
});

onForgetLogin(() => queryClient.clear());
