import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { LinkTab, LinkTabs, Tabs, TabsContent, TabsList, TabsTrigger } from ".";
import { allStatesSnapshot, noSnapshot } from "../../lib/chromatic";
import { phoneViewport } from "../../lib/viewports";

const meta = {
  title: "Primitives/Tabs",
  component: Tabs,
  parameters: noSnapshot,
  args: { defaultValue: "all", onValueChange: fn() },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="文章状态">
        <TabsTrigger value="all">全部</TabsTrigger>
        <TabsTrigger value="review">审核中</TabsTrigger>
        <TabsTrigger value="published">已发布</TabsTrigger>
        <TabsTrigger value="drafts" disabled>
          草稿
        </TabsTrigger>
      </TabsList>
      <TabsContent value="all">全部文章列表</TabsContent>
      <TabsContent value="review">审核中的文章</TabsContent>
      <TabsContent value="published">已发布的文章</TabsContent>
      <TabsContent value="drafts">草稿</TabsContent>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = {
  parameters: allStatesSnapshot,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("tab", { name: "全部" })).toHaveAttribute("aria-selected", "true");
    await expect(canvas.getByRole("tabpanel", { name: "全部" })).toHaveTextContent("全部文章列表");
    await userEvent.click(canvas.getByRole("tab", { name: "已发布" }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith("published");
    await expect(canvas.getByRole("tabpanel", { name: "已发布" })).toHaveTextContent("已发布的文章");
    // Keyboard: arrows move and select (automatic activation); the disabled tab is skipped.
    await expect(canvas.getByRole("tab", { name: "已发布" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await waitFor(() => expect(canvas.getByRole("tab", { name: "全部" })).toHaveFocus());
    await expect(args.onValueChange).toHaveBeenLastCalledWith("all");
    await userEvent.keyboard("{ArrowLeft}");
    await waitFor(() => expect(canvas.getByRole("tab", { name: "已发布" })).toHaveFocus());
    // Tab moves from the tab list into the panel.
    await userEvent.tab();
    await expect(canvas.getByRole("tabpanel")).toHaveFocus();
  },
};

export const Segment: Story = {
  args: { defaultValue: "account" },
  render: (args) => (
    <Tabs {...args} className="w-72">
      <TabsList variant="segment" aria-label="登录方式">
        <TabsTrigger value="account">账号登录</TabsTrigger>
        <TabsTrigger value="qr">扫码登录</TabsTrigger>
      </TabsList>
      <TabsContent value="account">账号密码表单</TabsContent>
      <TabsContent value="qr">二维码</TabsContent>
    </Tabs>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("tab", { name: "扫码登录" }));
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent("二维码");
    await expect(args.onValueChange).toHaveBeenCalledWith("qr");
  },
};

const routes = [
  { href: "#patient_djz", label: "待接诊" },
  { href: "#patient_wzhz", label: "已接诊" },
  { href: "#patient_yjs", label: "已结束" },
];

function RouteTabs() {
  const [current, setCurrent] = useState("#patient_djz");
  return (
    <LinkTabs aria-label="患者">
      {routes.map((r) => (
        <LinkTab
          key={r.href}
          href={r.href}
          active={current === r.href}
          onClick={(e) => {
            e.preventDefault();
            setCurrent(r.href);
          }}
        >
          {r.label}
        </LinkTab>
      ))}
      {/* asChild: the router's link component takes the tab's look. */}
      <LinkTab asChild active={false}>
        <a href="#patient_yjj">已拒绝</a>
      </LinkTab>
    </LinkTabs>
  );
}

/** A route tab bar: links in a nav, the current one marked aria-current="page". */
export const Links: Story = {
  render: () => <RouteTabs />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole("navigation", { name: "患者" });
    await expect(within(nav).getByRole("link", { name: "待接诊" })).toHaveAttribute("aria-current", "page");
    await userEvent.click(within(nav).getByRole("link", { name: "已结束" }));
    await expect(within(nav).getByRole("link", { name: "已结束" })).toHaveAttribute("aria-current", "page");
    await expect(within(nav).getByRole("link", { name: "待接诊" })).not.toHaveAttribute("aria-current");
    // Links are ordinary tab stops; Enter follows them.
    within(nav).getByRole("link", { name: "待接诊" }).focus();
    await userEvent.tab();
    await expect(within(nav).getByRole("link", { name: "已接诊" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(within(nav).getByRole("link", { name: "已接诊" })).toHaveAttribute("aria-current", "page");
    await expect(within(nav).getByRole("link", { name: "已拒绝" })).toHaveAttribute("data-slot", "link-tab");
  },
};

/**
 * At 390 px the route tabs that do not fit scroll sideways on their own (never the page), and the
 * tab chosen by keyboard is scrolled into view.
 */
export const LinksOnAPhone: Story = {
  ...phoneViewport,
  // A narrow column on a phone: the four tabs do not fit.
  render: () => (
    <div style={{ width: 180 }}>
      <RouteTabs />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole("navigation", { name: "患者" });
    const list = nav.querySelector("ul")!;
    const doc = canvasElement.ownerDocument;
    await expect(doc.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    const last = within(nav).getByRole("link", { name: "已拒绝" });
    last.focus();
    await expect(last.getBoundingClientRect().right).toBeLessThanOrEqual(list.getBoundingClientRect().right + 1);
    await expect(list.scrollLeft).toBeGreaterThan(0);
  },
};
