import { useId, type ComponentProps, type ReactNode } from "react";
import { cn } from "../../lib/cn";
import { useControllableState } from "../../lib/use-controllable-state";
import { Button } from "../../primitives/button";
import { LoginForm, type LoginFormProps } from "../login-form";
import { QrLogin, type QrLoginProps } from "../qr-login";

export type LoginMethod = "account" | "qr";

export type LoginPanelProps = Omit<ComponentProps<"section">, "title" | "defaultValue"> & {
  /** Heading over the tabs (default 医生登录). */
  title?: ReactNode;
  /** The chosen method; the page starts QR polling only while it is "qr". */
  value?: LoginMethod;
  defaultValue?: LoginMethod;
  onValueChange?: (method: LoginMethod) => void;
  loginForm: LoginFormProps;
  qrLogin: QrLoginProps;
};

/**
 * The login card: LoginForm, or QrLogin, with a switch between them (扫码登录 / 账号登录). The
 * account form stays mounted (hidden) while the QR code shows, so switching back keeps what was
 * typed. A switch button rather than tabs: the sign-in page's JavaScript budget (≤ 110 KiB)
 * has no room for the Tabs primitive's roving-focus machinery.
 */
export function LoginPanel({
  title = "医生登录",
  value: valueProp,
  defaultValue = "account",
  onValueChange,
  loginForm,
  qrLogin,
  className,
  ...props
}: LoginPanelProps) {
  const titleId = useId();
  const [value, setValue] = useControllableState<LoginMethod>({
    prop: valueProp,
    defaultProp: defaultValue,
    onChange: onValueChange,
  });
  return (
    <section
      data-slot="login-panel"
      aria-labelledby={titleId}
      className={cn("w-full max-w-[336px] rounded-dc-lg border border-dc-border bg-dc-background p-6 shadow-sm", className)}
      {...props}
    >
      <h1 id={titleId} className="mb-4 text-center text-dc-xl font-medium">
        {title}
      </h1>
      <div data-slot="login-panel-method" data-method={value} className="grid gap-4">
        <div hidden={value !== "account"}>
          <LoginForm {...loginForm} />
        </div>
        {value === "qr" ? <QrLogin {...qrLogin} /> : null}
        <Button
          type="button"
          variant="link"
          data-slot="login-panel-switch"
          className="justify-self-center"
          onClick={() => setValue(value === "qr" ? "account" : "qr")}
        >
          {value === "qr" ? "账号登录" : "扫码登录"}
        </Button>
      </div>
    </section>
  );
}
