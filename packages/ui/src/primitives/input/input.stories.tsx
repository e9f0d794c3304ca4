import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Label } from "../label";
import { Input, PasswordInput } from "./input";
import { allStatesSnapshot, noSnapshot } from "../../lib/chromatic";

const meta = {
  title: "Primitives/Input",
  component: Input,
  parameters: noSnapshot,
  args: { "aria-label": "文章标题", placeholder: "请输入标题", onChange: fn() },
} satisfies Meta<typeof Input>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "文章标题" });
    await userEvent.type(input, "脾胃调理");
    await expect(input).toHaveValue("脾胃调理");
    await expect(args.onChange).toHaveBeenCalledTimes(4);
  },
};

export const AllStates: Story = {
  parameters: allStatesSnapshot,
  render: () => (
    <div className="grid max-w-[336px] gap-3">
      <div className="grid gap-1.5">
        <Label htmlFor="i-normal">常规</Label>
        <Input id="i-normal" placeholder="请输入" />
      </div>
      <Input aria-label="小号" size="sm" defaultValue="小号" />
      <Input aria-label="大号" size="lg" defaultValue="大号" />
      <Input aria-label="只读" readOnly defaultValue="只读内容" />
      <Input aria-label="禁用" disabled defaultValue="禁用内容" />
      <Input aria-label="出错" aria-invalid defaultValue="12345" />
      <PasswordInput aria-label="密码" defaultValue="secret" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("textbox", { name: "禁用" })).toBeDisabled();
    const readOnly = canvas.getByRole("textbox", { name: "只读" });
    await userEvent.type(readOnly, "x");
    await expect(readOnly).toHaveValue("只读内容");
    // Clicking a Label focuses its input.
    await userEvent.click(canvas.getByText("常规"));
    await expect(canvas.getByRole("textbox", { name: "常规" })).toHaveFocus();
  },
};

export const Password: Story = {
  render: () => <PasswordInput aria-label="密码" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText("密码", { selector: "input" });
    await userEvent.type(input, "abc123");
    await expect(input).toHaveAttribute("type", "password");
    const toggle = canvas.getByRole("button", { name: "显示密码" });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute("type", "text");
    await expect(input).toHaveValue("abc123");
    const hide = canvas.getByRole("button", { name: "隐藏密码" });
    await expect(hide).toHaveAttribute("aria-pressed", "true");
    // Reachable by Tab from the input, and Space toggles it back.
    input.focus();
    await userEvent.tab();
    await expect(hide).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(input).toHaveAttribute("type", "password");
  },
};
