import type { ComponentProps } from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "../../lib/slot";
import { cn } from "../../lib/cn";
import { Spinner } from "../spinner";

export const buttonVariants = cva(
  [
    "inline-flex shrink-0 items-center justify-center gap-1.5 whitespace-nowrap rounded-dc-md border border-transparent",
    "font-normal leading-none transition-colors select-none cursor-pointer",
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-dc-ring",
    "disabled:pointer-events-none disabled:opacity-55 aria-disabled:pointer-events-none aria-disabled:opacity-55",
    "data-[loading]:cursor-progress [&_svg]:pointer-events-none",
  ],
  {
    variants: {
      variant: {
        primary: "bg-dc-primary text-dc-primary-foreground hover:bg-dc-primary-strong active:bg-dc-primary-strong",
        secondary: "border-dc-input bg-dc-secondary text-dc-secondary-foreground hover:border-dc-primary hover:text-dc-primary-soft-foreground hover:bg-dc-primary-soft",
        outline: "border-dc-primary bg-dc-background text-dc-primary hover:bg-dc-primary-soft hover:text-dc-primary-soft-foreground",
        ghost: "text-dc-foreground hover:bg-dc-muted",
        destructive: "bg-dc-destructive text-dc-destructive-foreground hover:bg-dc-destructive-strong",
        link: "h-auto min-h-6 border-0 px-0 text-dc-primary underline-offset-4 hover:underline",
      },
      size: {
        sm: "h-7 px-2.5 text-dc-sm [&_svg]:size-3.5",
        default: "h-8 px-3.5 text-dc-base",
        lg: "h-10 px-5 text-dc-base",
        icon: "size-8 p-0",
        "icon-sm": "size-7 p-0 [&_svg]:size-3.5",
      },
    },
    // A link-looking button keeps WCAG 2.2's 24 px target height (2.5.8).
    compoundVariants: [{ variant: "link", className: "h-auto min-h-6 px-0" }],
    defaultVariants: { variant: "primary", size: "default" },
  },
);

export type ButtonProps = ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    /** Render the single child (e.g. a router link) with the button's look and props. */
    asChild?: boolean;
    /**
     * Busy: shows a spinner before the text, disables the button and sets `aria-busy`.
     * The text stays, so the button keeps its name and width.
     */
    loading?: boolean;
  };

/**
 * The one button. Variants: primary (default), secondary, outline, ghost, destructive, link.
 * Sizes: sm, default, lg, icon, icon-sm (icon-only buttons need an `aria-label`).
 */
export function Button({
  className,
  variant,
  size,
  asChild = false,
  loading = false,
  disabled,
  type,
  children,
  ...props
}: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size }), className);
  if (asChild) {
    return (
      <Slot data-slot="button" data-variant={variant ?? "primary"} className={classes} {...props}>
        {children}
      </Slot>
    );
  }
  return (
    <button
      data-slot="button"
      data-variant={variant ?? "primary"}
      data-loading={loading ? "" : undefined}
      type={type ?? "button"}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={classes}
      {...props}
    >
      {loading ? <Spinner size="sm" /> : null}
      {children}
    </button>
  );
}
