import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, waitFor, within, screen } from "storybook/test";
import { Button } from "../button";
import { LoadingOverlay } from "./loading-overlay";
import { allStatesSnapshot, noSnapshot } from "../../lib/chromatic";

const meta = {
  title: "Primitives/LoadingOverlay",
  component: LoadingOverlay,
  parameters: noSnapshot,
} satisfies Meta<typeof LoadingOverlay>;
export default meta;
type Story = StoryObj<typeof meta>;

function RequestCounter() {
  const [count, setCount] = useState(0);
  return (
    <div className="flex gap-2">
      <Button onClick={() => setCount((c) => c + 1)}>发起请求</Button>
      <Button variant="secondary" onClick={() => setCount((c) => Math.max(0, c - 1))}>
        请求完成
      </Button>
      <LoadingOverlay count={count} scope="container" className="pointer-events-none" />
    </div>
  );
}

/** Driven by the number of requests in flight: shown while any is running. */
export const Count: Story = {
  render: () => <RequestCounter />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(screen.queryByRole("status")).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "发起请求" }));
    await userEvent.click(canvas.getByRole("button", { name: "发起请求" }));
    const status = canvas.getByRole("status");
    await expect(status).toHaveTextContent("加载中");
    await expect(status).toHaveAttribute("aria-busy", "true");
    await userEvent.click(canvas.getByRole("button", { name: "请求完成" }));
    // One request still running.
    await expect(canvas.getByRole("status")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "请求完成" }));
    await expect(canvas.queryByRole("status")).toBeNull();
  },
};

export const Fullscreen: Story = {
  args: { active: true },
  render: (args) => (
    <div>
      <p>页面内容</p>
      <LoadingOverlay {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole("status");
    await expect(status).toHaveAttribute("data-scope", "fullscreen");
    await expect(status).toHaveTextContent("加载中");
    const box = status.getBoundingClientRect();
    await expect(box.width).toBe(window.innerWidth);
  },
};

export const InPanelWithCustomText: Story = {
  parameters: allStatesSnapshot,
  args: { active: true, scope: "container", text: "正在生成处方" },
  render: (args) => (
    <div className="relative h-40 w-80 rounded-dc-md border border-dc-border p-3">
      <p>营养处方列表</p>
      <LoadingOverlay {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("正在生成处方");
  },
};

/** With a delay, a request that ends sooner never shows the veil. */
export const Delayed: Story = {
  args: { active: true, delay: 200 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("status")).toBeNull();
    await waitFor(() => expect(canvas.getByRole("status")).toBeVisible());
  },
};

export const Inactive: Story = {
  args: { active: false, count: 3 },
  play: async ({ canvasElement }) => {
    // `active` wins over `count`.
    await expect(within(canvasElement).queryByRole("status")).toBeNull();
  },
};
