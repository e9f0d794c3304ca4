/**
 * The sign-in calls (./sign-in-calls.ts) as a chunk of their own: the page's first paint loads
 * React, the form and the session's cookies, not the api client or TanStack Query. The import
 * starts once, whoever asks first (idle, focus, submit); a failed one is tried again next time.
 */
import type * as SignInCalls from "./sign-in-calls";

let loading: Promise<typeof SignInCalls> | undefined;

export function loadSignIn(): Promise<typeof SignInCalls> {
  return (loading ??= import("./sign-in-calls").catch((error: unknown) => {
    loading = undefined;
    throw error;
  }));
}
