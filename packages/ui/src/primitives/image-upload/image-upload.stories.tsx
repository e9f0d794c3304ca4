import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { avatarFileRule, coverFileRule, editorImageFileRule, verificationFileRule } from "@doctor-console/domain";
import { demoImage } from "@doctor-console/domain/fixtures";

import { allStatesSnapshot, noSnapshot } from "../../lib/chromatic";
import { ImageUpload } from "./image-upload";
import type { UploadImage } from "./use-image-upload";
import { gifFile, pngFile } from "./story-files";

/** A demo picture by its file name (each name its own picture). */
const picture = (name: string) => demoImage(name)!;

/** What the (story) server answers: pictures that load anywhere, so the screenshots show them. */
const answers = { front: picture("zhang-frontIDCard.png"), front2: picture("li-frontIDCard.png"), tooLate: picture("wang-frontIDCard.png"), first: picture("article-1-cover.png"), second: picture("article-2-cover.png") };

const MB = 1024 * 1024;
const png = pngFile;
const gif = (name: string) => gifFile(name);

interface PendingUpload {
  file: File;
  onProgress: (fraction: number) => void;
  signal: AbortSignal;
  resolve: (url: string) => void;
  reject: (error: unknown) => void;
}
/** Uploads the play function settles itself: no server, no timers. */
let pending: PendingUpload[] = [];
const upload = fn<UploadImage>(
  (file, { onProgress, signal }) =>
    new Promise<string>((resolve, reject) => {
      pending.push({ file, onProgress, signal, resolve, reject });
    }),
);
const onValueChange = fn();
const onUploaded = fn();
const onUploadError = fn();
const onRemove = fn<(url: string) => boolean>(() => true);

function reset() {
  pending = [];
  for (const f of [upload, onValueChange, onUploaded, onUploadError, onRemove]) f.mockClear();
}
const last = () => pending.at(-1)!;
/** The content check reads the file first (async): wait until the upload has started. */
const uploaded = (times: number) => waitFor(() => expect(upload).toHaveBeenCalledTimes(times));

const meta = {
  title: "Primitives/ImageUpload",
  component: ImageUpload,
  parameters: noSnapshot,
  args: { label: "身份证正面", rule: verificationFileRule, upload, onValueChange, onUploaded, onUploadError },
  decorators: [
    (Story) => (
      <div className="w-56">
        <Story />
      </div>
    ),
  ],
  beforeEach: reset,
} satisfies Meta<typeof ImageUpload>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, filled (with 删除), an avatar, read-only, and each rule's hint. */
export const AllStates: Story = {
  parameters: allStatesSnapshot,
  decorators: [],
  render: (args) => (
    <div className="grid max-w-[672px] grid-cols-3 gap-6">
      <ImageUpload {...args} label="身份证正面" />
      <ImageUpload {...args} label="身份证反面" defaultValue={picture("zhang-backIDCard.png")} onRemove={onRemove} />
      <ImageUpload {...args} label="头像" rule={avatarFileRule} variant="circle" defaultValue={picture("avatar-zhang.png")} />
      <ImageUpload {...args} label="医师执业证书" defaultValue={picture("zhang-practiceCertificate.png")} disabled />
      <ImageUpload {...args} label="文章图片" rule={editorImageFileRule} />
      <ImageUpload {...args} label="视频封面" rule={coverFileRule} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText("身份证正面")).toHaveAccessibleDescription(verificationFileRule.hint);
    await expect(canvas.getByLabelText("头像")).toHaveAccessibleDescription("建议上传 1MB 以内的图片");
    await expect(canvas.getByLabelText("头像")).toHaveAttribute("accept", "image/jpeg,image/png,.jpg,.jpeg,.png");
    await expect(canvas.getByLabelText("文章图片")).toHaveAttribute("accept", expect.stringContaining("image/gif"));
    await expect(canvas.getByRole("button", { name: "删除：身份证反面" })).toBeVisible();
    await expect(canvas.getByLabelText("医师执业证书")).toBeDisabled();
    await expect(canvas.queryByRole("button", { name: "删除：医师执业证书" })).toBeNull();
  },
};

/** A GIF is refused before any request, with the rule's message; the previous image stays. */
export const WrongType: Story = {
  args: { defaultValue: picture("li-backIDCard.png") },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText("身份证正面");
    await userEvent.upload(input, gif("card.gif"), { applyAccept: false });
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("上传图片只能是 JPG 或 PNG 格式!");
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription(`${verificationFileRule.hint} 上传图片只能是 JPG 或 PNG 格式!`);
    await expect(upload).not.toHaveBeenCalled();
    await expect(canvas.getByRole("img", { name: "身份证正面" })).toHaveAttribute("src", picture("li-backIDCard.png"));

    // A GIF renamed .png says it is a PNG; its first bytes say otherwise.
    await userEvent.upload(input, gifFile("card.png", 64, "image/png"));
    await waitFor(() => expect(canvas.getByRole("alert")).toHaveTextContent("上传图片只能是 JPG 或 PNG 格式!"));
    await expect(upload).not.toHaveBeenCalled();
  },
};

/** A 3 MB PNG is refused (size); the avatar's own messages; then a good file clears the message. */
export const TooLarge: Story = {
  args: { label: "头像", rule: avatarFileRule, variant: "circle" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText("头像");
    await userEvent.upload(input, png("big.png", 3 * MB));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("上传头像图片大小不能超过 2MB!");
    await userEvent.upload(input, gif("a.gif"), { applyAccept: false });
    await expect(canvas.getByRole("alert")).toHaveTextContent("上传头像图片只能是 JPG 格式!");
    await expect(upload).not.toHaveBeenCalled();

    await userEvent.upload(input, png("ok.png"));
    await waitFor(() => expect(canvas.queryByRole("alert")).toBeNull());
    await uploaded(1);
    await expect(input).not.toHaveAttribute("aria-invalid");
  },
};

/** The file shows at once, progress is a named progressbar, the answer becomes the value. */
export const ProgressThenDone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const file = png("front.png");
    await userEvent.upload(canvas.getByLabelText("身份证正面"), file);
    await uploaded(1);
    await expect(upload.mock.calls[0]?.[0]).toBe(file);
    await expect(last().signal.aborted).toBe(false);
    const preview = canvas.getByRole("img", { name: "身份证正面" });
    await expect(preview.getAttribute("src")).toMatch(/^blob:/);

    const bar = canvas.getByRole("progressbar", { name: "身份证正面 上传中" });
    await expect(bar).toHaveAttribute("aria-valuenow", "0");
    last().onProgress(0.42);
    await waitFor(() => expect(bar).toHaveAttribute("aria-valuenow", "42"));
    await expect(canvas.getByText("上传中 42%")).toBeVisible();

    last().resolve(answers.front);
    await waitFor(() => expect(canvas.queryByRole("progressbar")).toBeNull());
    await expect(onValueChange).toHaveBeenCalledWith(answers.front);
    await expect(onUploaded).toHaveBeenCalledWith(answers.front);
    await expect(canvas.getByRole("img", { name: "身份证正面" })).toHaveAttribute("src", answers.front);
  },
};

/** 上传失败 with 重试 (the same file again) and 删除 (back to before). */
export const FailureAndRetry: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const file = png("front.png");
    await userEvent.upload(canvas.getByLabelText("身份证正面"), file);
    await uploaded(1);
    last().reject(new Error("500"));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("上传失败");
    await expect(onUploadError).toHaveBeenCalledOnce();
    await expect(onValueChange).not.toHaveBeenCalled();
    // The chosen file is still shown, so the doctor sees what failed.
    await expect(canvas.getByRole("img", { name: "身份证正面" }).getAttribute("src")).toMatch(/^blob:/);

    await userEvent.click(canvas.getByRole("button", { name: "重试：身份证正面" }));
    await expect(upload).toHaveBeenCalledTimes(2);
    await expect(upload.mock.calls[1]?.[0]).toBe(file);
    await expect(canvas.queryByRole("alert")).toBeNull();
    last().resolve(answers.front2);
    await waitFor(() => expect(onValueChange).toHaveBeenCalledWith(answers.front2));

    // Fail once more, then discard: nothing changes.
    await userEvent.upload(canvas.getByLabelText("身份证正面"), png("again.png"));
    await uploaded(3);
    last().reject(new Error("500"));
    await canvas.findByRole("alert");
    await userEvent.click(canvas.getByRole("button", { name: "删除：身份证正面" }));
    await expect(canvas.queryByRole("alert")).toBeNull();
    await expect(canvas.getByRole("img", { name: "身份证正面" })).toHaveAttribute("src", answers.front2);
    await expect(canvas.getByLabelText("身份证正面")).toHaveFocus();
  },
};

/** 取消上传 aborts the request; a late answer is ignored; the earlier image stays. */
export const Cancel: Story = {
  args: { defaultValue: picture("li-backIDCard.png") },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText("身份证正面"), png("front.png"));
    await uploaded(1);
    const { signal, resolve } = last();
    last().onProgress(0.3);
    await userEvent.click(canvas.getByRole("button", { name: "取消上传：身份证正面" }));
    await expect(signal.aborted).toBe(true);
    resolve(answers.tooLate);
    await expect(canvas.queryByRole("progressbar")).toBeNull();
    await expect(canvas.getByRole("img", { name: "身份证正面" })).toHaveAttribute("src", picture("li-backIDCard.png"));
    await expect(onValueChange).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText("身份证正面")).toHaveFocus();
  },
};

/** A newer choice aborts the older upload; only the newer answer counts. */
export const NewerChoiceWins: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText("身份证正面");
    await userEvent.upload(input, png("first.png"));
    await uploaded(1);
    const first = last();
    await userEvent.upload(input, png("second.png"));
    await uploaded(2);
    await expect(first.signal.aborted).toBe(true);
    last().resolve(answers.second);
    first.resolve(answers.first);
    await waitFor(() => expect(onValueChange).toHaveBeenCalledTimes(1));
    await expect(onValueChange).toHaveBeenCalledWith(answers.second);
  },
};

/** 删除 asks the caller; false keeps the image, true clears it. 查看大图 opens it large. */
export const RemoveAndZoom: Story = {
  args: { defaultValue: picture("wang-backIDCard.png"), onRemove },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole("button", { name: "查看大图：身份证正面" }));
    const dialog = await body.findByRole("dialog", { name: "身份证正面" });
    await expect(within(dialog).getByRole("img", { name: "身份证正面" })).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());

    onRemove.mockReturnValueOnce(false);
    await userEvent.click(canvas.getByRole("button", { name: "删除：身份证正面" }));
    await expect(onRemove).toHaveBeenCalledWith(picture("wang-backIDCard.png"));
    await expect(canvas.getByRole("img", { name: "身份证正面" })).toBeVisible();

    await userEvent.click(canvas.getByRole("button", { name: "删除：身份证正面" }));
    await waitFor(() => expect(canvas.queryByRole("img")).toBeNull());
    await expect(onValueChange).toHaveBeenCalledWith(null);
  },
};

/** Keyboard: Tab reaches the file input (its frame shows the focus ring), then the actions. */
export const Keyboard: Story = {
  args: { defaultValue: picture("wang-backIDCard.png"), onRemove },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByLabelText("身份证正面")).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "查看大图：身份证正面" })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "删除：身份证正面" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(onRemove).toHaveBeenCalledOnce());
    await waitFor(() => expect(canvas.getByLabelText("身份证正面")).toHaveFocus());
  },
};
