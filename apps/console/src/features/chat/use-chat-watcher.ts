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
    void import("./chat-watcher").then((m) => {
      if (!cancelled) stop = m.chatWatcher.start();
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [enabled]);
}
