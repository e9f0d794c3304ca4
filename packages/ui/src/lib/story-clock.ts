import { withGlobal } from "@sinonjs/fake-timers";

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
