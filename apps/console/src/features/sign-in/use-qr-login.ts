import { useCallback, useEffect, useRef, useState } from "react";
import type { QrCode } from "@doctor-console/api";
import { QR_POLL_MS, errcodes } from "@doctor-console/domain";
import { loadSignIn } from "./load-sign-in";

export type QrStatus = "loading" | "waiting" | "expired" | "error";

/**
 * QR sign-in (see docs/behaviour/sign-in-and-session.md): fetches a code when the QR tab opens and
 * asks every QR_POLL_MS whether a second device confirmed it, while the tab stays open. Not yet
 * scanned: keep asking. Expired: a new code. Confirmed: the doctor is signed in. A code that
 * arrives after a newer one was asked for is dropped.
 */
export function useQrLogin() {
  const [active, setActive] = useState(false);
  const [code, setCode] = useState<QrCode>();
  const [status, setStatus] = useState<QrStatus>("loading");
  const generation = useRef(0);

  const refresh = useCallback(async () => {
    const mine = ++generation.current;
    setStatus("loading");
    try {
      const { api } = await loadSignIn();
      const next = await api.account.getQrCode({});
      if (mine !== generation.current) return;
      setCode(next);
      setStatus("waiting");
    } catch {
      if (mine === generation.current) setStatus("error");
    }
  }, []);

  useEffect(() => {
    if (!active || status !== "waiting" || !code) return;
    const timer = setInterval(async () => {
      const { ApiError, api, completeLogin } = await loadSignIn();
      try {
        const result = await api.account.pollQrLogin({ uuid: code.uuid }, { background: true });
        clearInterval(timer);
        await completeLogin(result);
      } catch (error) {
        if (!(error instanceof ApiError)) return;
        // Not scanned yet: keep polling. Expired: a new image and id.
        if (error.errcode === errcodes.qrExpired) void refresh();
      }
    }, QR_POLL_MS);
    return () => clearInterval(timer);
  }, [active, status, code, refresh]);

  /** The login panel switched tabs: the QR tab starts (and restarts) with a fresh code; leaving it stops the polling. */
  const onModeChange = (mode: string) => {
    setActive(mode === "qr");
    if (mode === "qr") void refresh();
  };
  return { code, status, refresh, onModeChange };
}
