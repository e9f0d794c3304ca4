import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { qrImage } from "../story-data";
import { UserMenu } from "./user-menu";
import { noSnapshot, allStatesSnapshot } from "../../lib/chromatic";

const meta = {
  title: "Shell/UserMenu",
  component: UserMenu,
  parameters: noSnapshot,
  args: {
    doctorName: "张三",
    isVip: true,
    vipEndTime: "2026-12-31 23:59:59",
    customerServiceQrUrl: qrImage,
    onPersonalData: fn(),
    onPublishManagement: fn(),
    onVip: fn(),
    onLogout: fn(),
  },
  decorators: [
    (Story) => (
      <div className="flex justify-end">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UserMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Vip: Story = {
  parameters: allStatesSnapshot,
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: /张三/ });
    await expect(trigger).toHaveAttribute("data-vip", "true");
    await userEvent.click(trigger);
    const menu = await screen.findByRole("menu");
    await expect(within(menu).getByRole("menuitem", { name: "VIP到期：2026-12-31" })).toBeVisible();
    await expect(within(menu).queryByText("未开通")).toBeNull();
    await userEvent.click(within(menu).getByRole("menuitem", { name: "个人资料" }));
    await expect(args.onPersonalData).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());

    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole("menuitem", { name: "发布管理" }));
    await expect(args.onPublishManagement).toHaveBeenCalledOnce();

    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole("menuitem", { name: "VIP到期：2026-12-31" }));
    await expect(args.onVip).toHaveBeenCalledOnce();
    await expect(args.onLogout).not.toHaveBeenCalled();
    // The VIP item shows the status and the expiry.
    const dialog = await screen.findByRole("dialog", { name: "VIP状态" });
    await expect(dialog).toHaveTextContent("已开通");
    await expect(dialog).toHaveTextContent("到期时间2026-12-31");
    await userEvent.click(within(dialog).getByRole("button", { name: "关闭" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  },
};

/** Never VIP: 未开通. */
export const NotVip: Story = {
  args: { isVip: false, vipEndTime: "2025-01-31" },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: /张三/ });
    await expect(trigger).toHaveAttribute("data-vip", "false");
    await expect(within(trigger).queryByText("VIP")).toBeNull();
    await userEvent.click(trigger);
    const menu = await screen.findByRole("menu");
    await expect(within(menu).getByText("未开通")).toBeVisible();
    await expect(within(menu).queryByText(/VIP到期/)).toBeNull();
    await userEvent.click(within(menu).getByRole("menuitem", { name: /VIP/ }));
    const dialog = await screen.findByRole("dialog", { name: "VIP状态" });
    await expect(dialog).toHaveTextContent("未开通");
    await expect(dialog).toHaveTextContent("到期时间2025-01-31");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  },
};

/** A VIP that has ended reads 已过期 (domain's `vipState`), in the menu and in the dialog; the VIP menu entries stay hidden all the same. */
export const ExpiredVip: Story = {
  args: { isVip: false, vipEndTime: "2025-01-31 23:59:59", vipState: "expired" },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: /张三/ });
    await expect(trigger).toHaveAttribute("data-vip", "false");
    await userEvent.click(trigger);
    const menu = await screen.findByRole("menu");
    await expect(within(menu).getByText("已过期")).toBeVisible();
    await expect(within(menu).queryByText("未开通")).toBeNull();
    await userEvent.click(within(menu).getByRole("menuitem", { name: /VIP/ }));
    const dialog = await screen.findByRole("dialog", { name: "VIP状态" });
    await expect(within(dialog).getByText("已过期", { selector: "[data-slot=vip-status]" })).toBeVisible();
    await expect(dialog).toHaveTextContent("到期时间2025-01-31");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: /张三/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(screen.getByRole("menuitem", { name: "个人资料" })).toHaveFocus());
    // Up from the first item wraps? No — Radix stops at the ends; End jumps to 退出登录.
    await userEvent.keyboard("{End}");
    await expect(screen.getByRole("menuitem", { name: "退出登录" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onLogout).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** 客服二维码 opens a dialog with the image; closing it gives the page back. */
export const CustomerServiceQr: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: /张三/ });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole("menuitem", { name: "客服二维码" }));
    const dialog = await screen.findByRole("dialog", { name: "客服二维码" });
    const img = within(dialog).getByRole("img", { name: "客服二维码" });
    await expect(img).toHaveAttribute("src", qrImage);
    await userEvent.click(within(dialog).getByRole("button", { name: "关闭" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // The page is usable again (no leftover pointer lock from the menu).
    await waitFor(() => expect(document.body.style.pointerEvents).not.toBe("none"));
    await userEvent.click(trigger);
    await expect(await screen.findByRole("menu")).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
  },
};

export const WithoutQrAndAvatar: Story = {
  args: { customerServiceQrUrl: undefined, avatarUrl: qrImage, doctorName: "欧阳医生" },
  play: async ({ canvasElement }) => {
    // The photo comes once the bar has painted (the user icon until then).
    await waitFor(() => expect(canvasElement.querySelector(`[data-slot=user-menu-trigger] img[src="${qrImage}"]`)).not.toBeNull());
    await userEvent.click(within(canvasElement).getByRole("button", { name: /欧阳医生/ }));
    const menu = await screen.findByRole("menu");
    await expect(within(menu).queryByRole("menuitem", { name: "客服二维码" })).toBeNull();
    await expect(within(menu).getAllByRole("menuitem")).toHaveLength(4);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
  },
};
