import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import type { LoginValues } from "@doctor-console/domain";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { LoginForm, type LoginServerError } from "./login-form";
import { allStatesSnapshot, noSnapshot } from "../../lib/chromatic";
import { nextPaint } from "../../lib/story-helpers";
import { storyServer } from "../../lib/story-helpers";

const meta = {
  title: "Auth/LoginForm",
  component: LoginForm,
  parameters: noSnapshot,
  args: { onSubmit: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-[336px]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LoginForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const fields = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    canvas,
    account: canvas.getByRole("textbox", { name: "账号" }),
    password: canvas.getByLabelText("密码", { selector: "input" }),
    submit: canvas.getByRole("button", { name: "登录" }),
  };
};

/** Empty submit: both messages under their fields, nothing sent. */
export const BothRequired: Story = {
  parameters: allStatesSnapshot,
  play: async ({ args, canvasElement }) => {
    const { canvas, account, password, submit } = fields(canvasElement);
    await userEvent.click(submit);
    await expect(await canvas.findByText("账号不能为空")).toBeVisible();
    await expect(canvas.getByText("密码不能为空")).toBeVisible();
    await expect(account).toHaveAttribute("aria-invalid", "true");
    await expect(account).toHaveAccessibleDescription("账号不能为空");
    await expect(password).toHaveAttribute("aria-invalid", "true");
    await expect(password).toHaveAccessibleDescription("密码不能为空");
    await expect(account).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const PasswordRequired: Story = {
  play: async ({ args, canvasElement }) => {
    const { canvas, account, password } = fields(canvasElement);
    await userEvent.type(account, "13800138000{Enter}");
    await expect(await canvas.findByText("密码不能为空")).toBeVisible();
    await expect(canvas.queryByText("账号不能为空")).toBeNull();
    await expect(account).not.toHaveAttribute("aria-invalid");
    await expect(password).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const AccountRequired: Story = {
  play: async ({ args, canvasElement }) => {
    const { canvas, account, password } = fields(canvasElement);
    // Blanks are no account.
    await userEvent.type(account, "   ");
    await userEvent.type(password, "secret{Enter}");
    await expect(await canvas.findByText("账号不能为空")).toBeVisible();
    await expect(canvas.queryByText("密码不能为空")).toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Fixing the account clears its message as the doctor types.
    await userEvent.clear(account);
    await userEvent.type(account, "1");
    await waitFor(() => expect(canvas.queryByText("账号不能为空")).toBeNull());
  },
};

/** Enter in the password field submits; the account comes out trimmed. */
export const SubmitWithEnter: Story = {
  play: async ({ args, canvasElement }) => {
    const { account, password } = fields(canvasElement);
    await userEvent.type(account, " 13800138000 ");
    await userEvent.type(password, "Pa55 word{Enter}");
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(vi(args.onSubmit).mock.calls[0]?.[0]).toEqual({ account: "13800138000", password: "Pa55 word" });
  },
};

// `args.onSubmit` is a storybook `fn()`; this narrows its type for `.mock`.
function vi(f: unknown) {
  return f as ReturnType<typeof fn>;
}

/** The platform, answering when the play function says so. */
const loginServer = storyServer();

/** The page's handler: the platform answers with errcode 30005 or 30001. */
function ServerBackedForm({
  answer,
  onSubmit,
}: {
  answer: (values: LoginValues) => LoginServerError | null;
  onSubmit: (values: LoginValues) => void;
}) {
  const [submitting, setSubmitting] = useState(false);
  const [serverError, setServerError] = useState<LoginServerError | null>(null);
  return (
    <LoginForm
      submitting={submitting}
      serverError={serverError}
      onSubmit={async (values) => {
        onSubmit(values);
        setSubmitting(true);
        setServerError(null);
        await loginServer.request();
        setSubmitting(false);
        setServerError(answer(values));
      }}
    />
  );
}

const sent = fn();

export const ServerErrorUnderAccount: Story = {
  render: () => (
    <ServerBackedForm
      onSubmit={sent}
      answer={(v) => (v.account === "13900000000" ? { field: "account", message: "该手机号尚未注册" } : null)}
    />
  ),
  play: async ({ canvasElement }) => {
    sent.mockClear();
    loginServer.reset();
    const { canvas, account, password, submit } = fields(canvasElement);
    await userEvent.type(account, "13900000000");
    await userEvent.type(password, "secret{Enter}");
    // Busy while the request runs.
    await waitFor(() => expect(submit).toHaveAttribute("aria-busy", "true"));
    await expect(submit).toBeDisabled();
    await loginServer.reply();
    const message = await canvas.findByText("该手机号尚未注册");
    await expect(message).toBeVisible();
    await expect(account).toHaveAccessibleDescription("该手机号尚未注册");
    await expect(account).toHaveAttribute("aria-invalid", "true");
    await expect(password).not.toHaveAttribute("aria-invalid");
    await expect(account).toHaveFocus();
    // Nothing typed is lost.
    await expect(account).toHaveValue("13900000000");
    await expect(password).toHaveValue("secret");
    await expect(sent).toHaveBeenCalledOnce();
    // Editing the account clears the platform's message.
    await userEvent.clear(account);
    await userEvent.type(account, "13800138000");
    await waitFor(() => expect(canvas.queryByText("该手机号尚未注册")).toBeNull());
    await expect(password).toHaveValue("secret");
  },
};

export const ServerErrorUnderPassword: Story = {
  render: () => <ServerBackedForm onSubmit={sent} answer={() => ({ field: "password", message: "密码错误" })} />,
  play: async ({ canvasElement }) => {
    sent.mockClear();
    loginServer.reset();
    const { canvas, account, password, submit } = fields(canvasElement);
    await userEvent.type(account, "13800138000");
    await userEvent.type(password, "wrong");
    await userEvent.click(submit);
    await loginServer.reply();
    await expect(await canvas.findByText("密码错误")).toBeVisible();
    await expect(password).toHaveAccessibleDescription("密码错误");
    await expect(password).toHaveAttribute("aria-invalid", "true");
    await expect(account).not.toHaveAttribute("aria-invalid");
    await expect(account).toHaveValue("13800138000");
    await expect(password).toHaveValue("wrong");
    // A second failure shows the message again after it was cleared by typing.
    await userEvent.type(password, "2");
    await waitFor(() => expect(canvas.queryByText("密码错误")).toBeNull());
    await userEvent.keyboard("{Enter}");
    await loginServer.reply();
    await expect(await canvas.findByText("密码错误")).toBeVisible();
    await expect(sent).toHaveBeenCalledTimes(2);
    await expect(sent.mock.calls[1]?.[0]).toEqual({ account: "13800138000", password: "wrong2" });
  },
};

export const FormLevelError: Story = {
  args: { serverError: { message: "服务器开小差了，请刷新页面重新请求" } },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole("alert");
    await expect(alert).toHaveTextContent("服务器开小差了，请刷新页面重新请求");
  },
};

/** While the page logs in, the button is busy and Enter sends nothing more. */
export const Submitting: Story = {
  args: { submitting: true, defaultValues: { account: "13800138000", password: "secret" } },
  play: async ({ args, canvasElement }) => {
    const { password, submit } = fields(canvasElement);
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAttribute("aria-busy", "true");
    await userEvent.type(password, "{Enter}");
    await nextPaint();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** On the sign-in page the account field has the focus at once: the doctor just types. */
export const FocusesTheAccount: Story = {
  args: { autoFocus: true },
  play: async ({ canvasElement }) => {
    const { account } = fields(canvasElement);
    await expect(account).toHaveFocus();
    await userEvent.keyboard("13800138000");
    await expect(account).toHaveValue("13800138000");
  },
};
