import { useState, type ComponentProps } from "react";
import { cn } from "../../lib/cn";
import { controlBase, textControlReadOnly } from "../input/input";

export type TextareaProps = ComponentProps<"textarea"> & {
  /** Shows `{length}/{maxLength}` under the field when `maxLength` is set. */
  showCount?: boolean;
};

/** A multi-line text input, same look as Input. Grows with its content (`field-sizing: content`). */
export function Textarea({ className, showCount = false, maxLength, value, defaultValue, onChange, ...props }: TextareaProps) {
  const [typedLength, setTypedLength] = useState(() => String(defaultValue ?? "").length);
  const length = value !== undefined ? String(value).length : typedLength;
  const textarea = (
    <textarea
      data-slot="textarea"
      maxLength={maxLength}
      value={value}
      defaultValue={defaultValue}
      onChange={(event) => {
        setTypedLength(event.target.value.length);
        onChange?.(event);
      }}
      className={cn(controlBase, textControlReadOnly, "field-sizing-content min-h-16 px-2.5 py-1.5 text-dc-base leading-normal", className)}
      {...props}
    />
  );
  if (!showCount || maxLength === undefined) return textarea;
  return (
    <div data-slot="textarea-wrapper" className="flex w-full flex-col gap-1">
      {textarea}
      <span data-slot="textarea-count" aria-hidden className="self-end text-dc-xs text-dc-muted-foreground tabular-nums">
        {length}/{maxLength}
      </span>
    </div>
  );
}
