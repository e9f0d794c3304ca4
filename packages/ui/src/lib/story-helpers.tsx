/**
 * The stories' helpers, in one place (not shipped: the package leaves out `story-*` files):
 * the Toaster decorator and `expectToast`, fake timers and `nextPaint`, and the story server.
 */
import type { Decorator } from "@storybook/react-vite";
import { withGlobal } from "@sinonjs/fake-timers";
import { expect, waitFor, within } from "storybook/test";
import { Toaster, toast } from "../primitives/toast";

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

/**
 * A decorator that renders a Toaster after the story, for components that report with `toast`.
 * Messages stay a minute by default, so a play function sees them whatever the machine's speed.
 */
export function withToaster({ duration = 60_000 }: { duration?: number } = {}): Decorator {
  const WithToaster: Decorator = (Story) => (
    <>
      <Story />
      <Toaster duration={duration} />
    </>
  );
  return WithToaster;
}

/** For `beforeEach`: no message of an earlier story is left on screen. */
export function dismissToasts(): void {
  toast.dismiss();
}

/** Waits for a message of the given type (sonner's `data-type`) with exactly this text. */
export async function expectToast(text: string, type: "success" | "error" | "info" | "warning"): Promise<void> {
  const selector = "[data-sonner-toast] *";
  const body = within(document.body);
  await waitFor(() => expect(body.getByText(text, { selector })).toBeVisible());
  await expect(body.getByText(text, { selector }).closest("[data-sonner-toast]")).toHaveAttribute("data-type", type);
}

/** A promise whose settling the test controls. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
