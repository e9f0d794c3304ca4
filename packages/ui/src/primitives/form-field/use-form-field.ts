import { createContext, useCallback, useContext, useId, useLayoutEffect, useMemo, useState, type ReactNode } from "react";
import type { FieldError } from "react-hook-form";

/** The parts of a field that exist right now; the control points its ARIA at them. */
export type FieldPart = "label" | "description" | "message";

export interface FormItemContextValue {
  id: string;
  /** Whether the item says it is invalid by itself (a non-form-library error). */
  invalid: boolean;
  /** A message given to the item directly (non-form-library use). */
  error: ReactNode;
  parts: Record<FieldPart, boolean>;
  register: (part: FieldPart) => () => void;
}

export const FormItemContext = createContext<FormItemContextValue | null>(null);

export interface FormFieldContextValue {
  name: string;
  error: FieldError | undefined;
  invalid: boolean;
}

/** Set by `FormField` (react-hook-form's Controller): the field's name and validation state. */
export const FormFieldContext = createContext<FormFieldContextValue | null>(null);

/** The state behind a FormItem: stable ids plus which parts are mounted. */
export function useFormItemState({ invalid = false, error }: { invalid?: boolean; error?: ReactNode }): FormItemContextValue {
  const id = useId();
  const [counts, setCounts] = useState<Record<FieldPart, number>>({ label: 0, description: 0, message: 0 });
  const register = useCallback((part: FieldPart) => {
    setCounts((c) => ({ ...c, [part]: c[part] + 1 }));
    return () => setCounts((c) => ({ ...c, [part]: c[part] - 1 }));
  }, []);
  const parts = useMemo(
    () => ({ label: counts.label > 0, description: counts.description > 0, message: counts.message > 0 }),
    [counts],
  );
  return useMemo(() => ({ id, invalid, error, parts, register }), [id, invalid, error, parts, register]);
}

/** Mounts a part while `present` holds, so the control can reference it. */
export function useRegisterFieldPart(part: FieldPart, present = true) {
  const item = useContext(FormItemContext);
  const register = item?.register;
  useLayoutEffect(() => (present && register ? register(part) : undefined), [register, part, present]);
}

/**
 * Everything a field part needs: ids for label / control / description / message,
 * whether the field is invalid and the message to show (react-hook-form's error first).
 * Must be used inside `FormItem` (or `Field`).
 */
export function useFormField() {
  const state = useOptionalFormField();
  if (!state) throw new Error("useFormField must be used inside <FormItem> or <Field>.");
  return state;
}

/** `useFormField` for controls that may or may not sit inside a FormItem (returns null outside). */
export function useOptionalFormField() {
  const item = useContext(FormItemContext);
  const field = useContext(FormFieldContext);
  if (!item) return null;
  const message: ReactNode = field?.error?.message ?? item.error;
  const invalid = Boolean(field?.invalid) || item.invalid || Boolean(item.error);
  return {
    id: item.id,
    name: field?.name,
    formItemId: `${item.id}-control`,
    formLabelId: `${item.id}-label`,
    formDescriptionId: `${item.id}-description`,
    formMessageId: `${item.id}-message`,
    invalid,
    message,
    parts: item.parts,
  };
}
