import { useEffect, useLayoutEffect, useRef, useState } from "react";
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

/**
 * Tells `onDraftChange` when `draft` (a wizard's state: its step, what was typed) has changed
 * since its start or the last time told — as JSON, so that a re-render or a remount with the same
 * state tells nothing.
 */
export function useDraftChange<T>(draft: T, onDraftChange: ((draft: T) => void) | undefined): void {
  const told = useRef<string | null>(null);
  const json = JSON.stringify(draft);
  told.current ??= json;
  const latest = useRef(onDraftChange);
  useLayoutEffect(() => {
    latest.current = onDraftChange;
  });
  useEffect(() => {
    if (json === told.current) return;
    told.current = json;
    latest.current?.(JSON.parse(json) as T);
  }, [json]);
}

/**
 * A wizard's step and what its step on screen holds as typed, started from a kept draft: the
 * step it resumes at gets the kept fields (`resumed(step)`) until the step first changes; a new
 * step starts from its own defaults.
 */
export function useResumableStep(draft: { step: number; typing: Record<string, unknown> | null }) {
  const [step, setStepState] = useState(draft.step);
  const [typing, setTyping] = useState<Record<string, unknown> | null>(draft.typing);
  const [resumedAt, setResumedAt] = useState(draft.typing ? draft.step : -1);
  const setStep = (next: number) => {
    setStepState(next);
    setTyping(null);
    setResumedAt(-1);
  };
  const resumed = <T,>(at: number) => (at === resumedAt ? (draft.typing as T) : undefined);
  return { step, setStep, typing, setTyping, resumed };
}
