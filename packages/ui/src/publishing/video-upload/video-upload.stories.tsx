import { useState } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { videoFileRule } from "@doctor-console/domain";
import { VideoUpload } from "./video-upload";
import type { UploadImage } from "../../primitives/image-upload";

/** An upload the story drives by hand: progress, success, failure, abort. */
function manualUpload() {
  const calls: { onProgress: (f: number) => void; resolve: (url: string) => void; reject: (e: Error) => void; signal: AbortSignal }[] = [];
  const upload: UploadImage = (_file, { onProgress, signal }) =>
    new Promise((resolve, reject) => {
      calls.push({ onProgress, resolve, reject, signal });
      signal.addEventListener("abort", () => reject(new Error("aborted")));
    });
  return { upload, calls };
}

const mp4 = (mb: number, name = "讲座.mp4") => new File([new Uint8Array(mb * 1024 * 1024)], name, { type: "video/mp4" });

function Harness({ upload, onError, now }: { upload: UploadImage; onError: (m: string) => void; now: () => number }) {
  const [value, setValue] = useState("");
  return (
    <div>
      <VideoUpload value={value} onValueChange={setValue} upload={upload} onError={onError} now={now} />
      <output data-testid="value">{value}</output>
    </div>
  );
}

const meta = {
  title: "Publishing/VideoUpload",
  component: VideoUpload,
  args: { value: "", onValueChange: fn(), upload: fn(), onError: fn() },
} satisfies Meta<typeof VideoUpload>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Progress with percent and speed; the URL arrives when the upload ends. */
export const ProgressAndSpeed: Story = {
  render: (args) => {
    const m = manualUpload();
    let clock = 0;
    (globalThis as { __upload?: typeof m; __tick?: (ms: number) => void }).__upload = m;
    (globalThis as { __tick?: (ms: number) => void }).__tick = (ms) => (clock += ms);
    return <Harness upload={m.upload} onError={args.onError!} now={() => clock} />;
  },
  play: async ({ canvasElement }) => {
    const g = globalThis as unknown as { __upload: ReturnType<typeof manualUpload>; __tick: (ms: number) => void };
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText("选择视频"), mp4(2));
    const bar = await canvas.findByRole("progressbar", { name: "视频上传" });
    g.__tick(1000);
    g.__upload.calls[0]!.onProgress(0.5);
    await waitFor(() => expect(bar).toHaveAttribute("aria-valuenow", "50"));
    await expect(canvas.getByText("50%")).toBeVisible();
    await expect(canvas.getByText("1.0 MB/s")).toBeVisible();
    g.__upload.calls[0]!.resolve("/uploads/video/abc.mp4");
    await waitFor(() => expect(canvas.getByTestId("value")).toHaveTextContent("/uploads/video/abc.mp4"));
    await expect(canvas.getByRole("link", { name: "已上传视频" })).toBeVisible();
  },
};

/** Cancel aborts the upload; 重新上传 sends the same file again; a failure says 上传失败. */
export const CancelAndRetry: Story = {
  render: (args) => {
    const m = manualUpload();
    (globalThis as { __upload?: typeof m }).__upload = m;
    return <Harness upload={m.upload} onError={args.onError!} now={() => 0} />;
  },
  play: async ({ canvasElement }) => {
    const g = globalThis as unknown as { __upload: ReturnType<typeof manualUpload> };
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText("选择视频"), mp4(1));
    await userEvent.click(await canvas.findByRole("button", { name: "取消上传" }));
    await expect(g.__upload.calls[0]!.signal.aborted).toBe(true);
    await expect(await canvas.findByRole("alert")).toHaveTextContent("已取消上传");
    await userEvent.click(canvas.getByRole("button", { name: "重试" }));
    await waitFor(() => expect(g.__upload.calls).toHaveLength(2));
    g.__upload.calls[1]!.reject(new Error("network"));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("上传失败");
    await userEvent.click(canvas.getByRole("button", { name: "重试" }));
    await waitFor(() => expect(g.__upload.calls).toHaveLength(3));
    g.__upload.calls[2]!.resolve("/uploads/video/x.mp4");
    await waitFor(() => expect(canvas.getByTestId("value")).toHaveTextContent("/uploads/video/x.mp4"));
  },
};

/** Not an MP4, or too many files: the spec's message and no upload. */
export const RefusedFiles: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByLabelText<HTMLInputElement>("选择视频");
    await userEvent.upload(input, new File(["x"], "a.avi", { type: "video/x-msvideo" }), { applyAccept: false });
    await expect(args.onError).toHaveBeenCalledWith(videoFileRule.typeMessage);
    input.multiple = true;
    await userEvent.upload(input, [mp4(1, "a.mp4"), mp4(1, "b.mp4")]);
    await expect(args.onError).toHaveBeenLastCalledWith("当前限制选择 1 个文件");
    await expect(args.upload).not.toHaveBeenCalled();
  },
};
