import type { ReactNode } from "react";
import { ApiError } from "@doctor-console/api";
import { errcodes, errorMessages, retryLabel } from "@doctor-console/domain";
import { Button, EmptyState } from "@doctor-console/ui/primitives";

/** 30007 (no data) reads as "missing"; anything else (HTTP failure, timeout, 500) as "failed". */
export function loadFailure(error: unknown): "missing" | "failed" {
  return error instanceof ApiError && error.errcode === errcodes.notFound ? "missing" : "failed";
}

/**
 * What a page shows instead of its content when its data did not come (see
 * docs/behaviour/errors.md): what happened, 重试 when trying again can help, and a way on.
 */
export function LoadFailed({ message, onRetry, children }: { message: string; onRetry?: () => void; children?: ReactNode }) {
  return (
    <EmptyState
      role="alert"
      data-slot="load-failed"
      title={message}
      className="rounded-dc-lg border border-dc-border bg-dc-background"
    >
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      ) : null}
      {children}
    </EmptyState>
  );
}

export const loadFailedMessage = errorMessages.http;
