/**
 * The doctor's unread chat messages, for the side menu's badge: a tiny store the shell reads
 * synchronously, filled by the chat watcher (./chat-watcher.ts), which the shell loads once idle
 * so that the transport's code is not in the shell's first bundle.
 */
import { startTransition, useEffect, useState } from "react";

let count = 0;
const listeners = new Set<() => void>();

export const chatUnread = {
  get: (): number => count,
  set(next: number): void {
    if (next === count) return;
    count = next;
    listeners.forEach((l) => l());
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Unread chat messages (0 before the first answer); a change re-renders in a transition, as the pending-order badge does. */
export function useChatUnreadCount(): number {
  const [unread, setUnread] = useState(chatUnread.get);
  useEffect(() => {
    const update = () => startTransition(() => setUnread(chatUnread.get()));
    update();
    return chatUnread.subscribe(update);
  }, []);
  return unread;
}
