import type { ComponentProps, ReactNode } from "react";
import { qrLoginStatusTexts } from "@doctor-console/domain";
import { cn } from "../../lib/cn";
import { Button } from "../../primitives/button";
import { RefreshIcon } from "../../primitives/icon";
import { Spinner } from "../../primitives/spinner";

/**
 * - loading: a code is being fetched
 * - waiting: shown, waiting for the doctor to scan and confirm on the phone
 * - expired: the code timed out (errcode 30013); 刷新二维码 asks for a new one
 * - error: the code could not be fetched; 刷新二维码 tries again
 */
export type QrLoginStatus = "loading" | "waiting" | "expired" | "error";

export type QrLoginProps = Omit<ComponentProps<"div">, "children"> & {
  /** The QR image (the platform's `result.url`). */
  qrUrl?: string;
  status: QrLoginStatus;
  /** The doctor asked for a new code. The page fetches it and restarts polling. */
  onRefresh?: () => void;
  /** Text under the code while waiting. */
  hint?: ReactNode;
};

const statusText: Record<QrLoginStatus, string> = qrLoginStatusTexts;

/**
 * QR-code login: the image from props and its state. The page does the fetching and the
 * polling (every 5 s); this only shows what it is told and reports 刷新二维码.
 */
export function QrLogin({
  qrUrl,
  status,
  onRefresh,
  hint = "请使用手机 App 扫描二维码登录",
  className,
  ...props
}: QrLoginProps) {
  const stale = status === "expired" || status === "error";
  return (
    <div
      data-slot="qr-login"
      data-status={status}
      aria-busy={status === "loading" || undefined}
      className={cn("flex flex-col items-center gap-3", className)}
      {...props}
    >
      <div className="relative flex size-48 items-center justify-center rounded-dc-md border border-dc-border bg-dc-background p-2">
        {qrUrl && status !== "loading" ? (
          <img
            data-slot="qr-login-image"
            src={qrUrl}
            alt="登录二维码"
            className={cn("size-full object-contain", stale && "opacity-15")}
          />
        ) : null}
        {status === "loading" ? <Spinner size="xl" className="text-dc-primary" /> : null}
        {stale ? (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 rounded-dc-md bg-dc-background/85">
            <p className="text-dc-base font-medium text-dc-foreground">{statusText[status]}</p>
            <Button size="sm" onClick={onRefresh}>
              <RefreshIcon />
              刷新二维码
            </Button>
          </div>
        ) : null}
      </div>
      {/* Announces changes: loading → waiting → expired. */}
      <p data-slot="qr-login-status" role="status" className="text-dc-sm text-dc-muted-foreground">
        {status === "waiting" ? hint : status === "loading" ? statusText.loading : `${statusText[status]}，请刷新`}
      </p>
    </div>
  );
}
