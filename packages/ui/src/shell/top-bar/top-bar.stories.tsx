import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { qrImage } from "../story-data";
import { UserMenu } from "../user-menu";
import { TopBar } from "./top-bar";
import { allStatesSnapshot, noSnapshot } from "../../lib/chromatic";
import { phoneViewport } from "../../lib/viewports";
import { SideMenuTrigger } from "../side-menu";

const meta = {
  title: "Shell/TopBar",
  component: TopBar,
  parameters: { ...noSnapshot, layout: "fullscreen" },
  args: {
    homeHref: "/Welcome",
    logo: <span aria-hidden className="flex size-7 items-center justify-center rounded-dc-md bg-dc-primary text-dc-primary-foreground">医</span>,
    children: <UserMenu doctorName="张三" isVip vipEndTime="2026-12-31" customerServiceQrUrl={qrImage} />,
  },
} satisfies Meta<typeof TopBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllStates: Story = {
  parameters: allStatesSnapshot,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole("banner");
    await expect(within(banner).getByRole("link", { name: "医生工作台" })).toHaveAttribute("href", "/Welcome");
    await expect(within(banner).getByRole("button", { name: /张三/ })).toBeVisible();
  },
};

export const PlainBrand: Story = {
  args: { homeHref: undefined, title: "中医互联网医院 · 医生端" },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole("banner");
    await expect(within(banner).getByText("中医互联网医院 · 医生端")).toBeVisible();
    await expect(within(banner).queryByRole("link")).toBeNull();
  },
};

/** At 390 px: the menu's button at the left, brand and user menu inside the window. */
export const PhoneWithMenuButton: Story = {
  ...phoneViewport,
  args: { menuButton: <SideMenuTrigger open={false} onOpenChange={() => {}} /> },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole("banner");
    const trigger = within(banner).getByRole("button", { name: "打开菜单" });
    await expect(trigger).toBeVisible();
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(trigger).toHaveAttribute("aria-haspopup", "dialog");
    await expect(within(banner).getByRole("button", { name: /张三/ }).getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(banner.scrollWidth).toBeLessThanOrEqual(banner.clientWidth);
  },
};
