import { withGlobal } from "@sinonjs/fake-timers";
import { expect, waitFor } from "storybook/test";

type Clock = ReturnType<ReturnType<typeof withGlobal>["install"]>;

/**
 * Fake timers for a play function (Storybook has none of its own): the story's setTimeout and
 * clearTimeout stand still until the test moves the clock (`await clock.tickAsync(ms)`), so a
 * debounce or a delay is asserted to the millisecond without waiting. While the clock is
 * installed, change fields with `fireEvent` (user-event waits on timers of its own and would hang).
 */
export async function withFakeTimers(run: (clock: Clock) => Promise<void>): Promise<void> {
  const clock = withGlobal(globalThis).install({ toFake: ["setTimeout", "clearTimeout"] });
  try {
    await run(clock);
  } finally {
    clock.uninstall();
  }
}

/**
 * Resolves once the browser has painted the next frame: by then React has rendered what the last
 * event or settled promise caused. For "and nothing more happens" checks, instead of a sleep.
 */
export const nextPaint = (): Promise<void> => new Promise((painted) => requestAnimationFrame(() => painted()));

/**
 * A pretend server that answers when the play function says so, instead of after a real delay:
 * the story's handler awaits `request()`; the play function asserts the busy state, then calls
 * `reply(value)` or `fail(error)`, which wait until a request is pending and settle the oldest.
 */
export function storyServer<T = void>() {
  let pending: { resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  const next = async () => {
    await waitFor(() => expect(pending.length).toBeGreaterThan(0));
    return pending.shift()!;
  };
  return {
    request: (): Promise<T> => new Promise<T>((resolve, reject) => pending.push({ resolve, reject })),
    reply: async (value: T): Promise<void> => (await next()).resolve(value),
    fail: async (error: unknown): Promise<void> => (await next()).reject(error),
    /** Forgets requests of an earlier run of the story. */
    reset: (): void => {
      pending = [];
    },
  };
}
