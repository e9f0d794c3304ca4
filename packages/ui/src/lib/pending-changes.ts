/**
 * Changes a component hands over after a pause (the rich text, 250 ms after the last key) wait
 * here; a host hands them all over at once before it judges whether the page holds unsaved work
 * (a window closing, a link followed), so that the last keys count.
 */
const waiting = new Set<() => void>();

/** Registers a component's hand-over (a no-op while nothing waits); returns the unregistering. */
export function registerPendingChange(handOver: () => void): () => void {
  waiting.add(handOver);
  return () => void waiting.delete(handOver);
}

/** Hands every waiting change over now. */
export function handOverPendingChanges(): void {
  for (const handOver of [...waiting]) handOver();
}
