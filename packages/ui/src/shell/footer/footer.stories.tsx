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

/** Nothing set by the host: no licence line and no filing number (never a made-up one). */
export const Defaults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const footer = canvas.getByRole("contentinfo");
    await expect(within(footer).queryByRole("link")).toBeNull();
    await expect(within(footer).queryByText(/ICP备|许可证/)).toBeNull();
    await expect(footer.querySelector("[data-slot=footer-licence], [data-slot=footer-filing]")).toBeNull();
    await expect(within(footer).getByText(`Copyright © ${new Date().getFullYear()} 互联网医院 版权所有`)).toBeVisible();
  },
};

/** The host's filing number links to the national ICP lookup. */
export const FilingLinks: Story = {
  args: { licence: "互联网医院执业许可证：测试（2026）001号", filing: "沪ICP备12345678号-2" },
  play: async ({ canvasElement }) => {
    const footer = within(within(canvasElement).getByRole("contentinfo"));
    await expect(footer.getByText("互联网医院执业许可证：测试（2026）001号")).toBeVisible();
    await expect(footer.getByRole("link", { name: "沪ICP备12345678号-2" })).toHaveAttribute("href", ICP_LOOKUP_URL);
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
