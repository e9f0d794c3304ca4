import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { commonMenuItems, vipMenuItems } from "../story-data";
import { SideMenu, SideMenuTrigger, type SideMenuLinkProps } from "./side-menu";
import { phoneViewport, tabletViewport } from "../../lib/viewports";
import { VisuallyHidden } from "../../primitives/visually-hidden";
import { allStatesSnapshot, noSnapshot } from "../../lib/chromatic";

const meta = {
  title: "Shell/SideMenu",
  component: SideMenu,
  args: {
    items: [...vipMenuItems, ...commonMenuItems],
    activeRoute: "/visitRecord",
    onCollapsedChange: fn(),
  },
  parameters: { ...noSnapshot, layout: "fullscreen" },
  decorators: [
    (Story) => (
      <div className="flex h-[560px]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SideMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Expanded: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole("navigation", { name: "主菜单" });
    const active = within(nav).getByRole("link", { name: "就诊记录" });
    await expect(active).toHaveAttribute("aria-current", "page");
    await expect(active).toHaveAttribute("href", "/visitRecord");
    await expect(within(nav).getAllByRole("link").filter((l) => l.getAttribute("aria-current"))).toHaveLength(1);

    const toggle = canvas.getByRole("button", { name: "侧边菜单" });
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(args.onCollapsedChange).toHaveBeenLastCalledWith(true);
    await expect(canvasElement.querySelector('[data-slot="side-menu"]')).toHaveAttribute("data-state", "collapsed");
    // Labels leave the screen but still name the links.
    await expect(within(nav).getByRole("link", { name: "就诊记录" })).toBeVisible();
    // Keyboard: Enter on the toggle expands again.
    toggle.focus();
    await userEvent.keyboard("{Enter}");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(args.onCollapsedChange).toHaveBeenLastCalledWith(false);
  },
};

/** Collapsed to icons: each label is the link's name and a tooltip on hover or focus. */
export const Collapsed: Story = {
  parameters: allStatesSnapshot,
  args: { defaultCollapsed: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const aside = canvasElement.querySelector('[data-slot="side-menu"]')!;
    await expect(aside).toHaveAttribute("data-state", "collapsed");
    await expect(aside.getBoundingClientRect().width).toBeLessThan(64);
    await expect(canvas.getByRole("button", { name: "侧边菜单" })).toHaveAttribute("aria-expanded", "false");
    const link = canvas.getByRole("link", { name: "患者反馈" });
    // Tab to the third link: the tooltip shows its label.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "普通开方" })).toHaveFocus();
    await expect(await screen.findByRole("tooltip")).toHaveTextContent("普通开方");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("tooltip")).toBeNull());
    await userEvent.hover(link);
    await waitFor(() => expect(screen.getByRole("tooltip")).toHaveTextContent("患者反馈"));
    await userEvent.unhover(link);
    await waitFor(() => expect(screen.queryByRole("tooltip")).toBeNull());
  },
};

/** Non-VIP doctors get no prescribing entries: the app passes fewer items. */
export const NonVip: Story = {
  args: { items: commonMenuItems, activeRoute: "/myPatient" },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole("navigation", { name: "主菜单" });
    await expect(within(nav).queryByRole("link", { name: "智能开方" })).toBeNull();
    await expect(within(nav).getAllByRole("link")).toHaveLength(commonMenuItems.length);
    await expect(within(nav).getByRole("link", { name: "我的患者" })).toHaveAttribute("aria-current", "page");
  },
};

/** Nested routes keep their section active. */
export const NestedRouteActive: Story = {
  args: { activeRoute: "/medicalCaseReference/detail/12" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "医案参考" })).toHaveAttribute("aria-current", "page");
    await expect(canvas.getByRole("link", { name: "就诊记录" })).not.toHaveAttribute("aria-current");
  },
};

function RouterLink(props: SideMenuLinkProps & { onNavigate: (to: string) => void }) {
  const { onNavigate, ...rest } = props;
  return (
    <a
      {...rest}
      onClick={(e) => {
        e.preventDefault();
        onNavigate(rest.href);
      }}
    />
  );
}

const navigate = fn();

function WithRouter() {
  const [route, setRoute] = useState("/wisdomZY");
  const [collapsed, setCollapsed] = useState(false);
  return (
    <>
      <SideMenu
        items={[...vipMenuItems, ...commonMenuItems]}
        activeRoute={route}
        collapsed={collapsed}
        onCollapsedChange={setCollapsed}
        renderLink={(props) => (
          <RouterLink
            {...props}
            onNavigate={(to) => {
              navigate(to);
              setRoute(to);
            }}
          />
        )}
      />
      <output className="p-4">当前：{route}</output>
    </>
  );
}

/** `renderLink` plugs in the app's router link (wouter's `<Link {...props} />` in the console). */
export const RenderLinkControlled: Story = {
  render: () => <WithRouter />,
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("link", { name: "中药" }));
    await expect(navigate).toHaveBeenCalledWith("/traditionalChineseMedicine");
    await expect(canvas.getByText("当前：/traditionalChineseMedicine")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "中药" })).toHaveAttribute("aria-current", "page");
    await expect(canvas.getByRole("link", { name: "智能开方" })).not.toHaveAttribute("aria-current");
    // Keyboard: Enter follows the focused link.
    canvas.getByRole("link", { name: "专病专方" }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByText("当前：/specializedDisease")).toBeVisible();
    // Controlled collapse.
    await userEvent.click(canvas.getByRole("button", { name: "侧边菜单" }));
    await expect(canvas.getByRole("button", { name: "侧边菜单" })).toHaveAttribute("aria-expanded", "false");
  },
};

/** A badge (pending orders) shows beside its entry and is part of the link's name. */
export const WithBadge: Story = {
  args: {
    items: [
      { route: "/patient", label: "问诊订单", badge: <>3<VisuallyHidden>个待接诊</VisuallyHidden></> },
      ...commonMenuItems,
    ],
    activeRoute: "/visitRecord",
  },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole("navigation", { name: "主菜单" });
    const link = within(nav).getByRole("link", { name: /^问诊订单\s*3\s*个待接诊$/ });
    await expect(within(link).getByText("3")).toBeVisible();
    await userEvent.click(within(canvasElement).getByRole("button", { name: "侧边菜单" }));
    // Collapsed: the count stays visible on the icon and in the name.
    await expect(within(nav).getByRole("link", { name: /^问诊订单\s*3\s*个待接诊$/ })).toBeVisible();
    await expect(within(link.ownerDocument.body).getAllByText("3")[0]).toBeVisible();
  },
};

const drawerNavigate = fn();

/** A phone's shell: the trigger in a bar, the menu as a drawer, a page that says where it is. */
function PhoneShell() {
  const [route, setRoute] = useState("/visitRecord");
  const [open, setOpen] = useState(false);
  return (
    <div className="flex h-dvh flex-col">
      <div className="flex h-14 items-center gap-2 border-b border-dc-border px-2">
        <SideMenuTrigger open={open} onOpenChange={setOpen} />
        <span className="font-medium">医生工作台</span>
      </div>
      <div className="flex min-h-0 flex-1">
        <SideMenu
          items={[...vipMenuItems, ...commonMenuItems]}
          activeRoute={route}
          drawerOpen={open}
          onDrawerOpenChange={setOpen}
          renderLink={(props) => (
            <RouterLink
              {...props}
              onNavigate={(to) => {
                drawerNavigate(to);
                setRoute(to);
              }}
            />
          )}
        />
        <main className="p-4">
          <h1 className="text-dc-lg font-medium">当前：{route}</h1>
        </main>
      </div>
    </div>
  );
}

/**
 * Below 1024 px (here 390 px) the menu is a drawer: closed at first; the named button opens it,
 * focus moves to the current entry, Esc closes it and gives focus back; a choice closes it.
 */
export const PhoneDrawer: Story = {
  ...phoneViewport,
  render: () => <PhoneShell />,
  play: async ({ canvasElement }) => {
    drawerNavigate.mockClear();
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole("button", { name: "打开菜单" });
    // Closed: no menu on the page, the trigger says so.
    await expect(canvas.queryByRole("navigation", { name: "主菜单" })).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="side-menu"]')).not.toBeVisible();
    await expect(trigger).toHaveAttribute("aria-expanded", "false");

    await userEvent.click(trigger);
    const drawer = await screen.findByRole("dialog", { name: "主菜单" });
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(within(drawer).getByRole("link", { name: "就诊记录" })).toHaveFocus();
    await expect(drawer.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);

    // Esc closes it and focus is back on the button.
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "主菜单" })).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute("aria-expanded", "false");

    // Keyboard all the way: Enter opens, Tab moves through the entries, Enter chooses and closes.
    await userEvent.keyboard("{Enter}");
    await screen.findByRole("dialog", { name: "主菜单" });
    await userEvent.tab();
    await expect(screen.getByRole("link", { name: "患者反馈" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(drawerNavigate).toHaveBeenCalledWith("/patientFeedback");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "主菜单" })).toBeNull());
    await expect(canvas.getByRole("heading", { name: "当前：/patientFeedback" })).toBeVisible();

    // The close button closes it too.
    await userEvent.click(trigger);
    await userEvent.click(within(await screen.findByRole("dialog", { name: "主菜单" })).getByRole("button", { name: "关闭菜单" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "主菜单" })).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** The drawer open at 390 px, as a doctor sees it (for the screenshot). */
export const PhoneDrawerOpen: Story = {
  ...phoneViewport,
  render: () => <PhoneShell />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "打开菜单" }));
    await expect(await screen.findByRole("dialog", { name: "主菜单" })).toBeVisible();
  },
};

/** At 768 px (a tablet) it is a drawer too; the page keeps the whole width. */
export const TabletDrawer: Story = {
  ...tabletViewport,
  render: () => <PhoneShell />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("navigation", { name: "主菜单" })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "打开菜单" }));
    const drawer = await screen.findByRole("dialog", { name: "主菜单" });
    await userEvent.click(within(drawer).getByRole("link", { name: "中药" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "主菜单" })).toBeNull());
    await expect(canvas.getByRole("heading", { name: "当前：/traditionalChineseMedicine" })).toBeVisible();
  },
};
