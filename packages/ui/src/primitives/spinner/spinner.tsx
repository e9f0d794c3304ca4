import type { ComponentProps } from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "../../lib/cn";
import { LoaderIcon } from "../icon";

export const spinnerVariants = cva("animate-spin text-current motion-reduce:animate-[spin_1.5s_linear_infinite]", {
  variants: {
    size: {
      sm: "size-3.5",
      default: "size-4",
      lg: "size-6",
      xl: "size-8",
    },
  },
  defaultVariants: { size: "default" },
});

export type SpinnerProps = Omit<ComponentProps<"svg">, "children"> &
  VariantProps<typeof spinnerVariants> & {
    /**
     * Accessible name, e.g. "加载中". Without it the spinner is decorative (use it inside
     * something that already says it is busy, such as a loading button).
     */
    label?: string;
  };

/** A turning ring in the current text colour. */
export function Spinner({ className, size, label, ...props }: SpinnerProps) {
  return (
    <LoaderIcon
      data-slot="spinner"
      role={label ? "status" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={cn(spinnerVariants({ size }), className)}
      {...props}
    />
  );
}
