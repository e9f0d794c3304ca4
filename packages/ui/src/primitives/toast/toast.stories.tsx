import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect } from "react";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../button";
import { Toaster, toast } from "./toast";
import { allStatesSnapshot, noSnapshot } from "../../lib/chromatic";

const meta = {
  title: "Primitives/Toast",
  component: Toaster,
  parameters: noSnapshot,
  render: (args) => (
    <div className="flex flex-wrap gap-2">
      <Toaster {...args} />
      <Button onClick={() => toast.success("登录成功")}>成功</Button>
      <Button variant="secondary" onClick={() => toast.warning("该手机号尚未注册")}>
        警告
      </Button>
      <Button variant="destructive" onClick={() => toast.error("服务器开小差了，请刷新页面重新请求")}>
        错误
      </Button>
      <Button variant="ghost" onClick={() => toast.info("提醒成功")}>
        信息
      </Button>
      <Button
        variant="secondary"
        onClick={() => toast.error("您所在的医院暂无营养品库,请联系医院管理员添加", { center: true })}
      >
        居中错误
      </Button>
    </div>
  ),
} satisfies Meta<typeof Toaster>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each type shows its message in the notification region, then goes away. */
export const Types: Story = {
  args: { duration: 600 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "成功" }));
    const success = await screen.findByText("登录成功");
    await expect(success.closest("[data-sonner-toast]")).toHaveAttribute("data-type", "success");
    await userEvent.click(canvas.getByRole("button", { name: "警告" }));
    const warning = await screen.findByText("该手机号尚未注册");
    await expect(warning.closest("[data-sonner-toast]")).toHaveAttribute("data-type", "warning");
    await userEvent.click(canvas.getByRole("button", { name: "错误" }));
    const error = await screen.findByText("服务器开小差了，请刷新页面重新请求");
    await expect(error.closest("[data-sonner-toast]")).toHaveAttribute("data-type", "error");
    await userEvent.click(canvas.getByRole("button", { name: "信息" }));
    const info = await screen.findByText("提醒成功");
    await expect(info.closest("[data-sonner-toast]")).toHaveAttribute("data-type", "info");
    // Toasts live in a labelled notification region that screen readers announce politely.
    await expect(screen.getByRole("region", { name: /通知/ })).toBeInTheDocument();
    // They leave by themselves.
    await waitFor(() => expect(screen.queryByText("登录成功")).toBeNull(), { timeout: 4000 });
  },
};

export const CenteredError: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "居中错误" }));
    const text = await screen.findByText("您所在的医院暂无营养品库,请联系医院管理员添加");
    const toastEl = text.closest("[data-sonner-toast]");
    await expect(toastEl).toHaveAttribute("data-type", "error");
    await expect(toastEl).toHaveClass("text-center");
    toast.dismiss();
    await waitFor(() => expect(screen.queryByText("您所在的医院暂无营养品库,请联系医院管理员添加")).toBeNull());
  },
};

function ShowAll() {
  useEffect(() => {
    toast("普通消息", { duration: Infinity });
    toast.success("上传成功", { duration: Infinity });
    toast.info("提醒成功", { duration: Infinity });
    toast.warning("该手机号尚未注册", { duration: Infinity });
    toast.error("密码错误", { duration: Infinity });
    toast.error("您所在的医院暂无营养品库,请联系医院管理员添加", { center: true, duration: Infinity });
    return () => void toast.dismiss();
  }, []);
  return <Toaster expand visibleToasts={6} />;
}

export const AllStates: Story = {
  parameters: allStatesSnapshot,
  render: () => <ShowAll />,
  play: async () => {
    // They fade in.
    await waitFor(() => expect(screen.getByText("密码错误")).toBeVisible());
    await waitFor(() => expect(screen.getByText("普通消息")).toBeVisible());
  },
};
