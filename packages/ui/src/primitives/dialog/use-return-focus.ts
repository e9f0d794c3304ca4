import { useRef } from "react";

type AutoFocusHandler = ((event: Event) => void) | undefined;

/**
 * Focus goes back to whatever opened the dialog. Radix returns it to its own Trigger only: a
 * dialog opened by `open` (a button in a table row, a menu item) left focus on the body when it
 * closed. This remembers the focused element as the dialog opens (before focus moves in) and
 * gives focus back to it on close, if it is still in the page. A caller's handler that calls
 * `preventDefault()` keeps the last word.
 */
export function useReturnFocus(onOpenAutoFocus: AutoFocusHandler, onCloseAutoFocus: AutoFocusHandler) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      const element = opener.current;
      opener.current = null;
      onCloseAutoFocus?.(event);
      if (event.defaultPrevented || !element?.isConnected) return;
      event.preventDefault();
      element.focus();
    },
  };
}
