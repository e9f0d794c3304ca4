import type { FocusEvent } from "react";

/**
 * A blur handler for a group of radios or checkboxes: reports the blur only when focus leaves the
 * whole group (roving focus moves it inside the group first), so "on blur" rules do not fire early.
 */
export function onGroupBlur(onBlur: () => void) {
  return (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget as Node | null;
    if (next && event.currentTarget.contains(next)) return;
    onBlur();
  };
}
