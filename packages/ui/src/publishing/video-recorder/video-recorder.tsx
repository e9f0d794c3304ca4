import { useEffect, useId, useRef, type ComponentProps } from "react";
import { formatDuration, retryLabel } from "@doctor-console/domain";
import { cn } from "../../lib/cn";
import { Button } from "../../primitives/button";
import { Label } from "../../primitives/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../primitives/select";
import { useVideoRecorder, type DeviceChoice, type MediaDevicesLike } from "./use-video-recorder";

export type VideoRecorderProps = Omit<ComponentProps<"section">, "children"> & {
  /** Where cameras and microphones come from; default `navigator.mediaDevices` (null: none). */
  mediaDevices?: MediaDevicesLike | null;
  /** The clock of the running time (tests pin it). */
  now?: () => number;
};

const defaultMedia = typeof navigator === "undefined" ? undefined : navigator.mediaDevices;

/**
 * The video recording test page (/releaseM/video): choose the camera and microphone, 开始录制 /
 * 停止录制 with the running time, play the recording back and download it. Says plainly when
 * there is no camera or access was denied.
 */
export function VideoRecorder({ mediaDevices = defaultMedia, now, className, ...props }: VideoRecorderProps) {
  const rec = useVideoRecorder(mediaDevices, now);
  const titleId = useId();
  const recording = rec.status === "recording";
  const stamp = new Date().toISOString().slice(0, 19).replace(/[-:T]/g, "");
  const extension = rec.recording?.type.includes("mp4") ? "mp4" : "webm";
  return (
    <section data-slot="video-recorder" data-status={rec.status} aria-labelledby={titleId} className={cn("flex flex-col gap-4", className)} {...props}>
      <h1 id={titleId} className="text-dc-lg font-semibold">
        视频录制测试
      </h1>
      {rec.error ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-dc-md border border-dc-destructive/40 bg-dc-destructive/5 px-4 py-3 text-dc-destructive">
          <span>{rec.error}</span>
          <Button variant="outline" size="sm" onClick={rec.retry}>
            {retryLabel}
          </Button>
        </div>
      ) : null}
      {rec.notice ? (
        <p role="status" className="rounded-dc-md bg-dc-muted px-4 py-2 text-dc-sm text-dc-muted-foreground">
          {rec.notice}
        </p>
      ) : null}
      <div className="flex flex-wrap items-end gap-4">
        <DevicePicker label="摄像头" devices={rec.cameras} value={rec.cameraId} onValueChange={rec.setCameraId} disabled={recording} />
        <DevicePicker label="麦克风" devices={rec.microphones} value={rec.microphoneId} onValueChange={rec.setMicrophoneId} disabled={recording} />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <figure className="flex flex-col gap-2">
          <figcaption className="text-dc-sm text-dc-muted-foreground">摄像头画面</figcaption>
          <LivePreview stream={rec.stream} />
          <div className="flex items-center gap-3">
            {recording ? (
              <Button variant="destructive" onClick={rec.stop}>
                停止录制
              </Button>
            ) : (
              <Button onClick={rec.start} disabled={!rec.stream}>
                开始录制
              </Button>
            )}
            <span className="flex items-center gap-2 text-dc-sm">
              {recording ? <span aria-hidden className="size-2 animate-pulse rounded-full bg-dc-destructive" /> : null}
              <span className="text-dc-muted-foreground">录制时长</span>
              <span role="timer" aria-label="录制时长" className="font-medium tabular-nums">
                {formatDuration(recording ? rec.elapsedMs : (rec.recording?.durationMs ?? 0))}
              </span>
            </span>
          </div>
        </figure>
        {rec.recording ? (
          <figure className="flex flex-col gap-2">
            <figcaption className="text-dc-sm text-dc-muted-foreground">录制回放</figcaption>
            <video data-slot="recording-playback" src={rec.recording.url} controls aria-label="录制回放" className="aspect-video w-full rounded-dc-md bg-black" />
            <div>
              <Button asChild variant="outline">
                <a href={rec.recording.url} download={`视频录制测试-${stamp}.${extension}`}>
                  下载录像
                </a>
              </Button>
            </div>
          </figure>
        ) : null}
      </div>
    </section>
  );
}

function LivePreview({ stream }: { stream: MediaStream | null }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.srcObject = stream;
  }, [stream]);
  // Muted: the doctor should not hear their own microphone.
  return <video ref={ref} data-slot="live-preview" autoPlay muted playsInline aria-label="摄像头画面" className="aspect-video w-full rounded-dc-md bg-black" />;
}

function DevicePicker({
  label,
  devices,
  value,
  onValueChange,
  disabled,
}: {
  label: string;
  devices: DeviceChoice[];
  value: string;
  onValueChange: (id: string) => void;
  disabled: boolean;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select value={devices.some((d) => d.deviceId === value) ? value : ""} onValueChange={onValueChange} disabled={disabled || devices.length === 0}>
        <SelectTrigger id={id} className="w-64">
          <SelectValue placeholder={devices.length === 0 ? `无可用${label}` : `请选择${label}`} />
        </SelectTrigger>
        <SelectContent>
          {devices.map((d) => (
            <SelectItem key={d.deviceId} value={d.deviceId}>
              {d.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
