/**
 * File rules (see docs/behaviour/personal-data.md#image-uploads, docs/behaviour/publishing.md#article-uploads and docs/behaviour/README.md#constants). One rule object per upload kind; the ui
 * checks before uploading and the server checks what it receives, with the same messages.
 */

import { retryLabel } from "../errors";

const MB = 1024 * 1024;

export interface FileRule {
  readonly kind: "avatar" | "verification" | "editorImage" | "cover" | "video";
  /** Accepted MIME types. */
  readonly types: readonly string[];
  /** Accepted extensions (for the file input's accept attribute and when the type is unknown). */
  readonly extensions: readonly string[];
  /** Files must be strictly smaller than this many bytes. */
  readonly maxBytes: number;
  /** How many files one upload may hold. */
  readonly maxCount: number;
  readonly typeMessage: string;
  readonly sizeMessage: string;
  readonly countMessage: string;
  /** Helper text under the upload control. */
  readonly hint: string;
}

/** Avatar: jpeg or png (the message says JPG only), under 2 MB; the hint suggests 1 MB. */
export const avatarFileRule: FileRule = {
  kind: "avatar",
  types: ["image/jpeg", "image/png"],
  extensions: [".jpg", ".jpeg", ".png"],
  maxBytes: 2 * MB,
  maxCount: 1,
  typeMessage: "上传头像图片只能是 JPG 格式!",
  sizeMessage: "上传头像图片大小不能超过 2MB!",
  countMessage: "当前限制选择 1 个文件",
  hint: "建议上传 1MB 以内的图片",
};

/** Verification documents: jpeg or png, under 2 MB. */
export const verificationFileRule: FileRule = {
  kind: "verification",
  types: ["image/jpeg", "image/png"],
  extensions: [".jpg", ".jpeg", ".png"],
  maxBytes: 2 * MB,
  maxCount: 1,
  typeMessage: "上传图片只能是 JPG 或 PNG 格式!",
  sizeMessage: "上传图片大小不能超过 2MB!",
  countMessage: "当前限制选择 1 个文件",
  hint: "只能上传jpg/png文件，且不超过2MB",
};

/** Editor images: jpg, png or gif, under 10 MB. */
export const editorImageFileRule: FileRule = {
  kind: "editorImage",
  types: ["image/jpeg", "image/png", "image/gif"],
  extensions: [".jpg", ".jpeg", ".png", ".gif"],
  maxBytes: 10 * MB,
  maxCount: 1,
  typeMessage: "上传图片只能是 JPG/PNG/GIF 格式!",
  sizeMessage: "上传图片大小不能超过 10MB!",
  countMessage: "当前限制选择 1 个文件",
  hint: "只能上传jpg/png/gif文件，且不超过10MB",
};

/** Video cover: jpg or png, under 10 MB. */
export const coverFileRule: FileRule = {
  kind: "cover",
  types: ["image/jpeg", "image/png"],
  extensions: [".jpg", ".jpeg", ".png"],
  maxBytes: 10 * MB,
  maxCount: 1,
  typeMessage: "上传封面图片只能是 JPG/PNG 格式!",
  sizeMessage: "上传封面图片大小不能超过 10MB!",
  countMessage: "当前限制选择 1 个文件",
  hint: "只能上传jpg/png文件，且不超过10MB",
};

/** Video: MP4 only, under 500 MB, one file only (当前限制选择 1 个文件). */
export const videoFileRule: FileRule = {
  kind: "video",
  types: ["video/mp4"],
  extensions: [".mp4"],
  maxBytes: 500 * MB,
  maxCount: 1,
  typeMessage: "上传视频只能是 MP4 格式!",
  sizeMessage: "上传视频大小不能超过 500MB!",
  countMessage: "当前限制选择 1 个文件",
  hint: "只能上传mp4文件，且不超过500MB",
};

export const fileRules = {
  avatar: avatarFileRule,
  verification: verificationFileRule,
  editorImage: editorImageFileRule,
  cover: coverFileRule,
  video: videoFileRule,
} as const;

/** What a file check needs: the browser's `File` and multer-style uploads both fit. */
export interface FileFacts {
  type: string;
  size: number;
  name?: string;
}

/** The value for an `<input type="file" accept>`. */
export function acceptAttribute(rule: FileRule): string {
  return [...rule.types, ...rule.extensions].join(",");
}

function typeAllowed(rule: FileRule, file: FileFacts): boolean {
  const type = (file.type ?? "").trim().toLowerCase();
  // "image/jpg" is not a registered type but some clients send it for .jpg files.
  const normalized = type === "image/jpg" ? "image/jpeg" : type;
  if (normalized) return rule.types.includes(normalized);
  const name = (file.name ?? "").toLowerCase();
  return rule.extensions.some((ext) => name.endsWith(ext));
}

/**
 * The rule's message for the first thing wrong with a file (type before size), or null when it
 * may be uploaded. Sizes must be strictly under the limit.
 */
export function checkFile(rule: FileRule, file: FileFacts): string | null {
  if (!typeAllowed(rule, file)) return rule.typeMessage;
  if (!(Number.isFinite(file.size) && file.size >= 0 && file.size < rule.maxBytes)) return rule.sizeMessage;
  return null;
}

/** The count message when more files are chosen than the rule allows (spec: video, one file). */
export function checkFileCount(rule: FileRule, count: number): string | null {
  return count > rule.maxCount ? rule.countMessage : null;
}

/** Check a selection: the count first, then each file in turn. */
export function checkFiles(rule: FileRule, files: readonly FileFacts[]): string | null {
  const count = checkFileCount(rule, files.length);
  if (count) return count;
  for (const f of files) {
    const msg = checkFile(rule, f);
    if (msg) return msg;
  }
  return null;
}

/**
 * House wording of the image upload control (the spec names the outcomes 上传成功 / 上传失败 /
 * 删除成功, not the control's own buttons and states).
 */
export const uploadTexts = {
  choose: "点击或拖入图片上传",
  replace: "更换图片",
  uploading: "上传中",
  cancel: "取消上传",
  retry: retryLabel,
  remove: "删除",
  preview: "查看大图",
  removeConfirm: "确定删除这张图片吗？",
} as const;

/** How many leading bytes `sniffFileType` looks at. */
export const SNIFF_BYTES = 12;

/**
 * The type a file's first bytes say it is (JPEG, PNG, GIF, MP4), or null when none of them: a GIF
 * renamed .png is a GIF. The server judges content the same way (magic bytes), so both sides agree.
 */
export function sniffFileType(head: Uint8Array): string | null {
  const at = (offset: number, bytes: number[]) => bytes.every((b, i) => head[offset + i] === b);
  if (at(0, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (at(0, [0x47, 0x49, 0x46, 0x38])) return "image/gif";
  if (at(4, [0x66, 0x74, 0x79, 0x70])) return "video/mp4";
  return null;
}

/** The rule's type message when a file's content is not one of its types (see `sniffFileType`). */
export async function checkFileContent(rule: FileRule, file: Blob): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  const type = sniffFileType(head);
  return type && rule.types.includes(type) ? null : rule.typeMessage;
}
