import { useEffect } from "react";

/**
 * Starts the chat watcher (./chat-watcher.ts) while `enabled` (signed in, studio open), loading it
 * then: the transport's code stays out of the shell's first bundle. Mount once in the shell.
 */
export function useChatWatcher(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    // Code that did not arrive (the network down) stays failed until the window is reloaded: the
    // chat's chime and badge start with the next load, and the chat page says what failed.
    import("./chat-watcher").then(
      (m) => {
        if (!cancelled) stop = m.chatWatcher.start();
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [enabled]);
}
