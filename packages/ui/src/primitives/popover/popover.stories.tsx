import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../button";
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from "./popover";
import { allStatesSnapshot, noSnapshot } from "../../lib/chromatic";

const meta = {
  title: "Primitives/Popover",
  component: Popover,
  parameters: noSnapshot,
  args: { onOpenChange: fn() },
  render: (args) => (
    <div className="flex gap-4">
      <Popover {...args}>
        <PopoverTrigger asChild>
          <Button variant="link">患者信息</Button>
        </PopoverTrigger>
        <PopoverContent aria-label="患者信息">
          <dl className="grid grid-cols-[5em_1fr] gap-1">
            <dt className="text-dc-muted-foreground">姓名</dt>
            <dd>王五</dd>
            <dt className="text-dc-muted-foreground">过敏史</dt>
            <dd>无</dd>
          </dl>
          <PopoverClose asChild>
            <Button size="sm" variant="secondary" className="mt-2">
              收起
            </Button>
          </PopoverClose>
        </PopoverContent>
      </Popover>
      <Button variant="secondary">其他按钮</Button>
    </div>
  ),
} satisfies Meta<typeof Popover>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OpenAndClose: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole("button", { name: "患者信息" });
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(trigger);
    const panel = await screen.findByRole("dialog", { name: "患者信息" });
    await expect(within(panel).getByText("王五")).toBeVisible();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    // Escape closes and focus returns to the trigger.
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(trigger).toHaveFocus();
    // Keyboard open, then the close button inside.
    await userEvent.keyboard("{Enter}");
    await userEvent.click(await screen.findByRole("button", { name: "收起" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // Clicking outside closes.
    await userEvent.click(trigger);
    await screen.findByRole("dialog");
    await userEvent.click(canvas.getByRole("button", { name: "其他按钮" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const Open: Story = {
  parameters: allStatesSnapshot,
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const panel = await screen.findByRole("dialog", { name: "患者信息" });
    await expect(within(panel).getByText("过敏史")).toBeVisible();
    await expect(within(canvasElement).getByRole("button", { name: "患者信息" })).toHaveAttribute("aria-expanded", "true");
  },
};
