import { useCallback, useInsertionEffect, useRef, useState } from "react";

export interface UseControllableStateParams<T> {
  /** The controlled value. `undefined` means "uncontrolled". */
  prop?: T | undefined;
  /** The initial value when uncontrolled. */
  defaultProp: T;
  /** Called with every new value, controlled or not, but not when the value stays the same. */
  onChange?: ((value: T) => void) | undefined;
}

type SetStateFn<T> = (prev: T) => T;

/**
 * One hook for every `value` / `defaultValue` / `onValueChange` trio in the package
 * (after Radix's `useControllableState`). Controlled when `prop !== undefined`.
 * The setter is stable across renders and accepts a value or an updater function.
 */
export function useControllableState<T>({
  prop,
  defaultProp,
  onChange,
}: UseControllableStateParams<T>): [T, (next: T | SetStateFn<T>) => void] {
  const [uncontrolled, setUncontrolled] = useState<T>(defaultProp);
  const isControlled = prop !== undefined;
  const value = isControlled ? (prop as T) : uncontrolled;

  // Latest value and callback, kept outside render so the setter can stay stable.
  const valueRef = useRef(value);
  const onChangeRef = useRef(onChange);
  const controlledRef = useRef(isControlled);
  useInsertionEffect(() => {
    valueRef.current = value;
    onChangeRef.current = onChange;
    controlledRef.current = isControlled;
  });

  const setValue = useCallback((next: T | SetStateFn<T>) => {
    const prev = valueRef.current;
    const nextValue = typeof next === "function" ? (next as SetStateFn<T>)(prev) : next;
    if (Object.is(nextValue, prev)) return;
    // Keep the ref current so two calls in one event see each other's result.
    valueRef.current = nextValue;
    if (!controlledRef.current) setUncontrolled(nextValue);
    onChangeRef.current?.(nextValue);
  }, []);

  return [value, setValue];
}
