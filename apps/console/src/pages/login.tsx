import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError, type QrCode } from "@doctor-console/api";
import { QR_POLL_MS, errcodes, loginErrorField } from "@doctor-console/domain";
import { LoginPanel, type LoginServerError } from "@doctor-console/ui/auth";
import { toast } from "@doctor-console/ui/primitives";
import { api } from "../api";
import { completeLogin } from "../session/sign-in";

/** /login: account and password, or a QR code a second device confirms. */
export default function LoginPage() {
  const [submitting, setSubmitting] = useState(false);
  const [serverError, setServerError] = useState<LoginServerError | undefined>();
  const qr = useQrLogin();
  // /login?mode=qr (the editor's 401 dialog sends QR doctors here) opens on the QR code.
  const [startWithQr] = useState(() => location.search.includes("mode=qr"));
  useEffect(() => {
    if (startWithQr) setTimeout(qr.onModeChange, 0, "qr");
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onSubmit = async ({ account, password }: { account: string; password: string }) => {
    setSubmitting(true);
    setServerError(undefined);
    try {
      const result = await api.account.login({ usersname: account, password });
      await completeLogin(result);
    } catch (error) {
      if (!(error instanceof ApiError) || error.kind !== "platform") return;
      // 该手机号尚未注册 (a warning) under the account, 密码错误 under the password.
      const field = loginErrorField(error.errcode);
      setServerError({ field, message: error.message });
      if (error.severity === "warning") toast.warning(error.message);
      else toast.error(error.message);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <main className="flex min-h-screen items-center justify-center bg-dc-surface p-6">
      <div className="w-full max-w-[336px]">
        <p className="mb-6 text-center text-dc-xl font-semibold text-dc-foreground">互联网医院 · 医生工作台</p>
        <LoginPanel
          loginForm={{ onSubmit, submitting, serverError }}
          qrLogin={{ qrUrl: qr.code?.url, status: qr.status, onRefresh: qr.refresh }}
          defaultValue={startWithQr ? "qr" : "account"}
          onValueChange={qr.onModeChange}
        />
      </div>
    </main>
  );
}

type QrStatus = "loading" | "waiting" | "expired" | "error";

/** Fetches a QR code and polls it every 5 s (QR_POLL_MS) while the QR tab is open (spec §4, §9). */
function useQrLogin() {
  const [active, setActive] = useState(false);
  const [code, setCode] = useState<QrCode>();
  const [status, setStatus] = useState<QrStatus>("loading");
  const generation = useRef(0);

  const refresh = useCallback(async () => {
    const mine = ++generation.current;
    setStatus("loading");
    try {
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
      try {
        const result = await api.account.pollQrLogin({ uuid: code.uuid }, { background: true });
        clearInterval(timer);
        await completeLogin(result);
      } catch (error) {
        if (!(error instanceof ApiError)) return;
        // 30002: not scanned yet, keep polling. 30013: expired, a new image and id.
        if (error.errcode === errcodes.qrExpired) void refresh();
      }
    }, QR_POLL_MS);
    return () => clearInterval(timer);
  }, [active, status, code, refresh]);

  const onModeChange = (mode: string) => {
    setActive(mode === "qr");
    if (mode === "qr") void refresh();
  };
  return { code, status, refresh, onModeChange };
}
