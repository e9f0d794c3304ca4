import { useRef, useState } from "react";
import { acceptAttribute, checkFiles, errorMessages, publishingTexts as t, uploadTexts, videoFileRule } from "@doctor-console/domain";
import { cn } from "../../lib/cn";
import { Button } from "../../primitives/button";
import type { UploadImage } from "../../primitives/image-upload";

export interface VideoUploadProps {
  /** The uploaded video's URL ("" when none). */
  value: string;
  onValueChange: (url: string) => void;
  upload: UploadImage;
  /** A refused file (type, size, count). */
  onError?: (message: string) => void;
  /** An upload starts (true) or ends, done, failed or cancelled (false). */
  onUploadingChange?: (uploading: boolean) => void;
  /** Clock for the speed (tests pin it). */
  now?: () => number;
  className?: string;
  id?: string;
}

type State =
  | { kind: "idle" }
  | { kind: "uploading"; file: File; fraction: number; bytesPerSecond: number }
  | { kind: "failed"; file: File; message: string };

function speedText(bytesPerSecond: number): string {
  if (bytesPerSecond >= 1024 * 1024) return `${(bytesPerSecond / 1024 / 1024).toFixed(1)} MB/s`;
  return `${Math.round(bytesPerSecond / 1024)} KB/s`;
}

/**
 * The article's video: MP4 under 500 MB, one file (当前限制选择 1 个文件). Uploads with a progress
 * bar (percent and speed), can be cancelled, and a failed upload can be retried with the same
 * file; the rest of the form is never touched.
 */
export function VideoUpload({ value, onValueChange, upload, onError, onUploadingChange, now = () => performance.now(), className, id }: VideoUploadProps) {
  const input = useRef<HTMLInputElement>(null);
  const controller = useRef<AbortController | null>(null);
  const [state, setState] = useState<State>({ kind: "idle" });

  const start = async (file: File) => {
    const abort = new AbortController();
    controller.current = abort;
    const started = now();
    setState({ kind: "uploading", file, fraction: 0, bytesPerSecond: 0 });
    onUploadingChange?.(true);
    try {
      const url = await upload(file, {
        signal: abort.signal,
        onProgress: (fraction) => {
          const seconds = Math.max((now() - started) / 1000, 0.001);
          setState({ kind: "uploading", file, fraction, bytesPerSecond: (fraction * file.size) / seconds });
        },
      });
      if (abort.signal.aborted) return;
      setState({ kind: "idle" });
      onValueChange(url);
    } catch {
      setState(abort.signal.aborted ? { kind: "failed", file, message: t.uploadCancelled } : { kind: "failed", file, message: errorMessages.upload });
    } finally {
      if (controller.current === abort) onUploadingChange?.(false);
    }
  };

  const choose = (files: FileList | null) => {
    const list = files ? [...files] : [];
    if (list.length === 0) return;
    const refused = checkFiles(videoFileRule, list);
    if (refused) return onError?.(refused);
    void start(list[0]!);
  };

  const percent = state.kind === "uploading" ? Math.round(state.fraction * 100) : 0;

  return (
    <div data-slot="video-upload" data-state={state.kind} className={cn("flex flex-col gap-2", className)}>
      <input
        ref={input}
        id={id}
        type="file"
        className="sr-only"
        accept={acceptAttribute(videoFileRule)}
        aria-label={t.chooseVideo}
        tabIndex={-1}
        onChange={(e) => {
          choose(e.target.files);
          e.target.value = "";
        }}
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" variant="secondary" disabled={state.kind === "uploading"} onClick={() => input.current?.click()}>
          {value ? "更换视频" : t.chooseVideo}
        </Button>
        {value && state.kind === "idle" ? (
          <>
            <a href={value} target="_blank" rel="noopener noreferrer" className="text-dc-sm text-dc-primary underline">
              已上传视频
            </a>
            <Button type="button" variant="link" size="sm" onClick={() => onValueChange("")}>
              移除视频
            </Button>
          </>
        ) : null}
        <span className="text-dc-sm text-dc-muted-foreground">{videoFileRule.hint}</span>
      </div>
      {state.kind === "uploading" ? (
        <div className="flex flex-wrap items-center gap-3 text-dc-sm">
          <span className="max-w-48 truncate">{state.file.name}</span>
          <div
            role="progressbar"
            aria-label="视频上传"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={`${percent}% ${speedText(state.bytesPerSecond)}`}
            className="h-2 w-48 rounded-full bg-dc-muted"
          >
            <div className="h-full rounded-full bg-dc-primary transition-[width]" style={{ width: `${percent}%` }} />
          </div>
          <span className="tabular-nums">{percent}%</span>
          <span className="tabular-nums text-dc-muted-foreground">{speedText(state.bytesPerSecond)}</span>
          <Button type="button" variant="link" size="sm" onClick={() => controller.current?.abort()}>
            {uploadTexts.cancel}
          </Button>
        </div>
      ) : null}
      {state.kind === "failed" ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-dc-sm text-dc-destructive">
          {state.file.name}：{state.message}
          <Button type="button" variant="outline" size="sm" onClick={() => void start(state.file)}>
            {uploadTexts.retry}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
