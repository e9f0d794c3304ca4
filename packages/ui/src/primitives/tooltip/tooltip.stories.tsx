import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../button";
import { RefreshIcon } from "../icon";
import { Tooltip, TooltipContent, TooltipTrigger } from "./tooltip";
import { allStatesSnapshot, noSnapshot } from "../../lib/chromatic";

const meta = {
  title: "Primitives/Tooltip",
  component: Tooltip,
  parameters: noSnapshot,
  args: { delayDuration: 0 },
  render: (args) => (
    <Tooltip {...args}>
      <TooltipTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="刷新列表">
          <RefreshIcon />
        </Button>
      </TooltipTrigger>
      <TooltipContent>刷新列表</TooltipContent>
    </Tooltip>
  ),
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HoverAndFocus: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: "刷新列表" });
    await userEvent.hover(trigger);
    await expect(await screen.findByRole("tooltip")).toHaveTextContent("刷新列表");
    await userEvent.unhover(trigger);
    await waitFor(() => expect(screen.queryByRole("tooltip")).toBeNull());
    // Keyboard focus shows it too; Escape hides it.
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await expect(await screen.findByRole("tooltip")).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("tooltip")).toBeNull());
  },
};

export const Open: Story = {
  parameters: allStatesSnapshot,
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    await expect(await screen.findByRole("tooltip")).toHaveTextContent("刷新列表");
    // The tooltip describes its trigger.
    await expect(within(canvasElement).getByRole("button", { name: "刷新列表" })).toHaveAttribute("aria-describedby");
  },
};
