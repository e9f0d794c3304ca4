import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, within } from "storybook/test";
import { PreviewDialog } from "./preview-dialog";
import { allStatesSnapshot } from "../../lib/chromatic";

// A 1×1 PNG stands in for the QR code the server draws.
const qr = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

const meta = {
  title: "Publishing/PreviewDialog",
  component: PreviewDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    article: {
      title: "秋冬季节如何用中医调理脾胃",
      content: '<h2>饮食</h2><p>山药、小米<a href="https://example.org">参考</a><img src="x" onerror="window.__xss=1"></p><script>window.__xss=1</script>',
    },
    link: { url: "http://localhost/preview/article/1?e=1&s=x", qr, expiresAt: "2026-11-21 09:30:00" },
  },
} satisfies Meta<typeof PreviewDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The article sanitized (links safe, no script, no foreign image), the QR code and its expiry. */
export const WithQrCode: Story = {
  parameters: allStatesSnapshot,
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: /预览/ });
    // The article's renderer (and its sanitizer) arrives with the first preview opened.
    await expect(await within(dialog).findByRole("heading", { name: "饮食" })).toBeVisible();
    await expect(within(dialog).getByRole("img", { name: "文章预览二维码" })).toBeVisible();
    await expect(within(dialog).getByText(/有效期至 2026-11-21 09:30/)).toBeVisible();
    await expect(within(dialog).getByRole("link", { name: "参考" })).toHaveAttribute("rel", "noopener noreferrer");
    await expect(dialog.querySelector("script, img[src=x]")).toBeNull();
    // Falsy, not undefined: another story may have set the trap to 0 in this window.
    await expect((window as { __xss?: number }).__xss).toBeFalsy();
  },
};

/** While the link is made: a spinner in place of the code. */
export const LinkLoading: Story = {
  args: { link: null },
  play: async () => {
    await expect(await screen.findByRole("status", { name: "二维码生成中" })).toBeVisible();
  },
};
