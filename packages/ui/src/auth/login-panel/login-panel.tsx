import { useId, type ComponentProps, type ReactNode } from "react";
import { cn } from "../../lib/cn";
import { useControllableState } from "../../lib/use-controllable-state";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../primitives/tabs";
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
 * The login card: 账号登录 / 扫码登录 tabs over LoginForm and QrLogin. The account form stays
 * mounted while the QR tab shows, so switching back keeps what was typed.
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
      className={cn("w-full max-w-sm rounded-lg border border-border bg-background p-6 shadow-sm", className)}
      {...props}
    >
      <h1 id={titleId} className="mb-4 text-center text-xl font-medium">
        {title}
      </h1>
      <Tabs value={value} onValueChange={(v) => setValue(v as LoginMethod)} className="gap-5">
        <TabsList variant="segment" aria-label="登录方式" className="w-full">
          <TabsTrigger value="account">账号登录</TabsTrigger>
          <TabsTrigger value="qr">扫码登录</TabsTrigger>
        </TabsList>
        <TabsContent value="account" forceMount className="data-[state=inactive]:hidden">
          <LoginForm {...loginForm} />
        </TabsContent>
        <TabsContent value="qr">
          <QrLogin {...qrLogin} />
        </TabsContent>
      </Tabs>
    </section>
  );
}
