import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { Card, CardContent, CardHeader, CardTitle } from "../../primitives/card";
import { LoadingOverlay } from "../../primitives/loading-overlay";
import { Footer } from "../footer";
import { SideMenu, SideMenuTrigger } from "../side-menu";
import { phoneViewport, tabletViewport } from "../../lib/viewports";
import { commonMenuItems, openedTabs, qrImage, vipMenuItems } from "../story-data";
import { TabBar, type TabBarItem } from "../tab-bar";
import { TopBar } from "../top-bar";
import { UserMenu } from "../user-menu";
import { AppShell } from "./app-shell";
import { allStatesSnapshot, noSnapshot } from "../../lib/chromatic";

const onLogout = fn();

function Console({ isVip, collapsed: startCollapsed = false, loading = false }: { isVip: boolean; collapsed?: boolean; loading?: boolean }) {
  const [route, setRoute] = useState("/releaseM");
  const [tabs, setTabs] = useState<TabBarItem[]>(openedTabs);
  const [collapsed, setCollapsed] = useState(startCollapsed);
  const [menuOpen, setMenuOpen] = useState(false);
  const go = (path: string, title?: string) => {
    setRoute(path);
    if (title && !tabs.some((t) => t.path === path)) setTabs((t) => [...t, { path, title }]);
  };
  const items = isVip ? [...vipMenuItems, ...commonMenuItems] : commonMenuItems;
  return (
    <AppShell
      topBar={
        <TopBar homeHref="/Welcome" menuButton={<SideMenuTrigger open={menuOpen} onOpenChange={setMenuOpen} />}>
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
          drawerOpen={menuOpen}
          onDrawerOpenChange={setMenuOpen}
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
      {loading ? (
        <LoadingOverlay active scope="container" />
      ) : (
        <Card>
          <CardHeader>
            <CardTitle>{tabs.find((t) => t.path === route)?.title ?? route}</CardTitle>
          </CardHeader>
          <CardContent>
            <p>当前路由：{route}</p>
          </CardContent>
        </Card>
      )}
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

/** Nothing on the page is wider than the window (what would make a phone scroll sideways). */
async function expectNoSidewaysScroll(canvasElement: HTMLElement) {
  const doc = canvasElement.ownerDocument;
  await expect(doc.documentElement.scrollWidth).toBeLessThanOrEqual(doc.defaultView!.innerWidth);
  const main = within(canvasElement).getByRole("main");
  await expect(main.scrollWidth).toBeLessThanOrEqual(main.clientWidth);
}

/**
 * At 390 px the menu is a drawer behind 打开菜单, the page has the whole width, nothing scrolls
 * sideways; a choice in the drawer opens the page and closes the drawer.
 */
export const Phone: Story = {
  ...phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = canvas.getByRole("main");
    await expect(canvas.queryByRole("navigation", { name: "主菜单" })).toBeNull();
    await expect(main.getBoundingClientRect().left).toBe(0);
    await expectNoSidewaysScroll(canvasElement);
    // The top bar keeps the trigger, the brand and the user menu inside the window.
    const bar = canvas.getByRole("banner");
    for (const control of [canvas.getByRole("button", { name: "打开菜单" }), within(bar).getByRole("button", { name: /张三/ })])
      await expect(control.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);

    await userEvent.click(canvas.getByRole("button", { name: "打开菜单" }));
    const drawer = await screen.findByRole("dialog", { name: "主菜单" });
    await userEvent.click(within(drawer).getByRole("link", { name: "就诊记录" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "主菜单" })).toBeNull());
    await expect(canvas.getByText("当前路由：/visitRecord")).toBeVisible();
    await expect(within(canvas.getByRole("navigation", { name: "已打开的页面" })).getByRole("link", { name: "就诊记录" })).toHaveAttribute("aria-current", "page");
    await expectNoSidewaysScroll(canvasElement);
  },
};

/**
 * A page whose code is still on its way: its loading veil covers the page's area only, and the
 * menu, the tabs and the top bar stay usable (the doctor can go elsewhere meanwhile).
 */
export const PageLoading: Story = {
  render: () => <Console isVip loading />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = canvas.getByRole("main").getBoundingClientRect();
    const veil = canvasElement.querySelector<HTMLElement>("[data-slot=loading-overlay]")!.getBoundingClientRect();
    await expect(veil.left).toBeGreaterThanOrEqual(main.left);
    await expect(veil.top).toBeGreaterThanOrEqual(main.top);
    await expect(veil.right).toBeLessThanOrEqual(main.right);
    const link = within(canvas.getByRole("navigation", { name: "主菜单" })).getAllByRole("link")[0]!;
    const box = link.getBoundingClientRect();
    // What a click at the menu item's middle lands on: the item, not the veil.
    await expect(link.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2))).toBe(true);
    const tab = within(canvas.getByRole("navigation", { name: "已打开的页面" })).getAllByRole("link")[0]!;
    const tabBox = tab.getBoundingClientRect();
    await expect(tab.contains(document.elementFromPoint(tabBox.left + tabBox.width / 2, tabBox.top + tabBox.height / 2))).toBe(true);
  },
};

/** At 768 px too: a drawer, the page across the whole width. */
export const Tablet: Story = {
  ...tabletViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("navigation", { name: "主菜单" })).toBeNull();
    await expect(canvas.getByRole("main").getBoundingClientRect().left).toBe(0);
    await expectNoSidewaysScroll(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "打开菜单" }));
    await expect(await screen.findByRole("dialog", { name: "主菜单" })).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "主菜单" })).toBeNull());
    await expect(canvas.getByRole("button", { name: "打开菜单" })).toHaveFocus();
  },
};
