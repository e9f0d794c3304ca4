import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { Card, CardContent, CardHeader, CardTitle } from "../../primitives/card";
import { Footer } from "../footer";
import { SideMenu } from "../side-menu";
import { commonMenuItems, openedTabs, qrImage, vipMenuItems } from "../story-data";
import { TabBar, type TabBarItem } from "../tab-bar";
import { TopBar } from "../top-bar";
import { UserMenu } from "../user-menu";
import { AppShell } from "./app-shell";
import { allStatesSnapshot, noSnapshot } from "../../lib/chromatic";

const onLogout = fn();

function Console({ isVip, collapsed: startCollapsed = false }: { isVip: boolean; collapsed?: boolean }) {
  const [route, setRoute] = useState("/releaseM");
  const [tabs, setTabs] = useState<TabBarItem[]>(openedTabs);
  const [collapsed, setCollapsed] = useState(startCollapsed);
  const go = (path: string, title?: string) => {
    setRoute(path);
    if (title && !tabs.some((t) => t.path === path)) setTabs((t) => [...t, { path, title }]);
  };
  const items = isVip ? [...vipMenuItems, ...commonMenuItems] : commonMenuItems;
  return (
    <AppShell
      topBar={
        <TopBar homeHref="/Welcome">
          <UserMenu
            doctorName="张三"
            isVip={isVip}
            vipEndTime={isVip ? "2026-12-31" : null}
            customerServiceQrUrl={qrImage}
            onPersonalData={() => go("/personalData", "个人资料")}
            onPublishManagement={() => go("/releaseM", "发布管理")}
            onLogout={onLogout}
          />
        </TopBar>
      }
      sideMenu={
        <SideMenu
          items={items}
          activeRoute={route}
          collapsed={collapsed}
          onCollapsedChange={setCollapsed}
          renderLink={(props, item) => (
            <a
              {...props}
              onClick={(e) => {
                e.preventDefault();
                go(item.route, item.label);
              }}
            />
          )}
        />
      }
      tabBar={
        <TabBar
          items={tabs}
          activePath={route}
          onClose={(path) => {
            const next = tabs.filter((t) => t.path !== path);
            setTabs(next);
            if (path === route) setRoute(next.at(-1)?.path ?? "/Welcome");
          }}
          renderLink={(props) => (
            <a
              {...props}
              onClick={(e) => {
                e.preventDefault();
                setRoute(props.href);
              }}
            />
          )}
        />
      }
      footer={<Footer />}
    >
      <Card>
        <CardHeader>
          <CardTitle>{tabs.find((t) => t.path === route)?.title ?? route}</CardTitle>
        </CardHeader>
        <CardContent>
          <p>当前路由：{route}</p>
        </CardContent>
      </Card>
    </AppShell>
  );
}

const meta = {
  title: "Shell/AppShell",
  component: AppShell,
  parameters: { ...noSnapshot, layout: "fullscreen" },
  args: { topBar: null },
  render: () => <Console isVip />,
} satisfies Meta<typeof AppShell>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The whole shell for a VIP doctor: menu, tabs and user menu drive the page. */
export const VipDoctor: Story = {
  parameters: allStatesSnapshot,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("banner")).toBeVisible();
    await expect(canvas.getByRole("main")).toBeVisible();
    await expect(canvas.getByRole("contentinfo")).toBeVisible();
    const menu = canvas.getByRole("navigation", { name: "主菜单" });
    const tabs = canvas.getByRole("navigation", { name: "已打开的页面" });
    await expect(within(menu).getByRole("link", { name: "智能开方" })).toBeVisible();

    // A menu entry opens a page and a tab for it.
    await userEvent.click(within(menu).getByRole("link", { name: "就诊记录" }));
    await expect(within(tabs).getByRole("link", { name: "就诊记录" })).toHaveAttribute("aria-current", "page");
    await expect(within(menu).getByRole("link", { name: "就诊记录" })).toHaveAttribute("aria-current", "page");
    await expect(canvas.getByText("当前路由：/visitRecord")).toBeVisible();

    // The user menu opens 个人资料.
    await userEvent.click(canvas.getByRole("button", { name: /张三/ }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "个人资料" }));
    await expect(canvas.getByText("当前路由：/personalData")).toBeVisible();

    // Closing the active tab returns to the last one.
    await userEvent.click(within(tabs).getByRole("button", { name: "关闭 个人资料" }));
    await expect(canvas.getByText("当前路由：/visitRecord")).toBeVisible();

    // Skip link: the first Tab stop, Enter moves focus to the page.
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    const skip = canvas.getByRole("link", { name: "跳到主要内容" });
    await expect(skip).toHaveFocus();
    await expect(skip.getBoundingClientRect().width).toBeGreaterThan(1);
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(canvas.getByRole("main")).toHaveFocus());
  },
};

export const NonVipDoctor: Story = {
  render: () => <Console isVip={false} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = canvas.getByRole("navigation", { name: "主菜单" });
    for (const name of ["智能开方", "专病专方", "普通开方"]) await expect(within(menu).queryByRole("link", { name })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: /张三/ }));
    await expect(await screen.findByText("未开通")).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
  },
};

export const CollapsedMenu: Story = {
  render: () => <Console isVip collapsed />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole("button", { name: "侧边菜单" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    const main = canvas.getByRole("main");
    const narrowLeft = main.getBoundingClientRect().left;
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    // The page widens and narrows with the menu.
    await waitFor(() => expect(main.getBoundingClientRect().left).toBeGreaterThan(narrowLeft + 100));
  },
};
