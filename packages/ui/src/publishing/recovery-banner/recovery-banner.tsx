import type { ComponentProps } from "react";
import { publishingTexts as t } from "@doctor-console/domain";
import { cn } from "../../lib/cn";
import { Button } from "../../primitives/button";
import { CircleAlertIcon } from "../../primitives/icon";

export type RecoveryBannerProps = Omit<ComponentProps<"div">, "children"> & {
  /** When the browser's copy was kept (yyyy-MM-dd HH:mm:ss or HH:mm). */
  savedAt: string;
  onRecover: () => void;
  onDiscard: () => void;
};

/**
 * Offered when the browser kept a copy of the editor that the server does not have (after a 401,
 * a forced logout or a closed tab): 恢复未保存的内容 brings back every field, 放弃 discards it.
 */
export function RecoveryBanner({ savedAt, onRecover, onDiscard, className, ...props }: RecoveryBannerProps) {
  return (
    <div
      data-slot="recovery-banner"
      role="region"
      aria-label={t.recover}
      className={cn("flex flex-wrap items-center gap-3 rounded-dc-md border border-dc-status-pending-foreground/25 bg-dc-status-pending px-4 py-3 text-dc-status-pending-foreground", className)}
      {...props}
    >
      <CircleAlertIcon aria-hidden className="size-4 shrink-0" />
      <p className="flex-1">{t.recoveryNotice(savedAt)}</p>
      <Button type="button" size="sm" onClick={onRecover}>
        {t.recover}
        <span className="sr-only">（{savedAt}）</span>
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={onDiscard}>
        {t.discard}
      </Button>
    </div>
  );
}
