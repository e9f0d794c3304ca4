import { useEffect } from "react";
import type { ServerEvent } from "@doctor-console/api";
import { api, isOwnKick } from "../api";
import { forcedLogout } from "./sign-in";

/**
 * Listens on the real-time channel while signed in: a `kicked` event means another device signed
 * in with this account (single-device login). Other events are passed to `onEvent`.
 */
export function useKickChannel(signedIn: boolean, onEvent?: (event: ServerEvent) => void): void {
  useEffect(() => {
    if (!signedIn) return;
    const stop = api.listen((event) => {
      if (event.type === "kicked") {
        // Our own sign-in in place (a 401 while editing) ended the old session: carry on.
        if (isOwnKick()) return;
        stop();
        forcedLogout();
      } else onEvent?.(event);
    });
    return stop;
  }, [signedIn, onEvent]);
}
