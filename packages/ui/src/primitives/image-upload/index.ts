/**
 * ImageUpload — one image, checked by a domain `FileRule` before any request, sent through an
 * `upload(file, { onProgress, signal }) => Promise<url>` the page supplies (the ui never fetches).
 *
 * Props:
 * - `label` (required): the control's accessible name, e.g. 头像, 身份证正面.
 * - `rule` (required): `avatarFileRule`, `verificationFileRule`, `editorImageFileRule`,
 *   `coverFileRule` from `@doctor-console/domain` (types, size, messages, hint).
 * - `upload` (required): sends the file, reports progress 0..1, honours the AbortSignal
 *   (取消上传, a newer choice, unmount), answers the stored image's URL.
 * - `value` / `defaultValue` / `onValueChange(url | null)`: the current image URL.
 * - `onUploaded(url)`, `onUploadError(error)`: outcome callbacks (toast 上传成功 / log).
 * - `onRemove(url)`: shows 删除 on an uploaded image; return false or reject to keep it.
 * - `hint` (default the rule's hint; false hides), `disabled` (read-only), `variant`
 *   ("square" | "circle"), `inputId` (for an outside label), `failureMessage` (default 上传失败).
 *
 * States: `data-status="idle|invalid|uploading|failed"` and `data-filled` on the root.
 */
export * from "./image-upload";
export type { UploadImage, ImageUploadStatus } from "./use-image-upload";
