import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { articleDeleteConfirm, articleEditConfirm, articleStatus, type Article } from "@doctor-console/domain";
import { fixtures } from "@doctor-console/domain/fixtures";
import { ArticleTable } from "./article-table";
import { allStatesSnapshot } from "../../lib/chromatic";

const articles: Article[] = fixtures.articles.map(({ customerId: _c, ...a }) => a);
const first = (status: string) => articles.find((a) => articleStatus(a) === status)!;

const meta = {
  title: "Publishing/ArticleTable",
  component: ArticleTable,
  args: { articles, onEdit: fn(), onPreview: fn(), onToggle: fn(), onDelete: fn() },
} satisfies Meta<typeof ArticleTable>;
export default meta;
type Story = StoryObj<typeof meta>;

const row = (canvasElement: HTMLElement, article: Article) =>
  canvasElement.querySelector<HTMLElement>(`tr[data-slot=article-row][data-article-id="${article.articleId}"]`)!;
const actionNames = (tr: HTMLElement) => within(tr).getAllByRole("button").map((b) => b.textContent);

/** Every status with the actions docs/behaviour/publishing.md#article-actions gives it; a rejected article shows its reason. */
export const ActionsByStatus: Story = {
  parameters: allStatesSnapshot,
  play: async ({ canvasElement }) => {
    await expect(actionNames(row(canvasElement, first("reviewing")))).toEqual(["编辑", "预览", "删除"]);
    await expect(actionNames(row(canvasElement, first("published")))).toEqual(["编辑", "预览", "下线", "删除"]);
    await expect(actionNames(row(canvasElement, first("offline")))).toEqual(["编辑", "预览", "上线", "删除"]);
    await expect(actionNames(row(canvasElement, first("draft")))).toEqual(["编辑", "删除"]);
    const rejected = first("rejected");
    const tr = row(canvasElement, rejected);
    await expect(within(tr).getByText("审核驳回")).toBeVisible();
    await expect(within(tr).getByText(`驳回原因：${rejected.reason}`)).toBeVisible();
    await expect(actionNames(tr)).toEqual(["编辑", "预览", "删除"]);
    const video = articles.find((a) => a.articleType === 2)!;
    await expect(within(row(canvasElement, video)).getByText("视频")).toBeVisible();
  },
};

/** 编辑 warns first, a draft's too; 取消 edits nothing, 确定 edits. */
export const EditAsksFirst: Story = {
  play: async ({ args, canvasElement }) => {
    const published = first("published");
    await userEvent.click(within(row(canvasElement, published)).getByRole("button", { name: `编辑 ${published.title}` }));
    let dialog = await screen.findByRole("alertdialog", { name: "编辑文章" });
    await expect(within(dialog).getByText(articleEditConfirm)).toBeVisible();
    await userEvent.click(within(dialog).getByRole("button", { name: "取消" }));
    await expect(args.onEdit).not.toHaveBeenCalled();
    await userEvent.click(within(row(canvasElement, published)).getByRole("button", { name: `编辑 ${published.title}` }));
    dialog = await screen.findByRole("alertdialog", { name: "编辑文章" });
    await userEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    await expect(args.onEdit).toHaveBeenCalledWith(published);
    const draft = first("draft");
    await userEvent.click(within(row(canvasElement, draft)).getByRole("button", { name: `编辑 ${draft.title}` }));
    dialog = await screen.findByRole("alertdialog", { name: "编辑文章" });
    await expect(within(dialog).getByText(articleEditConfirm)).toBeVisible();
    await expect(args.onEdit).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    await expect(args.onEdit).toHaveBeenLastCalledWith(draft);
  },
};

/** 删除 asks first; 上线 / 下线 / 预览 call at once with the article. */
export const DeleteToggleAndPreview: Story = {
  play: async ({ args, canvasElement }) => {
    const published = first("published");
    const tr = row(canvasElement, published);
    await userEvent.click(within(tr).getByRole("button", { name: `删除 ${published.title}` }));
    const dialog = await screen.findByRole("alertdialog", { name: "删除文章" });
    await expect(within(dialog).getByText(articleDeleteConfirm)).toBeVisible();
    await userEvent.click(within(dialog).getByRole("button", { name: "删除" }));
    await expect(args.onDelete).toHaveBeenCalledWith(published);
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await userEvent.click(within(tr).getByRole("button", { name: `下线 ${published.title}` }));
    await expect(args.onToggle).toHaveBeenCalledWith(published, false);
    const offline = first("offline");
    await userEvent.click(within(row(canvasElement, offline)).getByRole("button", { name: `上线 ${offline.title}` }));
    await expect(args.onToggle).toHaveBeenLastCalledWith(offline, true);
    await userEvent.click(within(tr).getByRole("button", { name: `预览 ${published.title}` }));
    await expect(args.onPreview).toHaveBeenCalledWith(published);
  },
};

/** No articles: the empty row. */
/** The first page loading: skeleton rows, the table busy, 加载中 announced once, no 暂无数据 flash. */
export const Loading: Story = {
  args: { articles: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("加载中");
    await expect(within(canvasElement).queryByText("暂无数据")).toBeNull();
    await expect(canvasElement.querySelector("[data-slot=article-table]")).toHaveAttribute("aria-busy", "true");
    await expect(canvasElement.querySelectorAll("tr[data-slot=table-skeleton-row]")).toHaveLength(10);
  },
};

/** No layout shift: the skeleton is as tall as a page of published articles (one line of title each). */
export const LoadingKeepsTheSize: Story = {
  render: (args) => {
    const page = Array.from({ length: 10 }, (_, i) => ({ ...first("published"), articleId: 9000 + i, title: `冬季养生要点${i + 1}` }));
    return (
      <div className="flex flex-col gap-4">
        <ArticleTable {...args} articles={[]} loading />
        <ArticleTable {...args} articles={page} />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const [loading, loaded] = [...canvasElement.querySelectorAll("[data-slot=article-table]")].map((t) => Math.round(t.getBoundingClientRect().height));
    await expect(loading).toBe(loaded);
  },
};

export const Empty: Story = {
  args: { articles: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("暂无数据")).toBeVisible();
  },
};
