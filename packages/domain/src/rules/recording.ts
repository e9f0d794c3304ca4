/**
 * The video recording test page (/releaseM/video): what the doctor is told about the camera and
 * microphone, and how the running time reads. The spec names the page, not its texts: all house
 * wording.
 */

export const recordingMessages = {
  noCamera: "未检测到摄像头，请连接摄像头后重试",
  permissionDenied: "摄像头或麦克风的访问权限被拒绝，请在浏览器地址栏中允许访问后重试",
  cameraBusy: "摄像头正被其他程序占用，请关闭该程序后重试",
  unsupported: "当前浏览器不支持视频录制，请使用最新版的 Chrome、Edge 或 Firefox",
  failed: "无法打开摄像头，请重试",
  noMicrophone: "未检测到麦克风，录像将没有声音",
} as const;

/**
 * What to tell the doctor when the camera cannot be opened, by the DOMException name of
 * getUserMedia (or "unsupported" when the browser has no MediaRecorder / mediaDevices).
 */
export function recordingErrorMessage(name: string): string {
  switch (name) {
    case "NotFoundError":
    case "OverconstrainedError":
    case "DevicesNotFoundError":
      return recordingMessages.noCamera;
    case "NotAllowedError":
    case "SecurityError":
    case "PermissionDeniedError":
      return recordingMessages.permissionDenied;
    case "NotReadableError":
    case "TrackStartError":
    case "AbortError":
      return recordingMessages.cameraBusy;
    case "unsupported":
      return recordingMessages.unsupported;
    default:
      return recordingMessages.failed;
  }
}

/** A running time as mm:ss (hh:mm:ss from an hour on). */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, "0");
  const [h, m, s] = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];
  return h > 0 ? `${pad(h)}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}
