import { useEffect } from "react";
import type { ServerEvent } from "@doctor-console/api";
import { api, isOwnKick } from "../api";
import { forcedLogout } from "./sign-in";

/** Whether a session was watched before in this page (a sign-out, then a sign-in). */
let watchedBefore = false;

/**
 * Listens on the real-time channel while signed in: a `kicked` event means another device signed
 * in with this account (single-device login). Other events are passed to `onEvent`.
 */
export function useKickChannel(signedIn: boolean, onEvent?: (event: ServerEvent) => void): void {
  useEffect(() => {
    if (!signedIn) return;
    // After a session in this page, a stream of this one (`fresh`): not one the session before
    // left open (its logout failed, or it expired), whose kicks and events are not this doctor's.
    const stop = api.listen(
      (event) => {
        if (event.type === "kicked") {
          // Our own sign-in in place (a 401 while editing) ended the old session: carry on.
          if (isOwnKick()) return;
          stop();
          forcedLogout();
        } else onEvent?.(event);
      },
      { fresh: watchedBefore },
    );
    watchedBefore = true;
    return stop;
  }, [signedIn, onEvent]);
}
