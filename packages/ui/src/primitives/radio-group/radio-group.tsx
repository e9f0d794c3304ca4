import type { ComponentProps, ReactNode } from "react";
import { RadioGroup as RadioGroupPrimitive } from "radix-ui";
import type { VariantProps } from "class-variance-authority";
import { ChoiceLabel, choiceGroupVariants } from "../../lib/choice";
import { cn } from "../../lib/cn";
import { useOptionalFormField } from "../form-field/use-form-field";

export const radioGroupVariants = choiceGroupVariants;

export type RadioGroupProps = ComponentProps<typeof RadioGroupPrimitive.Root> & VariantProps<typeof radioGroupVariants>;

/**
 * Radix RadioGroup: one tab stop, arrow keys move and select. `value` / `defaultValue` /
 * `onValueChange`. Inside a FormItem it is labelled by the FormLabel.
 */
export function RadioGroup({ className, orientation, ...props }: RadioGroupProps) {
  const field = useOptionalFormField();
  return (
    <RadioGroupPrimitive.Root
      data-slot="radio-group"
      orientation={orientation ?? undefined}
      aria-labelledby={field?.parts.label ? field.formLabelId : undefined}
      className={cn(radioGroupVariants({ orientation }), className)}
      {...props}
    />
  );
}

export type RadioGroupItemProps = Omit<ComponentProps<typeof RadioGroupPrimitive.Item>, "children"> & {
  /** The visible label, rendered beside the circle inside a `<label>`. */
  children?: ReactNode;
};

/** One option. */
export function RadioGroupItem({ className, children, ...props }: RadioGroupItemProps) {
  const radio = (
    <RadioGroupPrimitive.Item
      data-slot="radio-group-item"
      className={cn(
        "peer inline-flex size-4 shrink-0 items-center justify-center rounded-full border border-dc-input bg-dc-background transition-colors cursor-pointer",
        "hover:border-dc-primary data-[state=checked]:border-dc-primary",
        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-dc-ring",
        "aria-invalid:border-dc-destructive in-aria-invalid:border-dc-destructive",
        "disabled:cursor-not-allowed disabled:opacity-50",
        className,
      )}
      {...props}
    >
      <RadioGroupPrimitive.Indicator data-slot="radio-group-indicator" className="size-2 rounded-full bg-dc-primary" />
    </RadioGroupPrimitive.Item>
  );
  return (
    <ChoiceLabel slot="radio-group-label" disabled={props.disabled} control={radio}>
      {children}
    </ChoiceLabel>
  );
}
