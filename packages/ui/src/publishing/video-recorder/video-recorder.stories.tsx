import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { recordingMessages } from "@doctor-console/domain";
import { allStatesSnapshot, noSnapshot } from "../../lib/chromatic";
import type { MediaDevicesLike } from "./use-video-recorder";
import { VideoRecorder } from "./video-recorder";

/** A pinned clock the stories move by hand: the running time without waiting. */
const clock = { t: 1_700_000_000_000 };
const now = () => clock.t;

const devices: MediaDeviceInfo[] = [
  { deviceId: "cam-front", kind: "videoinput", label: "前置摄像头", groupId: "a", toJSON: () => ({}) },
  { deviceId: "cam-usb", kind: "videoinput", label: "USB 摄像头", groupId: "b", toJSON: () => ({}) },
  { deviceId: "mic-1", kind: "audioinput", label: "内置麦克风", groupId: "a", toJSON: () => ({}) },
];

/** A real MediaStream from a canvas (and a silent tone), so MediaRecorder records for real. */
function fakeStream(deviceId: string, withAudio: boolean): MediaStream {
  const canvas = document.createElement("canvas");
  canvas.width = 320;
  canvas.height = 180;
  const ctx = canvas.getContext("2d")!;
  ctx.fillStyle = deviceId === "cam-usb" ? "#2a6f97" : "#3c8d7a";
  ctx.fillRect(0, 0, 320, 180);
  const stream = canvas.captureStream(10);
  const track = stream.getVideoTracks()[0]!;
  track.getSettings = () => ({ deviceId });
  if (withAudio) {
    const audio = new AudioContext().createMediaStreamDestination();
    const mic = audio.stream.getAudioTracks()[0]!;
    mic.getSettings = () => ({ deviceId: "mic-1" });
    stream.addTrack(mic);
  }
  return stream;
}

function fakeMedia(fail?: { name: string; when?: "always" | "audio" }): MediaDevicesLike & { getUserMedia: ReturnType<typeof fn> } {
  return {
    getUserMedia: fn(async (constraints?: MediaStreamConstraints) => {
      if (fail && (fail.when !== "audio" || constraints?.audio)) throw new DOMException("denied", fail.name);
      const video = constraints?.video;
      const id = typeof video === "object" && video.deviceId ? String((video.deviceId as { exact: string }).exact) : "cam-front";
      return fakeStream(id, Boolean(constraints?.audio));
    }),
    enumerateDevices: async () => (fail?.when === "audio" ? devices.filter((d) => d.kind === "videoinput") : devices),
  };
}

const meta = {
  title: "Publishing/VideoRecorder",
  component: VideoRecorder,
  args: { now },
  parameters: noSnapshot,
} satisfies Meta<typeof VideoRecorder>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Choose devices, record, stop: the running time, the playback and the download. */
export const RecordPlayDownload: Story = {
  args: { mediaDevices: fakeMedia() },
  parameters: allStatesSnapshot,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const start = await canvas.findByRole("button", { name: "开始录制" });
    await waitFor(() => expect(start).toBeEnabled());
    await expect(canvas.getByRole("combobox", { name: "摄像头" })).toHaveTextContent("前置摄像头");
    await expect(canvas.getByRole("combobox", { name: "麦克风" })).toHaveTextContent("内置麦克风");

    // Another camera: the stream is opened again with it.
    await userEvent.click(canvas.getByRole("combobox", { name: "摄像头" }));
    await userEvent.click(await within(document.body).findByRole("option", { name: "USB 摄像头" }));
    await waitFor(() => expect(canvas.getByRole("combobox", { name: "摄像头" })).toHaveTextContent("USB 摄像头"));
    await expect(args.mediaDevices!.getUserMedia).toHaveBeenLastCalledWith({ video: { deviceId: { exact: "cam-usb" } }, audio: true });

    await userEvent.click(canvas.getByRole("button", { name: "开始录制" }));
    await expect(canvas.getByRole("timer", { name: "录制时长" })).toHaveTextContent("00:00");
    await expect(canvas.getByRole("combobox", { name: "摄像头" })).toBeDisabled();
    clock.t += 3_000;
    await userEvent.click(canvas.getByRole("button", { name: "停止录制" }));

    const playback = await canvas.findByLabelText("录制回放", { selector: "video" });
    await expect(playback.getAttribute("src")).toMatch(/^blob:/);
    await expect(canvas.getByRole("timer", { name: "录制时长" })).toHaveTextContent("00:03");
    const download = canvas.getByRole("link", { name: "下载录像" });
    await expect(download).toHaveAttribute("href", playback.getAttribute("src"));
    await expect(download.getAttribute("download")).toMatch(/^视频录制测试-\d{14}\.webm$/);
    // The take itself (its bytes are checked end to end, with Chromium's fake camera).
    const blob = await (await fetch(playback.getAttribute("src")!)).blob();
    await expect(blob.type).toMatch(/^video\/webm/);
    await expect(canvas.getByRole("button", { name: "开始录制" })).toBeEnabled();
  },
};

/** Permission denied: said plainly, nothing to record, a way to try again. */
export const PermissionDenied: Story = {
  args: { mediaDevices: fakeMedia({ name: "NotAllowedError" }) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent(recordingMessages.permissionDenied);
    await expect(canvas.getByRole("button", { name: "开始录制" })).toBeDisabled();
    await expect(canvas.getByRole("combobox", { name: "摄像头" })).toHaveTextContent("无可用摄像头");
    await userEvent.click(canvas.getByRole("button", { name: "重试" }));
    await waitFor(() => expect(args.mediaDevices!.getUserMedia).toHaveBeenCalledTimes(2));
  },
};

/** No camera at all. */
export const NoCamera: Story = {
  args: { mediaDevices: fakeMedia({ name: "NotFoundError" }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent(recordingMessages.noCamera);
    await expect(canvas.getByRole("button", { name: "开始录制" })).toBeDisabled();
  },
};

/** A camera but no microphone: it records, silently, and says so. */
export const NoMicrophone: Story = {
  args: { mediaDevices: fakeMedia({ name: "NotFoundError", when: "audio" }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("status")).toHaveTextContent(recordingMessages.noMicrophone);
    await waitFor(() => expect(canvas.getByRole("button", { name: "开始录制" })).toBeEnabled());
    await expect(canvas.queryByRole("alert")).toBeNull();
    await expect(canvas.getByRole("combobox", { name: "麦克风" })).toHaveTextContent("无可用麦克风");
  },
};

/** A browser without MediaRecorder or camera access. */
export const Unsupported: Story = {
  args: { mediaDevices: null },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent(recordingMessages.unsupported);
  },
};
