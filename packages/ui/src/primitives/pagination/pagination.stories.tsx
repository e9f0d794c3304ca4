import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { Pagination } from "./pagination";
import { allStatesSnapshot, noSnapshot } from "../../lib/chromatic";

const meta = {
  title: "Primitives/Pagination",
  component: Pagination,
  parameters: noSnapshot,
  args: { total: 95, pageSize: 10, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

const pageButtons = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole("button")
    .filter((b) => b.dataset.slot === "pagination-page")
    .map((b) => b.textContent);

/** Uncontrolled: the pager follows clicks; the callback hears every change. */
export const Uncontrolled: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole("navigation", { name: "分页" });
    await expect(within(nav).getByText("共 95 条")).toBeVisible();
    const prev = within(nav).getByRole("button", { name: "上一页" });
    const next = within(nav).getByRole("button", { name: "下一页" });
    await expect(prev).toBeDisabled();
    await expect(within(nav).getByRole("button", { name: "第 1 页" })).toHaveAttribute("aria-current", "page");
    await expect(pageButtons(nav)).toEqual(["1", "2", "3", "4", "5", "6", "10"]);

    await userEvent.click(next);
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(within(nav).getByRole("button", { name: "第 2 页" })).toHaveAttribute("aria-current", "page");
    await expect(within(nav).getByRole("button", { name: "第 1 页" })).not.toHaveAttribute("aria-current");
    await expect(prev).toBeEnabled();

    await userEvent.click(within(nav).getByRole("button", { name: "第 6 页" }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(6);
    await expect(pageButtons(nav)).toEqual(["1", "4", "5", "6", "7", "8", "10"]);

    await userEvent.click(within(nav).getByRole("button", { name: "第 10 页" }));
    await expect(next).toBeDisabled();
    // Clicking the current page changes nothing.
    await userEvent.click(within(nav).getByRole("button", { name: "第 10 页" }));
    await expect(args.onPageChange).toHaveBeenCalledTimes(3);
    // The gap jumps five pages back.
    await userEvent.click(within(nav).getByRole("button", { name: "向前 5 页" }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(5);
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const nav = within(canvasElement).getByRole("navigation", { name: "分页" });
    // Tab order: 上一页 is disabled and skipped; page 1, page 2 …
    await userEvent.tab();
    await expect(within(nav).getByRole("button", { name: "第 1 页" })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(within(nav).getByRole("button", { name: "第 2 页" })).toHaveAttribute("aria-current", "page");
  },
};

function Controlled() {
  const [page, setPage] = useState(3);
  return (
    <div className="grid gap-2">
      <Pagination total={42} pageSize={10} page={page} onPageChange={setPage} />
      <output>当前第 {page} 页</output>
    </div>
  );
}

export const ControlledStory: Story = {
  name: "Controlled",
  render: () => <Controlled />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("当前第 3 页")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "上一页" }));
    await expect(canvas.getByText("当前第 2 页")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "第 2 页" })).toHaveAttribute("aria-current", "page");
    await expect(canvas.getAllByRole("button", { name: /^第 \d+ 页$/ })).toHaveLength(5);
  },
};

/** No rows, no pager at all. */
export const EmptyRendersNothing: Story = {
  args: { total: 0 },
  render: (args) => (
    <div data-testid="holder">
      <Pagination {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const holder = within(canvasElement).getByTestId("holder");
    await expect(holder).toBeEmptyDOMElement();
    await expect(within(canvasElement).queryByRole("navigation")).toBeNull();
  },
};

export const AllStates: Story = {
  parameters: allStatesSnapshot,
  render: () => (
    <div className="grid gap-3">
      <Pagination aria-label="一页" total={8} pageSize={10} />
      <Pagination aria-label="六页" total={55} pageSize={10} defaultPage={3} />
      <Pagination aria-label="二十页之十" total={200} pageSize={10} defaultPage={10} />
      <Pagination aria-label="二十页之二十" total={200} pageSize={10} defaultPage={20} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const navs = within(canvasElement).getAllByRole("navigation");
    await expect(navs).toHaveLength(4);
    await expect(within(navs[0]!).getByRole("button", { name: "下一页" })).toBeDisabled();
    await expect(pageButtons(navs[2]!)).toEqual(["1", "8", "9", "10", "11", "12", "20"]);
  },
};
