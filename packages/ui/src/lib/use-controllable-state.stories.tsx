import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { noSnapshot } from "./chromatic";
import { useControllableState } from "./use-controllable-state";

/**
 * The value / defaultValue / onValueChange guard every stateful component shares, seen through a
 * small counter: what it shows and what its owner hears. Test-only (not in the sidebar or docs).
 */
function Counter({ value, defaultValue = 0, onValueChange }: { value?: number; defaultValue?: number; onValueChange?: (v: number) => void }) {
  const [count, setCount] = useControllableState({ prop: value, defaultProp: defaultValue, onChange: onValueChange });
  return (
    <div className="flex items-center gap-2">
      <output aria-label="计数">{count}</output>
      <button type="button" onClick={() => setCount((c) => c + 1)}>
        加一
      </button>
      <button type="button" onClick={() => setCount(count)}>
        不变
      </button>
      <button
        type="button"
        onClick={() => {
          setCount((c) => c + 1);
          setCount((c) => c + 1);
        }}
      >
        加二
      </button>
    </div>
  );
}

const meta = {
  title: "Internal/useControllableState",
  component: Counter,
  tags: ["!dev", "!autodocs", "!visual"],
  parameters: noSnapshot,
  args: { onValueChange: fn() },
} satisfies Meta<typeof Counter>;
export default meta;
type Story = StoryObj<typeof meta>;

const shown = (canvasElement: HTMLElement) => within(canvasElement).getByRole("status", { name: "计数" });
const click = (canvasElement: HTMLElement, name: string) => userEvent.click(within(canvasElement).getByRole("button", { name }));

/** Uncontrolled: the component keeps its own value; the owner hears each real change once. */
export const Uncontrolled: Story = {
  args: { defaultValue: 1 },
  play: async ({ args, canvasElement }) => {
    await expect(shown(canvasElement)).toHaveTextContent("1");
    await click(canvasElement, "加一");
    await expect(shown(canvasElement)).toHaveTextContent("2");
    await expect(args.onValueChange).toHaveBeenLastCalledWith(2);
    // Setting the same value is no change: nothing is announced.
    await click(canvasElement, "不变");
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    // Two updates in one event each see the other's result.
    await click(canvasElement, "加二");
    await expect(shown(canvasElement)).toHaveTextContent("4");
    await expect((args.onValueChange as ReturnType<typeof fn>).mock.calls).toEqual([[2], [3], [4]]);
  },
};

/** Controlled by an owner who refuses the change: the owner hears it, the value stays the owner's. */
export const ControlledRefused: Story = {
  args: { value: 5 },
  play: async ({ args, canvasElement }) => {
    await click(canvasElement, "加一");
    await expect(args.onValueChange).toHaveBeenLastCalledWith(6);
    await expect(shown(canvasElement)).toHaveTextContent("5");
  },
};

/** 0 is a value, not "uncontrolled". */
export const ControlledAtZero: Story = {
  args: { value: 0, defaultValue: 7 },
  play: async ({ args, canvasElement }) => {
    await expect(shown(canvasElement)).toHaveTextContent("0");
    await click(canvasElement, "加一");
    await expect(args.onValueChange).toHaveBeenLastCalledWith(1);
    await expect(shown(canvasElement)).toHaveTextContent("0");
  },
};

function Owner() {
  const [value, setValue] = useState(10);
  return <Counter value={value} onValueChange={setValue} />;
}

/** Controlled by an owner who accepts: the value follows the owner. */
export const ControlledFollowing: Story = {
  render: () => <Owner />,
  play: async ({ canvasElement }) => {
    await expect(shown(canvasElement)).toHaveTextContent("10");
    await click(canvasElement, "加二");
    await expect(shown(canvasElement)).toHaveTextContent("12");
  },
};
