import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { LoginPanel } from "./login-panel";
import { allStatesSnapshot, noSnapshot } from "../../lib/chromatic";

const qrUrl =
  "data:image/svg+xml;utf8," +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 21 21"><rect width="21" height="21" fill="#fff"/><path d="M0 0h7v7H0zM14 0h7v7h-7zM0 14h7v7H0z" fill="#000"/></svg>`,
  );

const meta = {
  title: "Auth/LoginPanel",
  component: LoginPanel,
  args: {
    onValueChange: fn(),
    loginForm: { onSubmit: fn() },
    qrLogin: { qrUrl, status: "waiting", onRefresh: fn() },
  },
  parameters: { ...noSnapshot, layout: "centered" },
} satisfies Meta<typeof LoginPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Switching to 扫码登录 and back keeps what was typed. */
export const SwitchKeepsInput: Story = {
  parameters: allStatesSnapshot,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "医生登录", level: 1 })).toBeVisible();
    await userEvent.type(canvas.getByRole("textbox", { name: "账号" }), "13800138000");
    await userEvent.click(canvas.getByRole("button", { name: "扫码登录" }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith("qr");
    await expect(canvas.getByRole("img", { name: "登录二维码" })).toBeVisible();
    await expect(canvas.queryByRole("textbox", { name: "账号" })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "账号登录" }));
    await expect(canvas.getByRole("textbox", { name: "账号" })).toHaveValue("13800138000");
    await userEvent.type(canvas.getByLabelText("密码", { selector: "input" }), "secret{Enter}");
    await waitFor(() => expect(args.loginForm.onSubmit).toHaveBeenCalledOnce());
  },
};

export const QrExpired: Story = {
  args: { defaultValue: "qr", qrLogin: { qrUrl, status: "expired", onRefresh: fn() } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("img", { name: "登录二维码" })).toBeVisible();
    await expect(canvas.queryByRole("textbox", { name: "账号" })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "刷新二维码" }));
    await expect(args.qrLogin.onRefresh).toHaveBeenCalledOnce();
  },
};

export const WithServerError: Story = {
  args: {
    loginForm: {
      onSubmit: fn(),
      defaultValues: { account: "13900000000", password: "secret" },
      serverError: { field: "account", message: "该手机号尚未注册" },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("该手机号尚未注册")).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: "账号" })).toHaveAccessibleDescription("该手机号尚未注册");
  },
};
