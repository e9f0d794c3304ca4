import type { ComponentProps, MouseEvent } from "react";
import { Slot } from "../../lib/slot";
import { cn } from "../../lib/cn";

export type LabelProps = ComponentProps<"label"> & {
  /** Render the child element instead, with the label's props (Radix `asChild`). */
  asChild?: boolean;
  /** Marks the field as required with a red asterisk (decorative; set `required` on the control too). */
  required?: boolean;
};

/**
 * A control's visible name: Radix Label's behaviour (a double click on the label selects no text; a
 * press on a control inside it stays the control's) without Radix's Primitive, which every form
 * showed for it, /login included (docs/performance.md).
 */
export function Label({ className, required, children, asChild, onMouseDown, ...props }: LabelProps) {
  const Root = asChild ? Slot : "label";
  return (
    <Root
      data-slot="label"
      className={cn(
        "inline-flex items-center gap-0.5 text-dc-base leading-none text-dc-foreground select-none",
        "peer-disabled:cursor-not-allowed peer-disabled:text-dc-muted-foreground",
        className,
      )}
      {...props}
      onMouseDown={(event: MouseEvent<HTMLLabelElement>) => {
        if ((event.target as Element).closest("button, input, select, textarea")) return;
        onMouseDown?.(event);
        if (!event.defaultPrevented && event.detail > 1) event.preventDefault();
      }}
    >
      {asChild ? (
        // The one element that takes the label's props (a required marker needs the label's own element).
        children
      ) : (
        <>
          {required ? (
            <span aria-hidden className="text-dc-destructive">
              *
            </span>
          ) : null}
          {children}
        </>
      )}
    </Root>
  );
}
