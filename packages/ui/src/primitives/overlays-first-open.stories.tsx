import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { Button } from "./button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "./dialog";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "./menu";
import { Popover, PopoverContent } from "./popover";
import { Tooltip, TooltipContent, TooltipTrigger } from "./tooltip";
import { noSnapshot } from "../lib/chromatic";

/*
 * An overlay's parts load on its first open (lib/lazy-overlay.tsx); the other stories have them
 * from the start (.storybook/preview.tsx). Here they have not arrived when the play function
 * starts: each story uses an overlay kind no story before it in this file has opened.
 */
const meta = {
  title: "Primitives/Overlays on first open",
  parameters: { ...noSnapshot, overlays: "cold" },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const MenuOpensOnFirstClick: Story = {
  render: () => (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary">更多操作</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem>编辑</DropdownMenuItem>
        <DropdownMenuItem>下线</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole("button", { name: "更多操作" });
    // Before its parts: a menu button, closed.
    await expect(trigger).toHaveAttribute("aria-haspopup", "menu");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(trigger);
    const menu = await screen.findByRole("menu");
    await expect(within(menu).getAllByRole("menuitem")).toHaveLength(2);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
    // Focus goes back to the (now Radix's) trigger.
    await waitFor(() => expect(canvas.getByRole("button", { name: "更多操作" })).toHaveFocus());
  },
};

export const DialogOpensOnFirstEnterAndGivesFocusBack: Story = {
  render: () => (
    <Dialog>
      <DialogTrigger asChild>
        <Button>查看说明</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>说明</DialogTitle>
        <DialogDescription>内容</DialogDescription>
      </DialogContent>
    </Dialog>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "查看说明" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "说明" });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(canvas.getByRole("button", { name: "查看说明" })).toHaveFocus());
  },
};

export const TooltipShowsOnFirstFocusAndFocusStays: Story = {
  render: () => (
    <Tooltip delayDuration={0}>
      <TooltipTrigger asChild>
        <span className="inline-block">
          <Button variant="ghost">刷新</Button>
        </span>
      </TooltipTrigger>
      <TooltipContent>刷新列表</TooltipContent>
    </Tooltip>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    // The parts arrive while the button has focus: Radix's trigger replaces the fallback and the
    // same button keeps the focus.
    await expect(await screen.findByRole("tooltip")).toHaveTextContent("刷新列表");
    await expect(canvas.getByRole("button", { name: "刷新" })).toHaveFocus();
  },
};

function ControlledPopover() {
  const [open, setOpen] = useState(false);
  return (
    <div className="flex gap-2">
      <Button onClick={() => setOpen(true)}>显示患者信息</Button>
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverContent aria-label="患者信息">张三，男，45 岁</PopoverContent>
      </Popover>
    </div>
  );
}

export const ControlledPopoverLoadsWhenOpened: Story = {
  render: () => <ControlledPopover />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "显示患者信息" }));
    await expect(await screen.findByRole("dialog", { name: "患者信息" })).toHaveTextContent("张三");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  },
};
