import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Footer, ICP_LOOKUP_URL } from "./footer";
import { allStatesSnapshot, noSnapshot } from "../../lib/chromatic";

const meta = {
  title: "Shell/Footer",
  component: Footer,
  parameters: { ...noSnapshot, layout: "fullscreen" },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Defaults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const footer = canvas.getByRole("contentinfo");
    const filing = within(footer).getByRole("link", { name: /ICP备/ });
    await expect(filing).toHaveAttribute("href", ICP_LOOKUP_URL);
    await expect(within(footer).getByText(`Copyright © ${new Date().getFullYear()} 互联网医院 版权所有`)).toBeVisible();
  },
};

export const Custom: Story = {
  parameters: allStatesSnapshot,
  args: {
    licence: "互联网医院执业许可证：测试（2026）001号",
    filing: "沪ICP备12345678号-2",
    filingHref: null,
    copyright: "© 2026 示例中医互联网医院",
  },
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole("contentinfo");
    await expect(within(footer).getByText("互联网医院执业许可证：测试（2026）001号")).toBeVisible();
    await expect(within(footer).getByText("沪ICP备12345678号-2")).toBeVisible();
    await expect(within(footer).queryByRole("link")).toBeNull();
    await expect(within(footer).getByText("© 2026 示例中医互联网医院")).toBeVisible();
  },
};
