import { useState } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { ArticleForm, emptyArticleForm, type ArticleFormProps, type ArticleFormValues } from "./article-form";
import { pngFile } from "../../primitives/image-upload/story-files";
import { phoneViewport } from "../../lib/viewports";

const departments = [
  { value: "101", label: "中医内科", children: [{ value: "10101", label: "脾胃病科" }] },
  { value: "102", label: "中医外科" },
  { value: "103", label: "针灸推拿科", children: [{ value: "10301", label: "针灸科" }] },
  { value: "104", label: "营养科" },
];
const categories = [
  { categoryId: 1, categoryName: "医生版" },
  { categoryId: 2, categoryName: "患者版" },
];
const tags = [
  { tagId: 1, tagName: "高血压" },
  { tagId: 2, tagName: "糖尿病" },
];

function Harness(props: Omit<ArticleFormProps, "value" | "onValueChange"> & { initial?: Partial<ArticleFormValues> }) {
  const [value, setValue] = useState<ArticleFormValues>({ ...emptyArticleForm, ...props.initial });
  return <ArticleForm {...props} value={value} onValueChange={setValue} />;
}

const meta = {
  title: "Publishing/ArticleForm",
  component: ArticleForm,
  args: {
    value: emptyArticleForm,
    onValueChange: fn(),
    departments,
    categories,
    tags,
    uploadImage: fn(async () => "/uploads/article/0123456789abcdef0123456789abcdef.png"),
    uploadVideo: fn(async () => "/uploads/video/0123456789abcdef0123456789abcdef.mp4"),
    uploadCover: fn(async () => "/uploads/cover/0123456789abcdef0123456789abcdef.png"),
    onSaveDraft: fn(),
    onSubmit: fn(),
    onError: fn(),
  },
  render: (args) => <Harness {...args} />,
} satisfies Meta<typeof ArticleForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 提交审核 on an empty form: every rule's message; nothing is sent. */
export const SubmitShowsEveryMessage: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "提交审核" }));
    await expect(await canvas.findByText("标题不能为空")).toBeVisible();
    await expect(canvas.getByText("文章内容不能为空")).toBeVisible();
    // The rich text is described by its message, as the other fields are.
    await expect(canvas.getByRole("textbox", { name: "文章内容" })).toHaveAccessibleDescription("文章内容不能为空");
    await expect(canvas.getByText("请选择所属范围")).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: "标题" })).toHaveAttribute("aria-invalid", "true");
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** 保存草稿 needs only a title: empty → 标题不能为空; with a title the draft payload (isOpenDiscuss 1). */
export const DraftNeedsTitle: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "保存草稿" }));
    await expect(await canvas.findByText("标题不能为空")).toBeVisible();
    await expect(args.onSaveDraft).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole("textbox", { name: "标题" }), "春季养生");
    await userEvent.click(canvas.getByRole("button", { name: "保存草稿" }));
    await waitFor(() => expect(args.onSaveDraft).toHaveBeenCalledWith(expect.objectContaining({ title: "春季养生", isOpenDiscuss: 1 })));
    await expect(canvas.queryByText("标题不能为空")).toBeNull();
  },
};

/** A title over 50 characters: 长度在 1 到 50 个字符, and the text stays. */
export const TitleTooLong: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole("textbox", { name: "标题" });
    await userEvent.type(title, "长".repeat(51));
    await userEvent.click(canvas.getByRole("button", { name: "提交审核" }));
    await expect(await canvas.findByText("长度在 1 到 50 个字符")).toBeVisible();
    await expect(title).toHaveValue("长".repeat(51));
  },
};

/** Scope 1 asks for a department, scope 2 for a tag; switching clears the other; the full payload. */
export const ScopeRulesAndSubmit: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: "标题" }), "脾胃调理");
    await userEvent.click(canvas.getByRole("textbox", { name: "文章内容" }));
    await userEvent.keyboard("饭后散步");
    await userEvent.click(canvas.getByRole("radio", { name: "医生版" }));
    await userEvent.click(canvas.getByRole("button", { name: "提交审核" }));
    await expect(await canvas.findByText("请选择文章所属科室")).toBeVisible();
    await userEvent.click(canvas.getByRole("checkbox", { name: "针灸科" }));
    await userEvent.click(canvas.getByRole("radio", { name: "患者版" }));
    await expect(canvas.queryByRole("checkbox", { name: "针灸科" })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "提交审核" }));
    await expect(await canvas.findByText("请选择所属标签")).toBeVisible();
    await userEvent.click(canvas.getByRole("combobox", { name: "所属标签" }));
    await userEvent.click(await screen.findByRole("option", { name: "所有患者可见" }));
    await userEvent.click(canvas.getByRole("radio", { name: "付费" }));
    await expect(canvas.getByText("图文文章建议定价 2-50 元")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "提交审核" }));
    await expect(await canvas.findByText("请填写金额")).toBeVisible();
    await userEvent.type(canvas.getByRole("spinbutton", { name: "金额" }), "12.345");
    await userEvent.click(canvas.getByRole("button", { name: "提交审核" }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ title: "脾胃调理", content: "<p>饭后散步</p>", categoryId: 2, department: "", tagId: 0, isEssence: 1, price: 12.35, isOpenDiscuss: 0, articleType: 1 }),
      ),
    );
  },
};

/** A video makes the cover required (视频封面图不能为空) and the guidance 5–100. */
export const VideoNeedsCover: Story = {
  args: {},
  render: (args) => <Harness {...args} initial={{ title: "八段锦", content: "<p>跟练</p>", categoryId: 1, departments: ["针灸科"], outUrl: "/uploads/video/0123456789abcdef0123456789abcdef.mp4", isEssence: 1 }} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("视频文章建议定价 5-100 元")).toBeVisible();
    await userEvent.type(canvas.getByRole("spinbutton", { name: "金额" }), "20");
    await userEvent.click(canvas.getByRole("button", { name: "提交审核" }));
    await expect(await canvas.findByText("视频封面图不能为空")).toBeVisible();
    await userEvent.upload(canvas.getByLabelText("视频封面", { selector: "input" }), pngFile("cover.png"));
    await waitFor(() => expect(args.uploadCover).toHaveBeenCalledTimes(1));
    // The message follows the field: the cover is there, the message goes.
    await waitFor(() => expect(canvas.queryByText("视频封面图不能为空")).toBeNull());
    await userEvent.click(canvas.getByRole("button", { name: "提交审核" }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ articleType: 2, imgUrl: "/uploads/cover/0123456789abcdef0123456789abcdef.png" })));
  },
};

/** The toolbar formats; 插入图片 uploads and inserts the image; a gif over 10 MB is refused. */
export const ToolbarAndImage: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const text = canvas.getByRole("textbox", { name: "文章内容" });
    await userEvent.click(text);
    await userEvent.click(canvas.getByRole("button", { name: "标题2" }));
    // The toolbar gives the focus back to the text on the next frame (a busy machine can be slower than the keys).
    await waitFor(() => expect(text).toHaveFocus());
    await userEvent.keyboard("要点");
    await expect(text.querySelector("h2")).toHaveTextContent("要点");
    await expect(canvas.getByRole("button", { name: "标题2" })).toHaveAttribute("aria-pressed", "true");
    await expect(canvas.getByRole("toolbar", { name: "文本格式" })).toBeVisible();
    const file = canvasElement.querySelector<HTMLInputElement>("input[type=file][accept*=gif]")!;
    await userEvent.upload(file, new File(["gif"], "图.gif", { type: "image/gif" }));
    await waitFor(() => expect(text.querySelector("img")).toHaveAttribute("src", "/uploads/article/0123456789abcdef0123456789abcdef.png"));
    await expect(args.uploadImage).toHaveBeenCalledTimes(1);
    await userEvent.upload(file, new File([new Uint8Array(10 * 1024 * 1024)], "大.gif", { type: "image/gif" }));
    await expect(args.onError).toHaveBeenCalledWith(expect.stringContaining("10MB"));
    await expect(args.uploadImage).toHaveBeenCalledTimes(1);
  },
};

/** Loading hostile HTML: the editor shows it sanitized (no script, no handler, no foreign image). */
export const LoadsSanitized: Story = {
  render: (args) => <Harness {...args} initial={{ content: '<p>正文<img src=x onerror="window.__xss=1"><a href="javascript:alert(1)">链接</a></p><script>window.__xss=1</script>' }} />,
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByRole("textbox", { name: "文章内容" });
    await expect(text).toHaveTextContent("正文");
    await expect(text.querySelector("img")).toBeNull();
    await expect(text.querySelector("script")).toBeNull();
    await expect(text.querySelector("a")?.getAttribute("href") ?? null).toBeNull();
    // Falsy, not undefined: another story may have set the trap to 0 in this window.
    await expect((window as { __xss?: number }).__xss).toBeFalsy();
  },
};

/** 链接 asks for the address: javascript: is refused, https is set on the selected text. */
export const Link: Story = {
  render: (args) => <Harness {...args} initial={{ content: "<p>参考资料</p>" }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const text = canvas.getByRole("textbox", { name: "文章内容" });
    // The whole text selected from the keyboard (a triple click's timing splits it on a busy machine).
    await userEvent.click(within(text).getByText("参考资料"));
    await userEvent.keyboard("{Control>}a{/Control}");
    await userEvent.click(canvas.getByRole("button", { name: "链接" }));
    const address = await screen.findByRole("textbox", { name: "链接地址" });
    await userEvent.type(address, "javascript:alert(1)");
    await userEvent.click(screen.getByRole("button", { name: "确定" }));
    await expect(await screen.findByText("链接须以 http://、https:// 或 mailto: 开头")).toBeVisible();
    await expect(text.querySelector("a")).toBeNull();
    await userEvent.clear(address);
    await userEvent.type(address, "https://example.org/a");
    await userEvent.click(screen.getByRole("button", { name: "确定" }));
    await waitFor(() => expect(text.querySelector("a")).toHaveAttribute("href", "https://example.org/a"));
  },
};

/** The server's 30010 answer shows on 金额 (价格超出范围); everything typed stays. */
export const PriceOutOfRange: Story = {
  args: { serverErrors: { price: "价格超出范围" } },
  render: (args) => <Harness {...args} initial={{ title: "付费文章", isEssence: 1, price: "999" }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("价格超出范围")).toBeVisible();
    await expect(canvas.getByRole("spinbutton", { name: "金额" })).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getByRole("spinbutton", { name: "金额" })).toHaveValue(999);
    await expect(canvas.getByRole("textbox", { name: "标题" })).toHaveValue("付费文章");
  },
};

/** Messages follow the field: 标题不能为空 goes once a title is typed, and comes back when it is cleared. */
export const MessagesFollowTheField: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole("textbox", { name: "标题" });
    await userEvent.click(canvas.getByRole("button", { name: "提交审核" }));
    await expect(await canvas.findByText("标题不能为空")).toBeVisible();
    await userEvent.type(title, "冬季进补");
    await expect(canvas.queryByText("标题不能为空")).toBeNull();
    await expect(title).not.toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getByText("请选择所属范围")).toBeVisible();
    // The content's message goes once the rich text reports it (on blur); the scope is chosen.
    await userEvent.click(canvas.getByRole("textbox", { name: "文章内容" }));
    await userEvent.keyboard("正文");
    await userEvent.click(canvas.getByRole("radio", { name: "患者版" }));
    await expect(canvas.getByRole("radio", { name: "患者版" })).toBeChecked();
    await expect(canvas.queryByText("文章内容不能为空")).toBeNull();
    await expect(canvas.queryByText("请选择所属范围")).toBeNull();
    await userEvent.clear(title);
    await expect(await canvas.findByText("标题不能为空")).toBeVisible();
  },
};

/**
 * Departments saved by the platform stay visible and removable, a parent (中医内科) and a name
 * no longer offered alike; the article sends names, comma-joined.
 */
export const SavedDepartmentsStayVisible: Story = {
  render: (args) => <Harness {...args} initial={{ title: "脾胃调理", content: "<p>饭后散步</p>", categoryId: 1, departments: ["中医内科", "旧科室"] }} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const group = within(canvas.getByRole("group", { name: "所属科室" }));
    await expect(group.getByRole("checkbox", { name: "中医内科" })).toBeChecked();
    await expect(group.getByRole("checkbox", { name: "旧科室" })).toBeChecked();
    await expect(group.getByRole("checkbox", { name: "脾胃病科" })).not.toBeChecked();
    await userEvent.click(group.getByRole("checkbox", { name: "旧科室" }));
    await userEvent.click(group.getByRole("checkbox", { name: "脾胃病科" }));
    await userEvent.click(canvas.getByRole("button", { name: "提交审核" }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ department: "中医内科,脾胃病科", departments: ["中医内科", "脾胃病科"] })));
    // A parent can be removed like any other department.
    await userEvent.click(group.getByRole("checkbox", { name: "中医内科" }));
    await expect(group.getByRole("checkbox", { name: "中医内科" })).not.toBeChecked();
  },
};

/** The scopes are the categories the platform gives (GET /management/categorys), by name. */
export const ScopesFromCategories: Story = {
  args: { categories: [{ categoryId: 1, categoryName: "医生专业版" }, { categoryId: 2, categoryName: "大众科普版" }] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const scope = within(canvas.getByRole("radiogroup", { name: "所属范围" }));
    await expect(scope.getAllByRole("radio")).toHaveLength(2);
    await expect(scope.getByRole("radio", { name: "医生专业版" })).toBeVisible();
    await expect(canvas.queryByRole("radio", { name: "医生版" })).toBeNull();
    await userEvent.type(canvas.getByRole("textbox", { name: "标题" }), "科普");
    await userEvent.click(canvas.getByRole("textbox", { name: "文章内容" }));
    await userEvent.keyboard("正文");
    await userEvent.click(scope.getByRole("radio", { name: "大众科普版" }));
    await userEvent.click(canvas.getByRole("combobox", { name: "所属标签" }));
    await userEvent.click(await screen.findByRole("option", { name: "所有患者可见" }));
    await userEvent.click(canvas.getByRole("button", { name: "提交审核" }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ categoryId: 2 })));
  },
};

/** While the video uploads, 提交审核 and 保存草稿 say so and send nothing; once it is there, it is sent. */
export const SubmitWaitsForTheVideo: Story = {
  args: {},
  render: (args) => {
    let finish: (url: string) => void = () => {};
    const uploadVideo = fn(() => new Promise<string>((resolve) => (finish = resolve)));
    (window as { __finishVideo?: () => void }).__finishVideo = () => finish("/uploads/video/0123456789abcdef0123456789abcdef.mp4");
    return <Harness {...args} uploadVideo={uploadVideo} initial={{ title: "八段锦", content: "<p>跟练</p>", categoryId: 1, departments: ["营养科"] }} />;
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText("选择视频", { selector: "input" }), new File(["mp4"], "跟练.mp4", { type: "video/mp4" }));
    await expect(await canvas.findByRole("progressbar", { name: "视频上传" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "提交审核" }));
    await expect(await canvas.findByText("视频正在上传，请等待上传完成")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "保存草稿" }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(args.onSaveDraft).not.toHaveBeenCalled();
    (window as { __finishVideo?: () => void }).__finishVideo?.();
    await waitFor(() => expect(canvas.queryByText("视频正在上传，请等待上传完成")).toBeNull());
    await userEvent.upload(canvas.getByLabelText("视频封面", { selector: "input" }), pngFile("cover.png"));
    await waitFor(() => expect(args.uploadCover).toHaveBeenCalledTimes(1));
    await userEvent.click(canvas.getByRole("button", { name: "提交审核" }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ outUrl: "/uploads/video/0123456789abcdef0123456789abcdef.mp4", articleType: 2 })),
    );
  },
};

/**
 * Changes that come before the page has rendered the last one are all kept: here the page renders
 * each change 300 ms late (a busy main thread), the video's upload ends, and the scope is chosen
 * and the title typed before the page shows the video. Each change builds on the one before, not on what was rendered.
 */
export const ChangesBeforeThePageRendersAreKept: Story = {
  render: (args) => {
    function SlowPage() {
      const [value, setValue] = useState<ArticleFormValues>(emptyArticleForm);
      return <ArticleForm {...args} value={value} onValueChange={(next) => void setTimeout(() => setValue(next), 300)} />;
    }
    return <SlowPage />;
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText("选择视频", { selector: "input" }), new File(["mp4"], "讲座.mp4", { type: "video/mp4" }));
    await waitFor(() => expect(args.uploadVideo).toHaveBeenCalledTimes(1));
    await userEvent.click(canvas.getByRole("radio", { name: "医生版" }));
    await userEvent.type(canvas.getByRole("textbox", { name: "标题" }), "八");
    await expect(await canvas.findByRole("link", { name: "已上传视频" })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole("textbox", { name: "标题" })).toHaveValue("八"));
    await expect(canvas.getByRole("link", { name: "已上传视频" })).toBeVisible();
    await expect(canvas.getByRole("radio", { name: "医生版" })).toBeChecked();
  },
};

/** A removed video takes its cover with it: neither is sent. */
export const RemovedVideoTakesItsCover: Story = {
  args: {},
  render: (args) => (
    <Harness
      {...args}
      initial={{
        title: "八段锦",
        content: "<p>跟练</p>",
        categoryId: 1,
        departments: ["营养科"],
        outUrl: "/uploads/video/0123456789abcdef0123456789abcdef.mp4",
        imgUrl: "/uploads/cover/0123456789abcdef0123456789abcdef.png",
      }}
    />
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "移除视频" }));
    await userEvent.click(canvas.getByRole("button", { name: "提交审核" }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ outUrl: "", imgUrl: "", articleType: 1 })));
    // Choosing a video again asks for a cover again.
    await userEvent.upload(canvas.getByLabelText("选择视频", { selector: "input" }), new File(["mp4"], "新.mp4", { type: "video/mp4" }));
    await userEvent.click(await canvas.findByRole("button", { name: "移除视频" }));
    await expect(canvas.getByRole("button", { name: "提交审核" })).toBeEnabled();
  },
};

/** The toolbar's buttons that show, each with its top edge. */
const shownToolbarButtons = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole("toolbar", { name: "文本格式" }))
    .getAllByRole("button")
    .filter((b) => b.getBoundingClientRect().width > 0);

/**
 * At 390 px the toolbar keeps one row: 粗体, 斜体, 链接, 插入图片 and 更多; the headings, lists and
 * quote are in 更多, where a choice applies and closes it.
 */
export const PhoneToolbar: Story = {
  ...phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const shown = shownToolbarButtons(canvasElement);
    await expect(shown.map((b) => b.textContent)).toEqual(["粗体", "斜体", "链接", "插入图片", "更多"]);
    await expect(new Set(shown.map((b) => Math.round(b.getBoundingClientRect().top))).size).toBe(1);
    for (const b of shown) await expect(b.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);

    const text = canvas.getByRole("textbox", { name: "文章内容" });
    await userEvent.click(text);
    await userEvent.click(canvas.getByRole("button", { name: "更多" }));
    const more = await screen.findByRole("dialog", { name: "更多格式" });
    await userEvent.click(within(more).getByRole("button", { name: "有序列表" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "更多格式" })).toBeNull());
    // The closing menu gives the focus back to the text (a busy machine can be slower than the keys).
    await waitFor(() => expect(text).toHaveFocus());
    await userEvent.keyboard("第一步");
    await expect(text.querySelector("ol li")).toHaveTextContent("第一步");
    // The menu shows what is on where the cursor is.
    await userEvent.click(canvas.getByRole("button", { name: "更多" }));
    await expect(within(await screen.findByRole("dialog", { name: "更多格式" })).getByRole("button", { name: "有序列表" })).toHaveAttribute("aria-pressed", "true");
    await userEvent.keyboard("{Escape}");
  },
};

/** On a wide screen every button is in the toolbar's one row and there is no 更多. */
export const WideToolbar: Story = {
  play: async ({ canvasElement }) => {
    const shown = shownToolbarButtons(canvasElement);
    await expect(shown.map((b) => b.textContent)).toEqual(["粗体", "斜体", "标题2", "标题3", "无序列表", "有序列表", "引用", "链接", "插入图片"]);
    await expect(new Set(shown.map((b) => Math.round(b.getBoundingClientRect().top))).size).toBe(1);
  },
};
