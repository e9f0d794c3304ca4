import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Button } from "../button";
import { XIcon } from "../icon";
import { VisuallyHidden } from "./visually-hidden";
import { noSnapshot } from "../../lib/chromatic";

const meta = {
  title: "Primitives/VisuallyHidden",
  component: VisuallyHidden,
  parameters: noSnapshot,
} satisfies Meta<typeof VisuallyHidden>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Names an icon-only button for screen readers without showing text. */
export const NamesAnIconButton: Story = {
  render: () => (
    <Button variant="ghost" size="icon">
      <XIcon />
      <VisuallyHidden>关闭 文章列表</VisuallyHidden>
    </Button>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "关闭 文章列表" });
    const hidden = within(button).getByText("关闭 文章列表");
    const box = hidden.getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(1);
    await expect(box.height).toBeLessThanOrEqual(1);
  },
};
