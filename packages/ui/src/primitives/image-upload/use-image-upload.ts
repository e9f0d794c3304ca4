import { useCallback, useEffect, useRef, useState } from "react";
import { checkFileContent, checkFiles, errorMessages, type FileRule } from "@doctor-console/domain";

/**
 * Sends one file and answers its URL. The component never fetches: the page passes the call
 * (e.g. `(file, { onProgress, signal }) => api.account.uploadAvatar({ imagePath: file },
 * { onUploadProgress: onProgress, signal }).then((r) => r.url)`).
 */
export type UploadImage = (
  file: File,
  options: {
    /** Report progress as a fraction, 0..1. */
    onProgress: (fraction: number) => void;
    /** Aborted when the doctor cancels, picks another file or leaves. */
    signal: AbortSignal;
  },
) => Promise<string>;

export type ImageUploadStatus = "idle" | "invalid" | "uploading" | "failed";

interface Attempt {
  file: File;
  /** An object URL of the chosen file, shown at once. */
  preview: string;
}

export interface UseImageUploadParams {
  rule: FileRule;
  upload: UploadImage;
  /** Called with the uploaded file's URL. */
  onUploaded: (url: string) => void;
  /** Called when an upload fails (not when it is cancelled). */
  onUploadError?: ((error: unknown) => void) | undefined;
  failureMessage?: string | undefined;
}

/**
 * The upload state machine: check (domain's rule, before any request) → uploading (progress,
 * cancel) → done, or failed (retry, discard). A newer choice aborts an older upload, and an
 * answer that arrives after a cancel is ignored.
 */
export function useImageUpload({ rule, upload, onUploaded, onUploadError, failureMessage = errorMessages.upload }: UseImageUploadParams) {
  const [status, setStatus] = useState<ImageUploadStatus>("idle");
  const [message, setMessage] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const controller = useRef<AbortController | null>(null);
  const latest = useRef({ upload, onUploaded, onUploadError });
  useEffect(() => {
    latest.current = { upload, onUploaded, onUploadError };
  });

  // The preview URL lives as long as its attempt.
  useEffect(() => (attempt ? () => URL.revokeObjectURL(attempt.preview) : undefined), [attempt]);
  // Leaving aborts what is still being sent.
  useEffect(() => () => controller.current?.abort(), []);

  const send = useCallback(
    (next: Attempt) => {
      controller.current?.abort();
      const own = new AbortController();
      controller.current = own;
      setAttempt(next);
      setStatus("uploading");
      setMessage(null);
      setProgress(0);
      latest.current
        .upload(next.file, {
          signal: own.signal,
          onProgress: (fraction) => {
            if (!own.signal.aborted) setProgress(Math.max(0, Math.min(1, fraction)));
          },
        })
        .then(
          (url) => {
            if (own.signal.aborted) return;
            controller.current = null;
            setAttempt(null);
            setStatus("idle");
            latest.current.onUploaded(url);
          },
          (error: unknown) => {
            if (own.signal.aborted) return;
            controller.current = null;
            setStatus("failed");
            setMessage(failureMessage);
            latest.current.onUploadError?.(error);
          },
        );
    },
    [failureMessage],
  );

  const refuse = useCallback((problem: string) => {
    // The refused file is not sent; what was there before stays.
    controller.current?.abort();
    controller.current = null;
    setAttempt(null);
    setStatus("invalid");
    setMessage(problem);
  }, []);

  /**
   * Check a selection against the rule (type and size, then the content's first bytes: a GIF
   * renamed .png is refused too); upload it when it passes.
   */
  const choose = useCallback(
    async (files: readonly File[]) => {
      if (files.length === 0) return;
      const problem = checkFiles(rule, files);
      if (problem) return refuse(problem);
      const file = files[0]!;
      const content = await checkFileContent(rule, file).catch(() => rule.typeMessage);
      if (content) return refuse(content);
      send({ file, preview: URL.createObjectURL(file) });
    },
    [rule, send, refuse],
  );

  const retry = useCallback(() => {
    if (attempt) send({ file: attempt.file, preview: URL.createObjectURL(attempt.file) });
  }, [attempt, send]);

  /** Stop an upload, or drop a failed one: back to the image there was before. */
  const discard = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setAttempt(null);
    setStatus("idle");
    setMessage(null);
    setProgress(0);
  }, []);

  return { status, message, progress, preview: attempt?.preview ?? null, fileName: attempt?.file.name ?? null, choose, retry, discard };
}
