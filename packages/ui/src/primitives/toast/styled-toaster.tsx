import type { ComponentProps } from "react";
import { Toaster as SonnerToaster } from "sonner";
import { cn } from "../../lib/cn";
import { CircleAlertIcon, CircleCheckIcon, InfoIcon, LoaderIcon, TriangleAlertIcon } from "../icon";

export { toast } from "sonner";

/** sonner's Toaster in our styles: it loads with sonner, with the first message (./toast.tsx). */
export function StyledToaster({ toastOptions, ...props }: ComponentProps<typeof SonnerToaster>) {
  return (
    <SonnerToaster
      position="top-center"
      duration={3000}
      gap={8}
      containerAriaLabel="通知"
      icons={{
        success: <CircleCheckIcon className="text-dc-status-success-foreground" />,
        info: <InfoIcon className="text-dc-status-info-foreground" />,
        warning: <TriangleAlertIcon className="text-dc-status-pending-foreground" />,
        error: <CircleAlertIcon className="text-dc-status-rejected-foreground" />,
        loading: <LoaderIcon className="animate-spin" />,
      }}
      toastOptions={{
        unstyled: true,
        ...toastOptions,
        classNames: {
          toast: cn(
            "group/toast flex w-[var(--width)] items-center gap-2 rounded-dc-md border px-4 py-2.5 text-dc-base shadow-md border-dc-border",
            "border-dc-border bg-dc-background text-dc-foreground",
            "data-[type=success]:border-dc-status-success-foreground/25 data-[type=success]:bg-dc-status-success data-[type=success]:text-dc-status-success-foreground",
            "data-[type=info]:border-dc-status-info-foreground/25 data-[type=info]:bg-dc-status-info data-[type=info]:text-dc-status-info-foreground",
            "data-[type=warning]:border-dc-status-pending-foreground/25 data-[type=warning]:bg-dc-status-pending data-[type=warning]:text-dc-status-pending-foreground",
            "data-[type=error]:border-dc-status-rejected-foreground/25 data-[type=error]:bg-dc-status-rejected data-[type=error]:text-dc-status-rejected-foreground",
          ),
          content: "flex-1",
          description: "text-dc-sm",
          icon: "flex shrink-0",
          ...toastOptions?.classNames,
        },
      }}
      {...props}
    />
  );
}

