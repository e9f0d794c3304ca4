import { useEffect, useState, useSyncExternalStore, type ComponentProps, type ReactNode } from "react";
import type { ExternalToast, Toaster as SonnerToaster } from "sonner";
import { cn } from "../../lib/cn";
import type * as StyledToasterModule from "./styled-toaster";

/** sonner and its Toaster in our styles (./styled-toaster.tsx). */
type SonnerModule = typeof StyledToasterModule;

/*
 * sonner (≈ 10 KiB gzip), with our styles and icons for it, loads with the first message, not with the page: a sign-in page that
 * shows no message never pays for it. Messages wait until the Toaster has mounted sonner's own.
 */
let sonner: Promise<SonnerModule> | undefined;
let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => (markMounted = resolve));
const requestListeners = new Set<() => void>();
function requestSonner(): Promise<SonnerModule> {
  if (!sonner) {
    sonner = import("./styled-toaster");
    requestListeners.forEach((l) => l());
  }
  return sonner;
}
const subscribeRequests = (listener: () => void) => {
  requestListeners.add(listener);
  return () => requestListeners.delete(listener);
};

export type ToasterProps = ComponentProps<typeof SonnerToaster>;

/**
 * Where toasts appear: once near the app root. Top centre, like the platform's messages,
 * 3 s by default. Each toast's status is a `data-type` (success / warning / error / info).
 */
export function Toaster(props: ToasterProps) {
  const requested = useSyncExternalStore(subscribeRequests, () => sonner !== undefined, () => false);
  const [module, setModule] = useState<SonnerModule | null>(null);
  useEffect(() => {
    if (requested) void requestSonner().then(setModule);
  }, [requested]);
  useEffect(() => {
    if (module) markMounted();
  }, [module]);
  return module ? <module.StyledToaster {...props} /> : null;
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
type Kind = "message" | "success" | "warning" | "error" | "info" | "loading";

let lastId = 0;
function show(kind: Kind, message: ReactNode, options?: ToastOptions): string | number {
  const id = options?.id ?? `toast-${++lastId}`;
  void requestSonner().then(async ({ toast: sonnerToast }) => {
    await mounted;
    const shown = withCenter({ ...options, id });
    if (kind === "message") sonnerToast(message, shown);
    else sonnerToast[kind](message, shown);
  });
  return id;
}

/**
 * The message facade: `toast.success("登录成功")`, `toast.warning("该手机号尚未注册")`,
 * `toast.error(msg, { center: true })`, `toast.info(...)`. Needs a `<Toaster />` mounted; returns
 * the toast's id at once (the message shows as soon as sonner has loaded).
 */
export const toast: {
  (message: ReactNode, options?: ToastOptions): string | number;
  success: Show;
  warning: Show;
  error: Show;
  info: Show;
  loading: Show;
  dismiss: (id?: string | number) => string | number;
} = Object.assign((message: ReactNode, options?: ToastOptions) => show("message", message, options), {
  success: (message: ReactNode, options?: ToastOptions) => show("success", message, options),
  warning: (message: ReactNode, options?: ToastOptions) => show("warning", message, options),
  error: (message: ReactNode, options?: ToastOptions) => show("error", message, options),
  info: (message: ReactNode, options?: ToastOptions) => show("info", message, options),
  loading: (message: ReactNode, options?: ToastOptions) => show("loading", message, options),
  dismiss: (id?: string | number) => {
    if (sonner) void sonner.then(({ toast: sonnerToast }) => sonnerToast.dismiss(id));
    return id ?? "";
  },
});
