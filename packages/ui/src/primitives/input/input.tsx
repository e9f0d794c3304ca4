import { useState, type ComponentProps } from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "../../lib/cn";
import { EyeIcon, EyeOffIcon } from "../icon";

/** Shared by Input, Textarea and the Select trigger so every control looks alike. */
export const controlBase = [
  "w-full min-w-0 rounded-md border border-input bg-background text-foreground transition-colors",
  "placeholder:text-muted-foreground",
  "hover:border-primary",
  "focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/50",
  "disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-70 disabled:hover:border-input",
  "read-only:bg-surface",
  "aria-invalid:border-destructive aria-invalid:hover:border-destructive aria-invalid:focus-visible:outline-destructive/40",
].join(" ");

/** The heights of Input and the Select trigger, which stand side by side in forms. */
export const controlSizes = {
  sm: "h-7 text-sm",
  default: "h-8 text-base",
  lg: "h-10 text-base",
};

export const inputVariants = cva([controlBase, "px-2.5 py-1 file:mr-2 file:border-0 file:bg-transparent file:text-base"], {
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
        className="absolute inset-y-0 right-0 flex w-9 items-center justify-center rounded-r-md text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none"
      >
        {visible ? <EyeOffIcon /> : <EyeIcon />}
      </button>
    </div>
  );
}
