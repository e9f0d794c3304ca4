import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { PlusIcon, XIcon } from "../icon";
import { Button } from "./button";
import { allStatesSnapshot, noSnapshot } from "../../lib/chromatic";

const meta = {
  title: "Primitives/Button",
  component: Button,
  parameters: noSnapshot,
  args: { children: "保存", onClick: fn() },
  argTypes: {
    variant: { control: "select", options: ["primary", "secondary", "outline", "ghost", "destructive", "link"] },
    size: { control: "select", options: ["sm", "default", "lg", "icon", "icon-sm"] },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "保存" });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    // Keyboard: Enter and Space both press it.
    button.focus();
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard(" ");
    await expect(args.onClick).toHaveBeenCalledTimes(3);
    await expect(button).toHaveAttribute("type", "button");
  },
};

export const AllStates: Story = {
  parameters: allStatesSnapshot,
  render: () => (
    <div className="flex flex-col gap-4">
      {(["primary", "secondary", "outline", "ghost", "destructive", "link"] as const).map((variant) => (
        <div key={variant} className="flex flex-wrap items-center gap-3">
          <Button variant={variant} size="sm">
            小按钮
          </Button>
          <Button variant={variant}>{variant}</Button>
          <Button variant={variant} size="lg">
            大按钮
          </Button>
          <Button variant={variant} disabled>
            禁用
          </Button>
          <Button variant={variant} loading>
            提交中
          </Button>
          <Button variant={variant} size="icon" aria-label="新增">
            <PlusIcon />
          </Button>
          <Button variant={variant} size="icon-sm" aria-label="关闭">
            <XIcon />
          </Button>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("button", { name: "新增" })).toHaveLength(6);
    for (const b of canvas.getAllByRole("button", { name: "禁用" })) await expect(b).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { loading: true, children: "提交中" },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "提交中" });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute("aria-busy", "true");
    await expect(button.querySelector('[data-slot="spinner"]')).not.toBeNull();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Destructive: Story = {
  args: { variant: "destructive", children: "删除" },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "删除" }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const AsChildLink: Story = {
  args: { asChild: true, variant: "link", children: undefined },
  render: (args) => (
    <Button {...args}>
      <a href="#releaseM">发布管理</a>
    </Button>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "发布管理" });
    await expect(link).toHaveAttribute("data-slot", "button");
    await expect(link).toHaveAttribute("href", "#releaseM");
  },
};
