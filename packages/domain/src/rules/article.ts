import type { Article } from "../entities";
import type { ArticleScope, ArticleStatusTab } from "../enums";

/** Article status derived from the flags (see docs/behaviour/publishing.md#article-statuses), plus `draft` for the draft box. */
export type ArticleStatus = "reviewing" | "published" | "rejected" | "offline" | "draft";

export const articleStatusLabels: Record<ArticleStatus, string> = {
  reviewing: "审核中",
  published: "已发布",
  rejected: "审核驳回",
  offline: "已下架",
  draft: "草稿",
};

/** The status tab (see docs/behaviour/publishing.md#article-statuses) each status is listed under. */
export const articleStatusTab: Record<ArticleStatus, Exclude<ArticleStatusTab, 0>> = {
  reviewing: 1,
  published: 2,
  rejected: 3,
  offline: 4,
  draft: 5,
};

type ArticleFlags = Pick<Article, "isPass" | "isShow" | "isOpenDiscuss">;

/**
 * Status from isPass / isShow / isOpenDiscuss (see docs/behaviour/publishing.md#article-statuses):
 * - isPass 2 → rejected;
 * - isPass 1 and isShow 1 → published; isPass 1 and isShow 0 → offline (taken down after publishing);
 * - isPass 0 and isOpenDiscuss 1 → draft (a draft save sets isOpenDiscuss 1);
 * - isPass 0, isOpenDiscuss 0, isShow 1 → reviewing; isShow 0 → offline (taken down).
 */
export function articleStatus(article: ArticleFlags): ArticleStatus {
  const isPass = Number(article.isPass);
  const isShow = Number(article.isShow);
  if (isPass === 2) return "rejected";
  if (isPass === 1) return isShow === 1 ? "published" : "offline";
  if (Number(article.isOpenDiscuss) === 1) return "draft";
  return isShow === 1 ? "reviewing" : "offline";
}

/** Does an article belong in a status tab? Tab 0 (all) lists every article except drafts. */
export function articleInStatusTab(article: ArticleFlags, tab: ArticleStatusTab): boolean {
  const status = articleStatus(article);
  if (tab === 0) return status !== "draft";
  return articleStatusTab[status] === tab;
}

export interface ArticleActions {
  /** Edit, after {@link articleEditConfirm}. */
  edit: boolean;
  /** Preview: shows a QR code. */
  preview: boolean;
  /** Go online: when isShow is not 1. */
  goOnline: boolean;
  /** Go offline: when published. */
  goOffline: boolean;
  /** Delete, with confirm. */
  delete: boolean;
}

/**
 * Actions the list offers (see docs/behaviour/publishing.md#article-actions). Pass the article to follow its own isShow; a bare status
 * assumes the flags of its table row (offline has isShow 0, the others 1). Drafts are edited or
 * deleted from the draft box; they are never online, so they cannot go on- or offline.
 */
export function articleActions(of: ArticleStatus | ArticleFlags): ArticleActions {
  const status = typeof of === "string" ? of : articleStatus(of);
  const isShow = typeof of === "string" ? (status === "offline" ? 0 : 1) : Number(of.isShow);
  if (status === "draft") return { edit: true, preview: false, goOnline: false, goOffline: false, delete: true };
  return {
    edit: true,
    preview: true,
    goOnline: isShow !== 1,
    goOffline: status === "published",
    delete: true,
  };
}

/** The confirm shown before editing (the article must be re-submitted or may return to drafts). */
export const articleEditConfirm = "修改后的文章需要重新提交审核，否则可能退回草稿箱，确定要编辑吗？";
/** The confirm shown before deleting. */
export const articleDeleteConfirm = "确定要删除这篇文章吗？";

/** The isOpenDiscuss a save sends: 1 for a draft save, 0 for preview / submit (see docs/behaviour/publishing.md#drafts-and-autosave). */
export function isOpenDiscussFor(action: "draft" | "preview" | "submit"): 0 | 1 {
  return action === "draft" ? 1 : 0;
}

/** The editor auto-saves a draft every 30 s, only while a title exists. */
export function shouldAutoSaveDraft(title: string | null | undefined): boolean {
  return typeof title === "string" && title.trim() !== "";
}

/** The article fields the scope rule touches. */
export interface ScopedFields {
  categoryId?: ArticleScope | number | string | null;
  department?: string;
  departments?: string[];
  tagId?: number | null;
  diseaseTagId?: number | null;
}

/**
 * Switch the scope (see docs/behaviour/publishing.md#the-article-form): scope 2 (patient edition) clears the department; scope 1 (doctor
 * edition) clears the (disease) tag. Returns a new form; other fields are kept.
 */
export function applyScope<F extends ScopedFields>(form: F, scope: ArticleScope): F {
  if (scope === 2) {
    return {
      ...form,
      categoryId: scope,
      ...("department" in form ? { department: "" } : {}),
      ...("departments" in form ? { departments: [] } : {}),
    };
  }
  return {
    ...form,
    categoryId: scope,
    ...("tagId" in form ? { tagId: null } : {}),
    ...("diseaseTagId" in form ? { diseaseTagId: null } : {}),
  };
}

export interface PriceGuidance {
  min: number;
  max: number;
  text: string;
}

/** Paid price guidance (see docs/behaviour/publishing.md#price): video 5–100 yuan, text 2–50 yuan. */
export const priceGuidance = {
  video: { min: 5, max: 100, text: "视频文章建议定价 5-100 元" },
  text: { min: 2, max: 50, text: "图文文章建议定价 2-50 元" },
} as const satisfies Record<"video" | "text", PriceGuidance>;

/** The guidance for an article with or without a video. */
export function priceGuidanceFor(hasVideo: boolean): PriceGuidance {
  return hasVideo ? priceGuidance.video : priceGuidance.text;
}

/** Is a paid price inside its guidance range? The server answers 30010 价格超出范围 otherwise. */
export function isPriceWithinGuidance(price: number, hasVideo: boolean): boolean {
  const g = priceGuidanceFor(hasVideo);
  return Number.isFinite(price) && price >= g.min && price <= g.max;
}

/** Round a price to two decimals (the price input's precision). */
export function roundPrice(price: number): number {
  return Math.round((price + Number.EPSILON) * 100) / 100;
}

/**
 * Is rich-text content empty? The editor leaves markup such as `<p><br></p>` when cleared, so
 * tags, entities and whitespace do not count; an image, video or embed does.
 */
export function isBlankRichText(html: string): boolean {
  if (/<(img|video|iframe|audio|embed)\b/i.test(html)) return false;
  const text = html
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;|&#160;|&#xa0;/gi, " ")
    .replace(/[\s\u00a0\u200b\u3000]/g, "");
  return text === "";
}

/** Length in characters as the doctor counts them (a surrogate pair is one character). */
export function charLength(s: string): number {
  return Array.from(s).length;
}
