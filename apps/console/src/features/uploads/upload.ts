import type { UploadImage } from "@doctor-console/ui/primitives";

/**
 * An api upload call as the image-upload primitive's `upload`: progress and cancel pass through,
 * and it runs in the background (no window-wide overlay, so 取消上传 stays clickable; a failure
 * shows as 上传失败 on the control).
 */
export const uploadThrough =
  (
    call: (
      file: File,
      options: { onUploadProgress: (f: number) => void; signal: AbortSignal; background: true },
    ) => Promise<{ url: string } | { image: string }>,
  ): UploadImage =>
  async (file, { onProgress, signal }) => {
    const result = await call(file, { onUploadProgress: onProgress, signal, background: true });
    return "url" in result ? result.url : result.image;
  };
