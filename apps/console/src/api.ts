/** The one platform client of the console. Pages call `api.<area>.<call>(…)`. */
import { createClient, type ApiError } from "@doctor-console/api";
import { navigate } from "wouter/use-browser-location";
import { toast } from "@doctor-console/ui/primitives";
import { showHttpFailure } from "./data/http-failure";
import { hasUnsavedWork, wantsSignInInPlace } from "./features/forms/unsaved-work";
import { forgetLogin } from "./session/session";
import { paths } from "./paths";

/** Asks for the password in place (the shell's) while a form with work in it is open. */
let unauthorizedInPlace: ((error: ApiError) => void) | null = null;

/**
 * While registered, a 401 goes to `handler` instead of the login page when a form on screen holds
 * unsaved input (or keeps its page open, as the article editor). Returns the unregister.
 */
export function handleUnauthorizedInPlace(handler: (error: ApiError) => void): () => void {
  unauthorizedInPlace = handler;
  return () => {
    if (unauthorizedInPlace === handler) unauthorizedInPlace = null;
  };
}

let ownKickUntil = 0;
/**
 * Signing in again in place ends this browser's previous session, whose channel then hears
 * `kicked`: for a few seconds that event is this browser's own doing, not another device's.
 */
export function expectOwnKick(ms = 10_000): void {
  ownKickUntil = Date.now() + ms;
}
export const isOwnKick = (): boolean => Date.now() < ownKickUntil;

export const api = createClient({
  // See docs/behaviour/sign-in-and-session.md#session-end: 401 adds 登陆超时 and goes back to the login page (unless a page asks in place).
  onUnauthorized: (error) => {
    // The server's render of a first screen gives up on it (server-render.tsx): the browser's own render meets the 401.
    if (import.meta.env.SSR) return;
    if (unauthorizedInPlace && wantsSignInInPlace()) return unauthorizedInPlace(error);
    toast.error(error.message, { id: "unauthorized" });
    forgetLogin();
    navigate(paths.login, { replace: true });
  },
  // See docs/behaviour/errors.md#error-catalogue: HTTP failure → 服务器开小差了，请刷新页面重新请求 (once, however many calls failed).
  onHttpFailure: showHttpFailure,
  // See docs/behaviour/errors.md: while a form holds unsaved input, no advice to reload.
  hasUnsavedWork,
});
