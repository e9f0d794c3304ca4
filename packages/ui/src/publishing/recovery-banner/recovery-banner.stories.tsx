import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { RecoveryBanner } from "./recovery-banner";
import { allStatesSnapshot } from "../../lib/chromatic";

const meta = {
  title: "Publishing/RecoveryBanner",
  component: RecoveryBanner,
  args: { savedAt: "2026-11-20 09:42:10", onRecover: fn(), onDiscard: fn() },
} satisfies Meta<typeof RecoveryBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The copy's time; 恢复未保存的内容 and 放弃 each call their callback. */
export const RecoverOrDiscard: Story = {
  parameters: allStatesSnapshot,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("region", { name: "恢复未保存的内容" })).toHaveTextContent("2026-11-20 09:42:10");
    await userEvent.click(canvas.getByRole("button", { name: /^恢复未保存的内容/ }));
    await expect(args.onRecover).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole("button", { name: "放弃" }));
    await expect(args.onDiscard).toHaveBeenCalledTimes(1);
  },
};
