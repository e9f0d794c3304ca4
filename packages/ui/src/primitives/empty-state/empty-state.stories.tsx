import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Button } from "../button";
import { EmptyState } from "./empty-state";
import { allStatesSnapshot, noSnapshot } from "../../lib/chromatic";

const meta = {
  title: "Primitives/EmptyState",
  component: EmptyState,
  parameters: noSnapshot,
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("暂无数据")).toBeVisible();
  },
};

const onCreate = fn();

export const WithDescriptionAndAction: Story = {
  parameters: allStatesSnapshot,
  args: {
    title: "草稿箱是空的",
    description: "保存为草稿的文章会出现在这里。",
    children: <Button onClick={onCreate}>写文章</Button>,
  },
  play: async ({ canvasElement }) => {
    onCreate.mockClear();
    const canvas = within(canvasElement);
    await expect(canvas.getByText("草稿箱是空的")).toBeVisible();
    await expect(canvas.queryByText("暂无数据")).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "写文章" }));
    await expect(onCreate).toHaveBeenCalledOnce();
  },
};

export const NoIcon: Story = {
  args: { icon: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("svg")).toBeNull();
  },
};
