/**
 * What the checkbox and radio groups share: how their options are laid out, and an option's
 * control with its visible label.
 */
import type { ReactNode } from "react";
import { cva } from "class-variance-authority";

export const choiceGroupVariants = cva("flex", {
  variants: {
    orientation: {
      horizontal: "flex-row flex-wrap gap-x-6 gap-y-2",
      vertical: "flex-col gap-2",
    },
  },
  defaultVariants: { orientation: "vertical" },
});

/**
 * The control (a box or a circle) with its label beside it, inside a `<label>` so that clicking the
 * text toggles it; the bare control when there is no label.
 */
export function ChoiceLabel({ slot, disabled, control, children }: { slot: string; disabled?: boolean; control: ReactNode; children?: ReactNode }) {
  if (children === undefined || children === null) return control;
  return (
    <label
      data-slot={slot}
      data-disabled={disabled ? "true" : undefined}
      className="inline-flex cursor-pointer items-center gap-2 text-dc-base leading-5 data-[disabled=true]:cursor-not-allowed data-[disabled=true]:text-dc-muted-foreground"
    >
      {control}
      <span>{children}</span>
    </label>
  );
}
