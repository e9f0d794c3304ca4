import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { openedTabs } from "../story-data";
import { TabBar, type TabBarItem } from "./tab-bar";
import { allStatesSnapshot, noSnapshot } from "../../lib/chromatic";

const meta = {
  title: "Shell/TabBar",
  component: TabBar,
  args: { items: openedTabs, activePath: "/releaseM", onClose: fn() },
  parameters: { ...noSnapshot, layout: "fullscreen" },
} satisfies Meta<typeof TabBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllStates: Story = {
  parameters: allStatesSnapshot,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole("navigation", { name: "已打开的页面" });
    await expect(within(nav).getByRole("link", { name: "发布管理" })).toHaveAttribute("aria-current", "page");
    await expect(within(nav).getByRole("link", { name: "首页" })).not.toHaveAttribute("aria-current");
    // The home tab cannot be closed; the others can.
    await expect(within(nav).queryByRole("button", { name: "关闭 首页" })).toBeNull();
    await userEvent.click(within(nav).getByRole("button", { name: "关闭 待接诊" }));
    await expect(args.onClose).toHaveBeenCalledWith("/patient/patient_djz");
  },
};

export const KeyboardReachable: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "首页" })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "发布管理" })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "关闭 发布管理" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onClose).toHaveBeenCalledWith("/releaseM");
  },
};

const closed = fn();

function OpenedPages() {
  const [items, setItems] = useState<TabBarItem[]>(openedTabs);
  const [active, setActive] = useState("/patient/patient_djz");
  return (
    <div>
      <TabBar
        items={items}
        activePath={active}
        onClose={(path) => {
          closed(path);
          const index = items.findIndex((i) => i.path === path);
          const next = items.filter((i) => i.path !== path);
          setItems(next);
          if (path === active) setActive(next[Math.max(0, index - 1)]?.path ?? "/Welcome");
        }}
        renderLink={(props) => (
          <a
            {...props}
            onClick={(e) => {
              e.preventDefault();
              setActive(props.href);
            }}
          />
        )}
      />
      <p className="p-4">当前页面：{active}</p>
    </div>
  );
}

/** Closing the active page moves to its left neighbour; focus follows to the next tab. */
export const CloseAndFocus: Story = {
  render: () => <OpenedPages />,
  play: async ({ canvasElement }) => {
    closed.mockClear();
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("link", { name: "个人资料" }));
    await expect(canvas.getByText("当前页面：/personalData")).toBeVisible();
    await userEvent.click(canvas.getByRole("link", { name: "待接诊" }));
    const close = canvas.getByRole("button", { name: "关闭 待接诊" });
    close.focus();
    await userEvent.keyboard(" ");
    await expect(closed).toHaveBeenCalledWith("/patient/patient_djz");
    await expect(canvas.queryByRole("link", { name: "待接诊" })).toBeNull();
    await expect(canvas.getByText("当前页面：/releaseM")).toBeVisible();
    // Focus did not fall to the page: it is on the tab that took the closed one's place.
    await expect(canvas.getByRole("link", { name: "个人资料" })).toHaveFocus();
    // Closing the last tab focuses the new last one.
    await userEvent.click(canvas.getByRole("button", { name: "关闭 个人资料" }));
    await expect(canvas.getByRole("link", { name: "发布管理" })).toHaveFocus();
    await expect(canvas.getAllByRole("link")).toHaveLength(2);
  },
};

function BulkClose() {
  const [items, setItems] = useState<TabBarItem[]>(openedTabs);
  const [active, setActive] = useState("/patient/patient_djz");
  return (
    <div>
      <TabBar
        items={items}
        activePath={active}
        onCloseOthers={() => setItems((list) => list.filter((i) => i.closable === false || i.path === active))}
        onCloseAll={() => {
          setItems((list) => list.filter((i) => i.closable === false));
          setActive("/Welcome");
        }}
      />
      <p className="p-4">当前页面：{active}</p>
    </div>
  );
}

/** 关闭其他 keeps the current page and the home; 关闭全部 keeps only the home. */
export const CloseOthersAndAll: Story = {
  render: () => <BulkClose />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole("navigation", { name: "已打开的页面" });
    await userEvent.click(within(nav).getByRole("button", { name: "关闭其他" }));
    await expect(within(nav).getAllByRole("link").map((l) => l.textContent)).toEqual(["首页", "待接诊"]);
    await userEvent.click(within(nav).getByRole("button", { name: "关闭全部" }));
    await expect(within(nav).getAllByRole("link").map((l) => l.textContent)).toEqual(["首页"]);
    await expect(canvas.getByText("当前页面：/Welcome")).toBeVisible();
  },
};

const manyTabs: TabBarItem[] = [
  openedTabs[0]!,
  ...Array.from({ length: 14 }, (_, i) => ({ path: `/patient/record/${i + 1}`, title: `就诊记录 ${i + 1}` })),
];

/** More tabs than fit: the list scrolls sideways and the current (last) tab is in view. */
export const Overflowing: Story = {
  args: { items: manyTabs, activePath: "/patient/record/14", onCloseOthers: fn(), onCloseAll: fn() },
  render: (args) => (
    <div style={{ width: 480 }}>
      <TabBar {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvasElement.querySelector<HTMLElement>('[data-slot="tab-bar-list"]')!;
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    const visible = (el: HTMLElement) => {
      const a = el.getBoundingClientRect();
      const b = list.getBoundingClientRect();
      return a.left >= b.left - 1 && a.right <= b.right + 1;
    };
    await expect(visible(canvas.getByRole("link", { name: "就诊记录 14" }))).toBe(true);
    // The bulk buttons stay in view beside the scrolling list.
    await expect(visible(canvas.getByRole("button", { name: "关闭全部" }))).toBe(false);
    await expect(canvas.getByRole("button", { name: "关闭全部" })).toBeVisible();
  },
};
