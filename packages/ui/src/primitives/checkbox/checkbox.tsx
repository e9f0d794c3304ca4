import { createContext, useContext, type ComponentProps, type ReactNode } from "react";
import { Checkbox as CheckboxPrimitive } from "radix-ui";
import type { VariantProps } from "class-variance-authority";
import { ChoiceLabel, choiceGroupVariants } from "../../lib/choice";
import { cn } from "../../lib/cn";
import { useControllableState } from "../../lib/use-controllable-state";
import { CheckIcon, MinusIcon } from "../icon";
import { useOptionalFormField } from "../form-field/use-form-field";

export type CheckboxProps = Omit<ComponentProps<typeof CheckboxPrimitive.Root>, "children"> & {
  /** The visible label, rendered beside the box inside a `<label>` (so clicking the text toggles it). */
  children?: ReactNode;
};

const boxClasses = cn(
  "group/checkbox peer inline-flex size-4 shrink-0 items-center justify-center rounded-dc-sm border border-dc-input bg-dc-background text-dc-primary-foreground transition-colors cursor-pointer",
  "hover:border-dc-primary",
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-dc-ring",
  "data-[state=checked]:border-dc-primary data-[state=checked]:bg-dc-primary data-[state=indeterminate]:border-dc-primary data-[state=indeterminate]:bg-dc-primary",
  "aria-invalid:border-dc-destructive",
  "disabled:cursor-not-allowed disabled:opacity-50",
);

/** Radix Checkbox (checked / unchecked / "indeterminate"), optionally with its label. */
export function Checkbox({ className, children, ...props }: CheckboxProps) {
  const box = (
    <CheckboxPrimitive.Root data-slot="checkbox" className={cn(boxClasses, className)} {...props}>
      <CheckboxPrimitive.Indicator data-slot="checkbox-indicator" className="flex items-center justify-center">
        <CheckIcon className="hidden size-3 group-data-[state=checked]/checkbox:block" strokeWidth={3} />
        <MinusIcon className="hidden size-3 group-data-[state=indeterminate]/checkbox:block" strokeWidth={3} />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
  return (
    <ChoiceLabel slot="checkbox-label" disabled={props.disabled} control={box}>
      {children}
    </ChoiceLabel>
  );
}

interface CheckboxGroupContextValue {
  value: string[];
  disabled: boolean;
  invalid: boolean;
  name: string | undefined;
  toggle: (item: string, checked: boolean) => void;
}

const CheckboxGroupContext = createContext<CheckboxGroupContextValue | null>(null);

export const checkboxGroupVariants = choiceGroupVariants;

export type CheckboxGroupProps = Omit<ComponentProps<"div">, "defaultValue" | "onChange"> &
  VariantProps<typeof checkboxGroupVariants> & {
    value?: string[];
    defaultValue?: string[];
    onValueChange?: (value: string[]) => void;
    disabled?: boolean;
    /** Posted with each checked item's value when inside a native form. */
    name?: string;
  };

/**
 * A multi-select list of checkboxes (`role="group"`), value is the array of checked item values
 * in the order the items were checked. Inside a FormItem it is labelled by the FormLabel.
 */
export function CheckboxGroup({
  className,
  orientation,
  value: valueProp,
  defaultValue,
  onValueChange,
  disabled = false,
  name,
  ...props
}: CheckboxGroupProps) {
  const field = useOptionalFormField();
  const [value, setValue] = useControllableState<string[]>({
    prop: valueProp,
    defaultProp: defaultValue ?? [],
    onChange: onValueChange,
  });
  const invalid = props["aria-invalid"] === true || props["aria-invalid"] === "true";
  const toggle = (item: string, checked: boolean) =>
    setValue((prev) => (checked ? (prev.includes(item) ? prev : [...prev, item]) : prev.filter((v) => v !== item)));
  return (
    <CheckboxGroupContext value={{ value, disabled, invalid, name, toggle }}>
      <div
        role="group"
        data-slot="checkbox-group"
        data-orientation={orientation ?? "vertical"}
        data-disabled={disabled ? "true" : undefined}
        aria-labelledby={field?.parts.label ? field.formLabelId : undefined}
        className={cn(checkboxGroupVariants({ orientation }), className)}
        {...props}
      />
    </CheckboxGroupContext>
  );
}

export type CheckboxGroupItemProps = Omit<CheckboxProps, "checked" | "defaultChecked" | "onCheckedChange" | "value"> & {
  value: string;
};

/** One option of a CheckboxGroup; `children` is its label. */
export function CheckboxGroupItem({ value, disabled, ...props }: CheckboxGroupItemProps) {
  const group = useContext(CheckboxGroupContext);
  if (!group) throw new Error("CheckboxGroupItem must be used inside <CheckboxGroup>.");
  return (
    <Checkbox
      data-slot="checkbox-group-item"
      value={value}
      name={group.name}
      checked={group.value.includes(value)}
      onCheckedChange={(checked) => group.toggle(value, checked === true)}
      disabled={group.disabled || disabled}
      aria-invalid={group.invalid || undefined}
      {...props}
    />
  );
}
