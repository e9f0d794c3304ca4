import { useEffect, useState } from "react";
import { loginErrorField } from "@doctor-console/domain";
import { LoginPanel, type LoginServerError } from "@doctor-console/ui/auth";
import { toast } from "@doctor-console/ui/primitives";
import { loadSignIn } from "../features/sign-in/load-sign-in";
import { useQrLogin } from "../features/sign-in/use-qr-login";
import { ConsoleShell } from "../shell/lazy-shell";
import { whenIdle } from "../when-idle";

/**
 * What signing in needs (the api client, the data layer) and then shows (the shell) is asked for
 * while the doctor types, not with the page: the sign-in calls once idle or on focus of the form,
 * the shell and the redirect rules on focus (a page that nobody uses loads no menu code).
 */
const prefetchSignIn = () => void loadSignIn().catch(() => undefined);
const prefetchAll = () => {
  prefetchSignIn();
  void import("../signed-in-screen").catch(() => undefined);
  void ConsoleShell.preload().catch(() => undefined);
};

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
  useEffect(() => whenIdle(prefetchSignIn), []);

  const onSubmit = async ({ account, password }: { account: string; password: string }) => {
    setSubmitting(true);
    setServerError(undefined);
    let calls: Awaited<ReturnType<typeof loadSignIn>> | undefined;
    try {
      calls = await loadSignIn();
      await calls.signIn({ usersname: account, password });
    } catch (error) {
      if (!calls || !(error instanceof calls.ApiError) || error.kind !== "platform") return;
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
      <div className="w-full max-w-[336px]" onFocus={prefetchAll}>
        <p className="mb-6 text-center text-dc-xl font-semibold text-dc-foreground">互联网医院 · 医生工作台</p>
        <LoginPanel
          loginForm={{ onSubmit, submitting, serverError, autoFocus: true }}
          qrLogin={{ qrUrl: qr.code?.url, status: qr.status, onRefresh: qr.refresh }}
          defaultValue={startWithQr ? "qr" : "account"}
          onValueChange={qr.onModeChange}
        />
      </div>
    </main>
  );
}
