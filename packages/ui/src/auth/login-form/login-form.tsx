import { useId, useLayoutEffect, useRef, useState, type ComponentProps, type FormEvent, type ReactNode } from "react";
import { loginErrors, loginValues, type LoginErrors, type LoginInput, type LoginValues } from "@doctor-console/domain";
import { cn } from "../../lib/cn";
import { Button } from "../../primitives/button";
import { Input, PasswordInput } from "../../primitives/input";
import { Label } from "../../primitives/label";

export type LoginFormField = "account" | "password";

export interface LoginServerError {
  /** Which field the message belongs under; without it the message shows above the button. */
  field?: LoginFormField;
  message: string;
}

export type LoginFormProps = Omit<ComponentProps<"form">, "onSubmit" | "children"> & {
  /** Called with the checked values (account trimmed). A returned promise keeps the button busy. */
  onSubmit: (values: LoginValues) => Promise<void> | void;
  /** The page is logging in (e.g. while its request runs). */
  submitting?: boolean;
  /**
   * The platform's answer to a failed login, e.g. `{ field: "account", message: "该手机号尚未注册" }`
   * or `{ field: "password", message: "密码错误" }`. Pass a new object for each failure; the
   * message clears as soon as the doctor edits that field. What was typed is kept.
   */
  serverError?: LoginServerError | null;
  defaultValues?: Partial<LoginInput>;
  /** Default 登录. */
  submitText?: string;
  /** Put the cursor in the account field when the form appears (the sign-in page's first field). */
  autoFocus?: boolean;
};

/**
 * Account (the doctor's mobile number) and password login, checked by the domain's login rule
 * (账号不能为空 / 密码不能为空). Enter submits.
 *
 * Unlike the other forms it does not use react-hook-form and zod: the sign-in page must stay
 * within 110 KiB of JavaScript, and two fields need neither.
 */
export function LoginForm({
  onSubmit,
  submitting = false,
  serverError,
  defaultValues,
  submitText = "登录",
  autoFocus = false,
  className,
  ...props
}: LoginFormProps) {
  const id = useId();
  const [values, setValues] = useState<LoginInput>({ account: "", password: "", ...defaultValues });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [pending, setPending] = useState(false);
  const accountRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  // The platform's message shows under its field until the doctor edits that field
  // (React's "adjust state when a prop changes", during render).
  const [shownServerError, setShownServerError] = useState<LoginServerError | null | undefined>(serverError);
  const [prevServerError, setPrevServerError] = useState(serverError);
  if (serverError !== prevServerError) {
    setPrevServerError(serverError);
    setShownServerError(serverError);
  }
  // Once, when the form appears: a focus not taken by the browser's own autofocus, which React
  // does not apply to a field rendered after hydration.
  useLayoutEffect(() => {
    if (autoFocus) accountRef.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on mount only
  }, []);
  // …and the field it belongs to takes the focus.
  useLayoutEffect(() => {
    if (serverError?.field) (serverError.field === "account" ? accountRef : passwordRef).current?.focus();
  }, [serverError]);

  const messageOf = (field: LoginFormField) => errors[field] ?? (shownServerError?.field === field ? shownServerError.message : undefined);
  const busy = submitting || pending;
  const formError = shownServerError && !shownServerError.field ? shownServerError.message : null;

  const change = (field: LoginFormField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Once a message shows, it follows what is typed.
    if (errors[field]) setErrors((e) => ({ ...e, [field]: loginErrors(next)[field] }));
    if (shownServerError?.field === field) setShownServerError(null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = loginErrors(values);
    setErrors(found);
    const first = (Object.keys(found) as LoginFormField[])[0];
    if (first) {
      (first === "account" ? accountRef : passwordRef).current?.focus();
      return;
    }
    setPending(true);
    try {
      await onSubmit(loginValues(values));
    } finally {
      setPending(false);
    }
  };

  const field = (name: LoginFormField, label: string, control: (p: ComponentProps<"input">) => ReactNode) => {
    const message = messageOf(name);
    const controlId = `${id}-${name}`;
    return (
      <div data-slot="form-item" className="group/field grid gap-1.5">
        <Label htmlFor={controlId} className="leading-5">
          {label}
        </Label>
        {control({
          id: controlId,
          name,
          value: values[name],
          onChange: (e) => change(name, e.currentTarget.value),
          "aria-invalid": message ? true : undefined,
          "aria-describedby": message ? `${controlId}-message` : undefined,
        })}
        {message ? (
          <p id={`${controlId}-message`} data-slot="form-message" className="text-dc-xs leading-4 text-dc-destructive">
            {message}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form
      data-slot="login-form"
      noValidate
      aria-busy={busy || undefined}
      onSubmit={(e) => void submit(e)}
      className={cn("grid gap-4", className)}
      {...props}
    >
      {field("account", "账号", (p) => (
        <Input {...p} ref={accountRef} type="tel" inputMode="numeric" autoComplete="username" placeholder="请输入手机号" size="lg" />
      ))}
      {field("password", "密码", (p) => (
        <PasswordInput {...p} ref={passwordRef} autoComplete="current-password" placeholder="请输入密码" size="lg" />
      ))}
      {formError ? (
        <p data-slot="login-form-error" role="alert" className="text-dc-sm text-dc-destructive">
          {formError}
        </p>
      ) : null}
      <Button type="submit" size="lg" loading={busy} className="w-full">
        {submitText}
      </Button>
    </form>
  );
}
