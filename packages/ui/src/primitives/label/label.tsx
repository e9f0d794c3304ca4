import type { ComponentProps } from "react";
import { Label as LabelPrimitive } from "radix-ui";
import { cn } from "../../lib/cn";

export type LabelProps = ComponentProps<typeof LabelPrimitive.Root> & {
  /** Marks the field as required with a red asterisk (decorative; set `required` on the control too). */
  required?: boolean;
};

/** A control's visible name. */
export function Label({ className, required, children, ...props }: LabelProps) {
  return (
    <LabelPrimitive.Root
      data-slot="label"
      className={cn(
        "inline-flex items-center gap-0.5 text-dc-base leading-none text-dc-foreground select-none",
        "peer-disabled:cursor-not-allowed peer-disabled:text-dc-muted-foreground",
        className,
      )}
      {...props}
    >
      {required ? (
        <span aria-hidden className="text-dc-destructive">
          *
        </span>
      ) : null}
      {children}
    </LabelPrimitive.Root>
  );
}
