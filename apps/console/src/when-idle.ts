/**
 * Runs `task` once the browser is idle (at most `timeout` ms from now); returns the cancel. Where
 * `requestIdleCallback` is missing (Safari), after a short timer.
 */
export function whenIdle(task: () => void, timeout = 1000): () => void {
  if (typeof requestIdleCallback === "undefined") {
    const timer = setTimeout(task, 200);
    return () => clearTimeout(timer);
  }
  const id = requestIdleCallback(task, { timeout });
  return () => cancelIdleCallback(id);
}
