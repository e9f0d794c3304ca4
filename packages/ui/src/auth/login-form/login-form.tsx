import { useEffect, type ComponentProps } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { loginSchema, type LoginInput, type LoginValues } from "@doctor-console/domain";
import { cn } from "../../lib/cn";
import { Button } from "../../primitives/button";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "../../primitives/form-field";
import { Input, PasswordInput } from "../../primitives/input";

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
};

/**
 * Account (the doctor's mobile number) and password login, validated by the domain's
 * `loginSchema` (账号不能为空 / 密码不能为空). Enter submits.
 */
export function LoginForm({
  onSubmit,
  submitting = false,
  serverError,
  defaultValues,
  submitText = "登录",
  className,
  ...props
}: LoginFormProps) {
  const form = useForm<LoginInput, unknown, LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { account: "", password: "", ...defaultValues },
  });
  const { setError } = form;

  // Show the platform's message under its field (and focus that field).
  useEffect(() => {
    if (serverError?.field) {
      setError(serverError.field, { type: "server", message: serverError.message }, { shouldFocus: true });
    }
  }, [serverError, setError]);

  const busy = submitting || form.formState.isSubmitting;
  const formError = serverError && !serverError.field ? serverError.message : null;

  return (
    <Form {...form}>
      <form
        data-slot="login-form"
        noValidate
        aria-busy={busy || undefined}
        onSubmit={form.handleSubmit(async (values) => {
          if (busy) return;
          await onSubmit(values);
        })}
        className={cn("grid gap-4", className)}
        {...props}
      >
        <FormField
          control={form.control}
          name="account"
          render={({ field }) => (
            <FormItem>
              <FormLabel>账号</FormLabel>
              <FormControl>
                <Input
                  {...field}
                  type="tel"
                  inputMode="numeric"
                  autoComplete="username"
                  placeholder="请输入手机号"
                  size="lg"
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="password"
          render={({ field }) => (
            <FormItem>
              <FormLabel>密码</FormLabel>
              <FormControl>
                <PasswordInput {...field} autoComplete="current-password" placeholder="请输入密码" size="lg" />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        {formError ? (
          <p data-slot="login-form-error" role="alert" className="text-sm text-destructive">
            {formError}
          </p>
        ) : null}
        <Button type="submit" size="lg" loading={busy} className="w-full">
          {submitText}
        </Button>
      </form>
    </Form>
  );
}
