import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { QrLogin, type QrLoginStatus } from "./qr-login";
import { allStatesSnapshot, noSnapshot } from "../../lib/chromatic";
import { storyServer } from "../../lib/story-helpers";

const qr = (label: string) =>
  "data:image/svg+xml;utf8," +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 21 21"><rect width="21" height="21" fill="#fff"/><path d="M0 0h7v7H0zM14 0h7v7h-7zM0 14h7v7H0z" fill="#000"/><path d="M1 1h5v5H1zM15 1h5v5h-5zM1 15h5v5H1z" fill="#fff"/><path d="M2 2h3v3H2zM16 2h3v3h-3zM2 16h3v3H2zM9 9h3v3H9z" fill="#000"/><desc>${label}</desc></svg>`,
  );

const meta = {
  title: "Auth/QrLogin",
  component: QrLogin,
  parameters: noSnapshot,
  args: { qrUrl: qr("first"), status: "waiting", onRefresh: fn() },
} satisfies Meta<typeof QrLogin>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Waiting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("img", { name: "登录二维码" })).toHaveAttribute("src", qr("first"));
    await expect(canvas.getByRole("status")).toHaveTextContent("请使用手机 App 扫描二维码登录");
    await expect(canvas.queryByRole("button", { name: "刷新二维码" })).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: "loading", qrUrl: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("二维码加载中");
    await expect(canvas.queryByRole("img")).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="qr-login"]')).toHaveAttribute("aria-busy", "true");
  },
};

/** Expired: the code fades, 刷新二维码 asks the page for a new one. */
export const ExpiredRefresh: Story = {
  parameters: allStatesSnapshot,
  args: { status: "expired" },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("二维码已过期")).toBeVisible();
    await expect(canvas.getByRole("status")).toHaveTextContent("二维码已过期，请刷新");
    const refresh = canvas.getByRole("button", { name: "刷新二维码" });
    await userEvent.click(refresh);
    await expect(args.onRefresh).toHaveBeenCalledOnce();
    // From the keyboard too.
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    await expect(refresh).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onRefresh).toHaveBeenCalledTimes(2);
  },
};

export const LoadFailed: Story = {
  args: { status: "error", qrUrl: undefined },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("二维码加载失败")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "刷新二维码" }));
    await expect(args.onRefresh).toHaveBeenCalledOnce();
  },
};

/** The platform's new code, given when the play function says so. */
const qrServer = storyServer();

function PollingPage() {
  const [state, setState] = useState<{ url: string; status: QrLoginStatus }>({ url: qr("old"), status: "expired" });
  return (
    <QrLogin
      qrUrl={state.url}
      status={state.status}
      onRefresh={() => {
        setState((s) => ({ ...s, status: "loading" }));
        void qrServer.request().then(() => setState({ url: qr("new"), status: "waiting" }));
      }}
    />
  );
}

/** The page's side: refresh → loading → a new code, waiting again. */
export const RefreshCycle: Story = {
  render: () => <PollingPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    qrServer.reset();
    await userEvent.click(canvas.getByRole("button", { name: "刷新二维码" }));
    await expect(canvas.getByRole("status")).toHaveTextContent("二维码加载中");
    await qrServer.reply();
    await waitFor(() => expect(canvas.getByRole("img", { name: "登录二维码" })).toHaveAttribute("src", qr("new")));
    await expect(canvas.queryByRole("button", { name: "刷新二维码" })).toBeNull();
  },
};
