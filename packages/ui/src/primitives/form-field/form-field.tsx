import type { ComponentProps, ReactNode } from "react";
import { Slot, type SlotProps } from "../../lib/slot";
import {
  Controller,
  FormProvider,
  type ControllerProps,
  type FieldPath,
  type FieldValues,
} from "react-hook-form";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "../../lib/cn";
import { Label } from "../label";
import {
  FormFieldContext,
  FormItemContext,
  useFormField,
  useFormItemState,
  useRegisterFieldPart,
} from "./use-form-field";

/** react-hook-form's provider: `<Form {...form}><form onSubmit={form.handleSubmit(...)}>…</form></Form>`. */
export const Form = FormProvider;

/**
 * A react-hook-form field: a `Controller` that also tells the FormItem parts inside `render`
 * the field's error, so the control gets `aria-invalid` and the message shows under it.
 */
export function FormField<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
>({ render, ...props }: ControllerProps<TFieldValues, TName, TTransformedValues>) {
  return (
    <Controller
      {...props}
      render={(renderProps) => (
        <FormFieldContext
          value={{ name: props.name, error: renderProps.fieldState.error, invalid: renderProps.fieldState.invalid }}
        >
          {render(renderProps)}
        </FormFieldContext>
      )}
    />
  );
}

export const formItemVariants = cva("group/field grid", {
  variants: {
    orientation: {
      /** Label above the control. */
      vertical: "gap-1.5",
      /** Label beside the control (right aligned, width from `--field-label-width`, default 6rem). */
      horizontal:
        "grid-cols-[var(--field-label-width,84px)_minmax(0,1fr)] items-start gap-x-3 gap-y-1 [&>[data-slot=form-label]]:min-h-8 [&>[data-slot=form-label]]:justify-end [&>[data-slot=form-label]]:text-right [&>:not([data-slot=form-label])]:col-start-2",
    },
  },
  defaultVariants: { orientation: "vertical" },
});

export type FormItemProps = ComponentProps<"div"> &
  VariantProps<typeof formItemVariants> & {
    /** Mark the field invalid without react-hook-form. */
    invalid?: boolean;
    /** A message to show under the control without react-hook-form (also makes it invalid). */
    error?: ReactNode;
  };

/** One field: label, control, description and message share ids through it. */
export function FormItem({ className, orientation, invalid, error, ...props }: FormItemProps) {
  const value = useFormItemState({ invalid, error });
  return (
    <FormItemContext value={value}>
      <FormItemShell className={className} orientation={orientation} {...props} />
    </FormItemContext>
  );
}

function FormItemShell({ className, orientation, ...props }: ComponentProps<"div"> & VariantProps<typeof formItemVariants>) {
  const { invalid } = useFormField();
  return (
    <div
      data-slot="form-item"
      data-orientation={orientation ?? "vertical"}
      data-invalid={invalid ? "true" : "false"}
      className={cn(formItemVariants({ orientation }), className)}
      {...props}
    />
  );
}

export type FormLabelProps = ComponentProps<typeof Label>;

/**
 * The field's visible name. Labels the control through `htmlFor`; groups (RadioGroup,
 * CheckboxGroup) inside a FormItem pick it up through `aria-labelledby` themselves.
 */
export function FormLabel({ className, ...props }: FormLabelProps) {
  const { formItemId, formLabelId, invalid } = useFormField();
  useRegisterFieldPart("label");
  return (
    <Label
      data-slot="form-label"
      data-invalid={invalid ? "true" : "false"}
      id={formLabelId}
      htmlFor={formItemId}
      className={cn("leading-5", className)}
      {...props}
    />
  );
}

export type FormControlProps = SlotProps;

/**
 * Wraps exactly one control and gives it the field's id, `aria-invalid` and
 * `aria-describedby` (description, then the message when one shows).
 */
export function FormControl(props: FormControlProps) {
  const { formItemId, formDescriptionId, formMessageId, invalid, parts } = useFormField();
  const describedBy = [parts.description ? formDescriptionId : null, parts.message ? formMessageId : null]
    .filter(Boolean)
    .join(" ");
  return (
    <Slot
      data-slot="form-control"
      id={formItemId}
      aria-describedby={describedBy || undefined}
      aria-invalid={invalid || undefined}
      {...props}
    />
  );
}

/** A hint under the control. */
export function FormDescription({ className, ...props }: ComponentProps<"p">) {
  const { formDescriptionId } = useFormField();
  useRegisterFieldPart("description");
  return (
    <p
      data-slot="form-description"
      id={formDescriptionId}
      className={cn("text-dc-xs text-dc-muted-foreground", className)}
      {...props}
    />
  );
}

/** The validation message under the control: react-hook-form's error, the item's `error`, or children. */
export function FormMessage({ className, children, ...props }: ComponentProps<"p">) {
  const { formMessageId, message } = useFormField();
  const body = message || children;
  useRegisterFieldPart("message", Boolean(body));
  if (!body) return null;
  return (
    <p
      data-slot="form-message"
      id={formMessageId}
      className={cn("text-dc-xs leading-4 text-dc-destructive", className)}
      {...props}
    >
      {body}
    </p>
  );
}

export type FieldProps = Omit<FormItemProps, "children"> & {
  label?: ReactNode;
  /** Shows the required asterisk on the label. */
  required?: boolean;
  description?: ReactNode;
  /** Exactly one control element: it receives id, aria-invalid and aria-describedby. */
  children: ReactNode;
};

/**
 * The short form of FormItem + FormLabel + FormControl + FormDescription + FormMessage.
 * Inside `FormField` it shows react-hook-form's error; otherwise pass `error`.
 */
export function Field({ label, required, description, children, ...props }: FieldProps) {
  return (
    <FormItem {...props}>
      {label !== undefined ? <FormLabel required={required}>{label}</FormLabel> : null}
      <FormControl>{children}</FormControl>
      {description ? <FormDescription>{description}</FormDescription> : null}
      <FormMessage />
    </FormItem>
  );
}
