import type { ComponentProps, ReactNode } from "react";
import { Toaster as Sonner, toast as sonnerToast, type ExternalToast } from "sonner";
import { cn } from "../../lib/cn";
import { CircleAlertIcon, CircleCheckIcon, InfoIcon, LoaderIcon, TriangleAlertIcon } from "../icon";

export type ToasterProps = ComponentProps<typeof Sonner>;

/**
 * Where toasts appear: once near the app root. Top centre, like the platform's messages,
 * 3 s by default. Each toast's status is a `data-type` (success / warning / error / info).
 */
export function Toaster({ toastOptions, ...props }: ToasterProps) {
  return (
    <Sonner
      position="top-center"
      duration={3000}
      gap={8}
      containerAriaLabel="通知"
      icons={{
        success: <CircleCheckIcon className="text-status-success-foreground" />,
        info: <InfoIcon className="text-status-info-foreground" />,
        warning: <TriangleAlertIcon className="text-status-pending-foreground" />,
        error: <CircleAlertIcon className="text-status-rejected-foreground" />,
        loading: <LoaderIcon className="animate-spin" />,
      }}
      toastOptions={{
        unstyled: true,
        ...toastOptions,
        classNames: {
          toast: cn(
            "group/toast flex w-[var(--width)] items-center gap-2 rounded-md border px-4 py-2.5 text-base shadow-md",
            "border-border bg-background text-foreground",
            "data-[type=success]:border-status-success-foreground/25 data-[type=success]:bg-status-success data-[type=success]:text-status-success-foreground",
            "data-[type=info]:border-status-info-foreground/25 data-[type=info]:bg-status-info data-[type=info]:text-status-info-foreground",
            "data-[type=warning]:border-status-pending-foreground/25 data-[type=warning]:bg-status-pending data-[type=warning]:text-status-pending-foreground",
            "data-[type=error]:border-status-rejected-foreground/25 data-[type=error]:bg-status-rejected data-[type=error]:text-status-rejected-foreground",
          ),
          content: "flex-1",
          description: "text-sm",
          icon: "flex shrink-0",
          ...toastOptions?.classNames,
        },
      }}
      {...props}
    />
  );
}

export type ToastOptions = ExternalToast & {
  /** Centre the text in the toast (the platform's "centered" error message). */
  center?: boolean;
};

function withCenter(options?: ToastOptions): ExternalToast | undefined {
  if (!options) return undefined;
  const { center, className, ...rest } = options;
  return center ? { ...rest, className: cn("justify-center text-center", className) } : { ...rest, className };
}

type Show = (message: ReactNode, options?: ToastOptions) => string | number;

/**
 * The message facade: `toast.success("登录成功")`, `toast.warning("该手机号尚未注册")`,
 * `toast.error(msg, { center: true })`, `toast.info(...)`. Needs a `<Toaster />` mounted.
 */
export const toast: {
  (message: ReactNode, options?: ToastOptions): string | number;
  success: Show;
  warning: Show;
  error: Show;
  info: Show;
  loading: Show;
  dismiss: (id?: string | number) => string | number;
} = Object.assign((message: ReactNode, options?: ToastOptions) => sonnerToast(message, withCenter(options)), {
  success: (message: ReactNode, options?: ToastOptions) => sonnerToast.success(message, withCenter(options)),
  warning: (message: ReactNode, options?: ToastOptions) => sonnerToast.warning(message, withCenter(options)),
  error: (message: ReactNode, options?: ToastOptions) => sonnerToast.error(message, withCenter(options)),
  info: (message: ReactNode, options?: ToastOptions) => sonnerToast.info(message, withCenter(options)),
  loading: (message: ReactNode, options?: ToastOptions) => sonnerToast.loading(message, withCenter(options)),
  dismiss: (id?: string | number) => sonnerToast.dismiss(id),
});
