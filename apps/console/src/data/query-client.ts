/**
 * The console's one cache of server state (TanStack Query). See ./queries.ts for the keys and the
 * calls; this file only holds the client and its defaults. It registers itself with the session
 * (a sign-out clears it); the session does not import it, so that /login loads no data layer.
 */
import { QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError } from "@doctor-console/api";
import { onForgetLogin } from "../session/session";
import { showHttpFailure } from "./http-failure";

export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    // Queries call the api as background calls (the page shows its own skeleton, not the
    // window-wide overlay), so the HTTP failure is told here — unless a poll asked for silence.
    onError: (error, query) => {
      if (error instanceof ApiError && error.kind === "http" && query.meta?.silent !== true) showHttpFailure(error);
    },
  }),
  defaultOptions: {
    queries: {
      // An answer younger than this is used as is: a prefetch on hover is not fetched again on click.
      staleTime: 10_000,
      // A failed call is told once (see docs/behaviour/errors.md#error-catalogue), not repeated behind the doctor's back.
      retry: false,
      // Freshness comes from invalidation after changes and the new-order poll, not from focus.
      refetchOnWindowFocus: false,
    },
  },
});

onForgetLogin(() => queryClient.clear());
