import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { Textarea } from "./textarea";
import { allStatesSnapshot, noSnapshot } from "../../lib/chromatic";

const meta = {
  title: "Primitives/Textarea",
  component: Textarea,
  parameters: noSnapshot,
  args: { "aria-label": "回复内容", placeholder: "请输入回复" },
} satisfies Meta<typeof Textarea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithCount: Story = {
  args: { maxLength: 10, showCount: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole("textbox", { name: "回复内容" });
    await expect(canvas.getByText("0/10")).toBeVisible();
    await userEvent.type(textarea, "谢谢医生");
    await expect(canvas.getByText("4/10")).toBeVisible();
    // maxLength stops typing at 10 characters.
    await userEvent.type(textarea, "一二三四五六七八");
    await expect(textarea).toHaveValue("谢谢医生一二三四五六");
    await expect(canvas.getByText("10/10")).toBeVisible();
  },
};

function Controlled() {
  const [value, setValue] = useState("已收到");
  return <Textarea aria-label="回复内容" value={value} onChange={(e) => setValue(e.target.value)} maxLength={50} showCount />;
}

export const ControlledCount: Story = {
  render: () => <Controlled />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("3/50")).toBeVisible();
    await userEvent.clear(canvas.getByRole("textbox"));
    await expect(canvas.getByText("0/50")).toBeVisible();
  },
};

export const AllStates: Story = {
  parameters: allStatesSnapshot,
  render: () => (
    <div className="grid max-w-[392px] gap-3">
      <Textarea aria-label="空" placeholder="请输入回复" />
      <Textarea aria-label="有内容" defaultValue={"第一行\n第二行\n第三行"} />
      <Textarea aria-label="禁用" disabled defaultValue="禁用" />
      <Textarea aria-label="出错" aria-invalid defaultValue="" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("textbox", { name: "禁用" })).toBeDisabled();
    await expect(within(canvasElement).getByRole("textbox", { name: "出错" })).toBeInvalid();
  },
};
