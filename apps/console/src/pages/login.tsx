import { useState } from "react";
import { ApiError } from "@doctor-console/api";
import { loginErrorField } from "@doctor-console/domain";
import { LoginPanel, type LoginServerError } from "@doctor-console/ui/auth";
import { toast } from "@doctor-console/ui/primitives";
import { useQrLogin } from "../features/sign-in/use-qr-login";
import { signIn } from "../session/sign-in";

/** /login: account and password, or a QR code a second device confirms. */
export default function LoginPage() {
  const [submitting, setSubmitting] = useState(false);
  const [serverError, setServerError] = useState<LoginServerError | undefined>();
  const qr = useQrLogin();

  const onSubmit = async ({ account, password }: { account: string; password: string }) => {
    setSubmitting(true);
    setServerError(undefined);
    try {
      await signIn({ usersname: account, password });
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
          loginForm={{ onSubmit, submitting, serverError, autoFocus: true }}
          qrLogin={{ qrUrl: qr.code?.url, status: qr.status, onRefresh: qr.refresh }}
          onValueChange={qr.onModeChange}
        />
      </div>
    </main>
  );
}
