import { useEffect, useLayoutEffect, useRef } from "react";
import type { FieldValues, UseFormWatch } from "react-hook-form";

/**
 * Tells `onValuesChange` of every change of a react-hook-form form's values (typing, a picker, a
 * reset after a submit), never of its start: a host keeps a copy of what is typed with it.
 * `watch` is the form's (`form.watch`).
 */
export function useValuesChange<T extends FieldValues>(watch: UseFormWatch<T>, onValuesChange: ((values: T) => void) | undefined): void {
  const latest = useRef(onValuesChange);
  useLayoutEffect(() => {
    latest.current = onValuesChange;
  });
  const active = onValuesChange !== undefined;
  useEffect(() => {
    if (!active) return;
    const subscription = watch((values) => latest.current?.(structuredClone(values) as T));
    return () => subscription.unsubscribe();
  }, [watch, active]);
}
