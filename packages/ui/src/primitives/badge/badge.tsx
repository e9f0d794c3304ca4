import type { ComponentProps } from "react";
import { Slot } from "radix-ui";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "../../lib/cn";

/** The state colours available to a tag. Map a domain state to one of these (e.g. 审核中 → pending). */
export type BadgeStatus = "neutral" | "primary" | "pending" | "success" | "rejected" | "info" | "muted";

export const badgeVariants = cva(
  "inline-flex w-fit shrink-0 items-center gap-1 rounded-sm border px-1.5 font-normal whitespace-nowrap [&_svg]:size-3",
  {
    variants: {
      status: {
        neutral: "border-border bg-background text-foreground",
        primary: "border-primary/30 bg-primary-soft text-primary-soft-foreground",
        pending: "border-status-pending-foreground/25 bg-status-pending text-status-pending-foreground",
        success: "border-status-success-foreground/25 bg-status-success text-status-success-foreground",
        rejected: "border-status-rejected-foreground/25 bg-status-rejected text-status-rejected-foreground",
        info: "border-status-info-foreground/25 bg-status-info text-status-info-foreground",
        muted: "border-transparent bg-status-muted text-status-muted-foreground",
      },
      size: {
        sm: "h-5 text-xs",
        default: "h-6 text-sm",
      },
    },
    defaultVariants: { status: "neutral", size: "default" },
  },
);

export type BadgeProps = ComponentProps<"span"> &
  VariantProps<typeof badgeVariants> & {
    asChild?: boolean;
  };

/** A status tag: text in a state colour, `data-status` carries the state for tests and styling. */
export function Badge({ className, status, size, asChild = false, ...props }: BadgeProps) {
  const Comp = asChild ? Slot.Root : "span";
  return (
    <Comp
      data-slot="badge"
      data-status={status ?? "neutral"}
      className={cn(badgeVariants({ status, size }), className)}
      {...props}
    />
  );
}
