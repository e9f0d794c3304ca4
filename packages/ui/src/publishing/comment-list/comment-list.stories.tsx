import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import type { Comment } from "@doctor-console/domain";
import { fixtures } from "@doctor-console/domain/fixtures";
import { allStatesSnapshot, noSnapshot } from "../../lib/chromatic";
import { CommentList } from "./comment-list";
import { dismissToasts, expectToast, withToaster } from "../../lib/story-helpers";

const photo = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#9ccfc4"/></svg>')}`;
// Self-contained rows: the fixtures' photos live on the server's upload path.
const comments: Comment[] = fixtures.comments.slice(0, 4).map(({ customerId: _c, ...c }, i) => ({ ...c, photoUrl: i === 0 ? photo : "" }));
const unreplied = comments.find((c) => !c.comment)!;

const meta = {
  title: "Publishing/CommentList",
  component: CommentList,
  args: { comments, onReply: fn(async (_comment: Comment, _content: string) => null) },
  decorators: [withToaster()],
  beforeEach: dismissToasts,
  parameters: noSnapshot,
} satisfies Meta<typeof CommentList>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const rowOf = (canvasElement: HTMLElement, nickName: string) => within(canvasElement).getByRole("listitem", { name: nickName });

/** Each row: article title, photo and nickname, the comment, and the reply or a reply box. */
export const AllStates: Story = {
  parameters: allStatesSnapshot,
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole("listitem");
    await expect(rows).toHaveLength(comments.length);
    for (const c of comments) {
      const row = within(rowOf(canvasElement, c.nickName));
      await expect(row.getByText(c.articleTitle)).toBeVisible();
      await expect(row.getByText(c.content)).toBeVisible();
      if (c.comment) {
        await expect(row.getByText(c.comment)).toBeVisible();
        await expect(row.queryByRole("button", { name: "回复" })).toBeNull();
      } else {
        await expect(row.getByRole("textbox", { name: `回复${c.nickName}` })).toBeVisible();
        await expect(row.getByRole("button", { name: "回复" })).toBeEnabled();
      }
    }
  },
};

/** A reply is sent trimmed; 回复成功 and the box empties. */
export const Reply: Story = {
  play: async ({ args, canvasElement }) => {
    const row = within(rowOf(canvasElement, unreplied.nickName));
    await userEvent.type(row.getByRole("textbox", { name: `回复${unreplied.nickName}` }), "  建议少食多餐。 ");
    await userEvent.click(row.getByRole("button", { name: "回复" }));
    await expect(args.onReply).toHaveBeenCalledOnce();
    await expect(args.onReply).toHaveBeenCalledWith(unreplied, "建议少食多餐。");
    await expectToast("回复成功", "success");
    await expect(row.getByRole("textbox", { name: `回复${unreplied.nickName}` })).toHaveValue("");
  },
};

/** See docs/behaviour/publishing.md#comments: a blank reply is ignored — no call, no message. */
export const BlankReplyIgnored: Story = {
  play: async ({ args, canvasElement }) => {
    const row = within(rowOf(canvasElement, unreplied.nickName));
    await userEvent.click(row.getByRole("button", { name: "回复" }));
    await userEvent.type(row.getByRole("textbox", { name: `回复${unreplied.nickName}` }), "   \n  ");
    await userEvent.click(row.getByRole("button", { name: "回复" }));
    await expect(args.onReply).not.toHaveBeenCalled();
    await expect(body().queryByText("回复成功")).toBeNull();
  },
};

/** A failed reply (the caller tells why) keeps what was typed, and can be sent again. */
export const ReplyFails: Story = {
  args: { onReply: fn(async (_comment: Comment, _content: string): Promise<null> => Promise.reject(new Error("服务器开小差了，请刷新页面重新请求"))) },
  play: async ({ args, canvasElement }) => {
    const row = within(rowOf(canvasElement, unreplied.nickName));
    const box = row.getByRole("textbox", { name: `回复${unreplied.nickName}` });
    await userEvent.type(box, "多喝温水");
    await userEvent.keyboard("{Tab}{Enter}");
    await waitFor(() => expect(args.onReply).toHaveBeenCalledOnce());
    await waitFor(() => expect(row.getByRole("button", { name: "回复" })).toBeEnabled());
    await expect(box).toHaveValue("多喝温水");
    await expect(body().queryByText("回复成功")).toBeNull();
  },
};

/** The first page loading: skeleton rows, the list busy, 加载中 announced once, no 暂无评论 flash. */
export const Loading: Story = {
  args: { comments: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("加载中");
    await expect(within(canvasElement).queryByText("暂无评论")).toBeNull();
    await expect(canvasElement.querySelector("[data-slot=comment-list]")).toHaveAttribute("aria-busy", "true");
    await expect(canvasElement.querySelectorAll("[data-slot=comment-skeleton-row]")).toHaveLength(10);
  },
};

/** No layout shift: the skeleton is as tall as the page of unreplied comments that replaces it. */
export const LoadingKeepsTheSize: Story = {
  render: (args) => {
    const page = Array.from({ length: 10 }, (_, i) => ({ ...unreplied, commentId: 1000 + i, content: "请问术后多久可以正常饮食？" }));
    return (
      <div className="grid grid-cols-2 gap-4">
        <CommentList {...args} comments={[]} loading />
        <CommentList {...args} comments={page} />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const [loading, loaded] = [...canvasElement.querySelectorAll("[data-slot=comment-list]")].map((l) => Math.round(l.getBoundingClientRect().height));
    await expect(loading).toBe(loaded);
  },
};

/** No comments in this tab. */
export const Empty: Story = {
  args: { comments: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("暂无评论")).toBeVisible();
    await expect(within(canvasElement).queryByRole("list")).toBeNull();
  },
};

const attacks = [
  `<img src=x onerror="window.__xss=(window.__xss||0)+1;alert(1)">`,
  `<script>window.__xss=1;alert(1)</script>`,
  `<svg onload="window.__xss=1;alert(1)"></svg>`,
  `<a href="javascript:alert(1)">点我</a>`,
  `"><iframe srcdoc="<script>parent.alert(1)</script>"></iframe>`,
];
const hostile: Comment[] = attacks.map((content, i) => ({
  commentId: 900 + i,
  articleId: 1,
  articleTitle: `<b onmouseover=alert(1)>标题${i}</b>`,
  nickName: `<i>患者${i}</i>`,
  photoUrl: i === 0 ? "javascript:alert(1)" : "",
  content,
  comment: i === 1 ? `<img src=x onerror=alert(2)>` : null,
  createTime: "2026-11-20 09:30:00",
}));

/** Everything a patient wrote is text, never HTML: every attack shows literally and none runs. */
export const PatientTextIsText: Story = {
  args: { comments: hostile },
  beforeEach: () => {
    const original = window.alert;
    const trap = fn();
    window.alert = trap;
    (window as { __xss?: number }).__xss = 0;
    return () => {
      window.alert = original;
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const [i, attack] of attacks.entries()) {
      await expect(canvas.getByText(attack)).toBeVisible();
      await expect(canvas.getByText(`<b onmouseover=alert(1)>标题${i}</b>`)).toBeVisible();
      await expect(canvas.getByRole("listitem", { name: `<i>患者${i}</i>` })).toBeVisible();
    }
    await expect(canvas.getByText("<img src=x onerror=alert(2)>")).toBeVisible();
    const list = canvas.getByRole("list");
    // No element the attacks carry made it into the page; only our own avatar images.
    await expect(list.querySelectorAll("script, svg:not([data-slot]), iframe, b, i, a")).toHaveLength(0);
    await expect(Array.from(list.querySelectorAll("img")).every((img) => img.getAttribute("alt") === "")).toBe(true);
    await new Promise((r) => requestAnimationFrame(r));
    await expect((window as { __xss?: number }).__xss).toBe(0);
    await expect(window.alert).not.toHaveBeenCalled();
  },
};

// The spec's Comment carries no time, and a reply may be missing from the answer altogether or blank.
const sparse = [
  { commentId: 801, articleId: 1, articleTitle: "冬季养生", nickName: "无时间患者", photoUrl: "", content: "请问可以喝姜茶吗？", comment: "少量即可。" },
  { commentId: 802, articleId: 1, articleTitle: "冬季养生", nickName: "未回复患者", photoUrl: "", content: "手脚冰凉怎么办？" },
  { commentId: 803, articleId: 1, articleTitle: "冬季养生", nickName: "空白回复患者", photoUrl: "", content: "失眠怎么调理？", comment: "  \n " },
] as Comment[];

/** Only the spec's fields are trusted: no time is fine, and a missing or blank reply is unreplied. */
export const FieldsTheSpecDoesNotGive: Story = {
  args: { comments: sparse },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("listitem")).toHaveLength(3);
    const answered = within(rowOf(canvasElement, "无时间患者"));
    await expect(answered.getByText("少量即可。")).toBeVisible();
    await expect(answered.queryByRole("button", { name: "回复" })).toBeNull();
    for (const name of ["未回复患者", "空白回复患者"]) {
      const row = rowOf(canvasElement, name);
      await expect(row).toHaveAttribute("data-status", "unreplied");
      await expect(within(row).getByRole("textbox", { name: `回复${name}` })).toBeVisible();
      await expect(within(row).queryByText("我的回复：")).toBeNull();
    }
  },
};
