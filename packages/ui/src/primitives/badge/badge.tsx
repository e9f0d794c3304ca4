import type { ComponentProps } from "react";
import { Slot } from "../../lib/slot";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "../../lib/cn";

/** The state colours available to a tag (its `variant`). Map a domain state to one of these (e.g. 审核中 → pending). */
export type BadgeVariant = "neutral" | "primary" | "pending" | "success" | "rejected" | "info" | "muted";

export const badgeVariants = cva(
  "inline-flex w-fit shrink-0 items-center gap-1 rounded-dc-sm border px-1.5 font-normal whitespace-nowrap [&_svg]:size-3 border-dc-border",
  {
    variants: {
      variant: {
        neutral: "border-dc-border bg-dc-background text-dc-foreground",
        primary: "border-dc-primary/30 bg-dc-primary-soft text-dc-primary-soft-foreground",
        pending: "border-dc-status-pending-foreground/25 bg-dc-status-pending text-dc-status-pending-foreground",
        success: "border-dc-status-success-foreground/25 bg-dc-status-success text-dc-status-success-foreground",
        rejected: "border-dc-status-rejected-foreground/25 bg-dc-status-rejected text-dc-status-rejected-foreground",
        info: "border-dc-status-info-foreground/25 bg-dc-status-info text-dc-status-info-foreground",
        muted: "border-transparent bg-dc-status-muted text-dc-status-muted-foreground",
      },
      size: {
        sm: "h-5 text-dc-xs",
        default: "h-6 text-dc-sm",
      },
    },
    defaultVariants: { variant: "neutral", size: "default" },
  },
);

export type BadgeProps = ComponentProps<"span"> &
  VariantProps<typeof badgeVariants> & {
    asChild?: boolean;
  };

/** A status tag: text in a state colour (`variant`); `data-variant` carries it for tests and styling. */
export function Badge({ className, variant, size, asChild = false, ...props }: BadgeProps) {
  const Comp = asChild ? Slot : "span";
  return (
    <Comp
      data-slot="badge"
      data-variant={variant ?? "neutral"}
      className={cn(badgeVariants({ variant, size }), className)}
      {...props}
    />
  );
}
