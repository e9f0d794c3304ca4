import { useId, useState } from "react";
import { ApiError } from "@doctor-console/api";
import { errorFor, publishingTexts, unsavedWorkTexts, validationMessages } from "@doctor-console/domain";
import { Button, Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, Input } from "@doctor-console/ui/primitives";
import { navigate } from "wouter/use-browser-location";
import { paths } from "../../paths";
import { forgetLogin } from "../../session/session";
import { renewLogin, signOut } from "../../session/sign-in";

/**
 * After a 401 while a form is open (docs/behaviour/sign-in-and-session.md#signing-in-again-in-place):
 * the session is renewed in place with the password, the doctor's whole state (studio, VIP, menu)
 * comes back with it, and the page stays as it was, nothing typed touched. A doctor who signs in
 * by QR code, or who would rather stop, leaves by 扫码登录 or 退出登录: the browser's copy of the
 * form stays and is offered back when the page opens again.
 */
export function PasswordDialog({ open, account, onDone }: { open: boolean; account: string; onDone: () => void }) {
  const [password, setPassword] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const id = useId();
  const submit = async () => {
    if (!password) return setError(validationMessages.passwordRequired);
    setBusy(true);
    try {
      await renewLogin({ usersname: account, password });
      setPassword("");
      setError("");
      onDone();
    } catch (e) {
      setError(e instanceof ApiError ? e.message : errorFor("http").message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open}>
      <DialogContent showCloseButton={false} onEscapeKeyDown={(e) => e.preventDefault()} onInteractOutside={(e) => e.preventDefault()}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <DialogHeader>
            <DialogTitle>{errorFor(401).message}</DialogTitle>
            <DialogDescription>
              {publishingTexts.reauthHint}
              {unsavedWorkTexts.reauthKeepsCopy}
            </DialogDescription>
          </DialogHeader>
          <DialogBody className="flex flex-col gap-2">
            <label htmlFor={id}>密码</label>
            <Input id={id} type="password" autoComplete="current-password" value={password} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} onChange={(e) => setPassword(e.target.value)} />
            {error ? (
              <p id={`${id}-error`} role="alert" className="text-dc-sm text-dc-destructive">
                {error}
              </p>
            ) : null}
          </DialogBody>
          <DialogFooter>
            <Button
              type="button"
              variant="secondary"
              disabled={busy}
              onClick={() => {
                forgetLogin();
                navigate(`${paths.login}?mode=qr`, { replace: true });
              }}
            >
              {publishingTexts.reauthQr}
            </Button>
            <Button type="button" variant="secondary" disabled={busy} onClick={() => void signOut()}>
              {publishingTexts.reauthLogout}
            </Button>
            <Button type="submit" loading={busy}>
              {publishingTexts.reauthContinue}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
