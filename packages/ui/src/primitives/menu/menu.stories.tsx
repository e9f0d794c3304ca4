import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../button";
import { ChevronDownIcon } from "../icon";
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from "./menu";
import { allStatesSnapshot, noSnapshot } from "../../lib/chromatic";

const onEdit = fn();
const onOffline = fn();
const onDelete = fn();

const meta = {
  title: "Primitives/Menu",
  component: DropdownMenu,
  parameters: noSnapshot,
  render: (args) => (
    <DropdownMenu {...args}>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary">
          更多操作 <ChevronDownIcon />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuLabel>文章</DropdownMenuLabel>
        <DropdownMenuItem onSelect={onEdit}>编辑</DropdownMenuItem>
        <DropdownMenuItem onSelect={onOffline}>下线</DropdownMenuItem>
        <DropdownMenuItem disabled>预览（不可用）</DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={onDelete}>
          删除
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
} satisfies Meta<typeof DropdownMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MouseAndKeyboard: Story = {
  play: async ({ canvasElement }) => {
    for (const f of [onEdit, onOffline, onDelete]) f.mockClear();
    const trigger = within(canvasElement).getByRole("button", { name: "更多操作" });
    await userEvent.click(trigger);
    const menu = await screen.findByRole("menu");
    await userEvent.click(within(menu).getByRole("menuitem", { name: "编辑" }));
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
    await expect(onEdit).toHaveBeenCalledOnce();
    await expect(trigger).toHaveFocus();

    // Keyboard: Enter opens on the first item, arrows skip the disabled item, Enter selects.
    await userEvent.keyboard("{Enter}");
    await screen.findByRole("menu");
    await waitFor(() => expect(screen.getByRole("menuitem", { name: "编辑" })).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    await expect(screen.getByRole("menuitem", { name: "删除" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
    await expect(onDelete).toHaveBeenCalledOnce();

    // Escape closes without choosing.
    await userEvent.keyboard("{ArrowDown}");
    await screen.findByRole("menu");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
    await expect(onOffline).not.toHaveBeenCalled();
  },
};

function Options() {
  const [showRead, setShowRead] = useState(true);
  const [sort, setSort] = useState("time");
  return (
    <div className="flex items-center gap-3">
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="secondary">显示设置</Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start">
          <DropdownMenuCheckboxItem checked={showRead} onCheckedChange={setShowRead}>
            显示阅读数
          </DropdownMenuCheckboxItem>
          <DropdownMenuSeparator />
          <DropdownMenuRadioGroup value={sort} onValueChange={setSort}>
            <DropdownMenuRadioItem value="time">按时间</DropdownMenuRadioItem>
            <DropdownMenuRadioItem value="reads">按阅读数</DropdownMenuRadioItem>
          </DropdownMenuRadioGroup>
          <DropdownMenuSeparator />
          <DropdownMenuSub>
            <DropdownMenuSubTrigger>导出</DropdownMenuSubTrigger>
            <DropdownMenuSubContent>
              <DropdownMenuItem>导出 PDF</DropdownMenuItem>
            </DropdownMenuSubContent>
          </DropdownMenuSub>
        </DropdownMenuContent>
      </DropdownMenu>
      <output>
        {showRead ? "显示阅读数" : "隐藏阅读数"}，{sort === "time" ? "按时间" : "按阅读数"}
      </output>
    </div>
  );
}

export const CheckboxRadioAndSubmenu: Story = {
  render: () => <Options />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "显示设置" }));
    await userEvent.click(await screen.findByRole("menuitemcheckbox", { name: "显示阅读数" }));
    await expect(canvas.getByText("隐藏阅读数，按时间")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "显示设置" }));
    const reads = await screen.findByRole("menuitemradio", { name: "按阅读数" });
    await expect(screen.getByRole("menuitemradio", { name: "按时间" })).toHaveAttribute("aria-checked", "true");
    await userEvent.click(reads);
    await expect(canvas.getByText("隐藏阅读数，按阅读数")).toBeVisible();
    // Submenu opens with ArrowRight.
    await userEvent.click(canvas.getByRole("button", { name: "显示设置" }));
    const sub = await screen.findByRole("menuitem", { name: "导出" });
    sub.focus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(await screen.findByRole("menuitem", { name: "导出 PDF" })).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
  },
};

/** Open on arrival, non-modal so the page behind stays in the accessibility tree. */
export const Open: Story = {
  parameters: allStatesSnapshot,
  args: { defaultOpen: true, modal: false },
  play: async () => {
    const menu = await screen.findByRole("menu");
    await expect(within(menu).getAllByRole("menuitem")).toHaveLength(4);
    await expect(within(menu).getByRole("menuitem", { name: "预览（不可用）" })).toHaveAttribute("aria-disabled", "true");
  },
};
