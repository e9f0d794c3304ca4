import { useEffect } from "react";
import { EVENTS_PATH } from "@doctor-console/api";
import { api } from "../api";
import { forcedLogout } from "./sign-in";

/**
 * Listens on the real-time channel while signed in: a `kicked` event means another device signed
 * in with this account (single-device login). Other events are passed to `onEvent`.
 */
export function useKickChannel(signedIn: boolean, onEvent?: (type: string, data: unknown) => void): void {
  useEffect(() => {
    if (!signedIn || typeof EventSource === "undefined") return;
    const source = new EventSource(api.baseURL + EVENTS_PATH, { withCredentials: true });
    source.addEventListener("kicked", () => {
      source.close();
      forcedLogout();
    });
    source.addEventListener("orders", (e) => onEvent?.("orders", JSON.parse((e as MessageEvent<string>).data)));
    return () => source.close();
  }, [signedIn, onEvent]);
}
