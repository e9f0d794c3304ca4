import { useState, type ComponentProps } from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "../../lib/cn";
import { EyeIcon, EyeOffIcon } from "../icon";

/** Shared by Input, Textarea and the Select trigger so every control looks alike. */
export const controlBase = [
  "w-full min-w-0 rounded-dc-md border border-dc-input bg-dc-background text-dc-foreground transition-colors",
  "placeholder:text-dc-muted-foreground",
  "hover:border-dc-primary",
  "focus-visible:border-dc-primary focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-dc-ring/50",
  "disabled:cursor-not-allowed disabled:bg-dc-muted disabled:opacity-70 disabled:hover:border-dc-input",
  "aria-invalid:border-dc-destructive aria-invalid:hover:border-dc-destructive aria-invalid:focus-visible:outline-dc-destructive/40",
].join(" ");

/** Text fields only: a read-only field is greyed (a Select trigger is a button, never read-only). */
export const textControlReadOnly = "read-only:bg-dc-surface";

/** The heights of Input and the Select trigger, which stand side by side in forms. */
export const controlSizes = {
  sm: "h-7 text-dc-sm",
  default: "h-8 text-dc-base",
  lg: "h-10 text-dc-base",
};

export const inputVariants = cva([controlBase, textControlReadOnly, "px-2.5 py-1 file:mr-2 file:border-0 file:bg-transparent file:text-dc-base"], {
  variants: { size: controlSizes },
  defaultVariants: { size: "default" },
});

export type InputProps = Omit<ComponentProps<"input">, "size"> & VariantProps<typeof inputVariants>;

/**
 * A text input. Give it a name through a `<Label htmlFor>`, a form field, or `aria-label`.
 * `aria-invalid` turns the border red.
 */
export function Input({ className, size, type = "text", ...props }: InputProps) {
  return <input data-slot="input" type={type} className={cn(inputVariants({ size }), className)} {...props} />;
}

export type PasswordInputProps = Omit<InputProps, "type"> & {
  /** Names of the show / hide toggle. */
  showLabel?: string;
  hideLabel?: string;
};

/** A password input with a button that shows or hides what was typed (the text is kept). */
export function PasswordInput({
  className,
  showLabel = "显示密码",
  hideLabel = "隐藏密码",
  disabled,
  ...props
}: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div data-slot="password-input" data-visible={visible ? "true" : "false"} className="relative w-full">
      <Input
        type={visible ? "text" : "password"}
        disabled={disabled}
        className={cn("pr-9", className)}
        {...props}
      />
      <button
        type="button"
        data-slot="password-input-toggle"
        aria-label={visible ? hideLabel : showLabel}
        aria-pressed={visible}
        disabled={disabled}
        onClick={() => setVisible((v) => !v)}
        className="absolute inset-y-0 right-0 flex w-9 items-center justify-center rounded-r-dc-md text-dc-muted-foreground hover:text-dc-foreground focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-dc-ring disabled:pointer-events-none"
      >
        {visible ? <EyeOffIcon /> : <EyeIcon />}
      </button>
    </div>
  );
}
