/**
 * The article HTML allow-list: what the editor's schema can produce, and nothing else. Every
 * rendering path (the editor loading an article, the preview, the mobile preview page) and the
 * server's save pass the HTML through DOMPurify with this configuration; domain only holds the
 * data so that browser and server cannot drift.
 */

/** Elements the editor writes, and those articles written by earlier editors may hold. */
export const articleHtmlTags = [
  "p", "br", "h1", "h2", "h3", "h4", "strong", "b", "em", "i", "u", "s", "code", "pre",
  "ul", "ol", "li", "blockquote", "hr", "a", "img",
] as const;

/** Attributes the editor writes. */
export const articleHtmlAttributes = ["href", "target", "rel", "src", "alt", "title", "start"] as const;

/**
 * URLs that survive: http(s) and mailto links, and our own upload path (`/uploads/…`, also as an
 * absolute URL on any host, for the preview page on a phone). Anything else — javascript:, data:,
 * vbscript:, protocol-relative `//host` — is dropped.
 */
export const articleHtmlUrlPattern = /^(?:https?:|mailto:|\/uploads\/)/i;

/** What a link the doctor adds must start with. */
export const articleLinkPattern = /^(?:https?:|mailto:)/i;

/** An image source that survives: only our own uploads, relative or absolute. */
export function isOwnImageUrl(src: string): boolean {
  const s = src.trim();
  if (/^\/uploads\/[\w./%-]+$/.test(s)) return !s.includes("..");
  const m = /^https?:\/\/[^/]+(\/uploads\/[\w./%-]+)$/i.exec(s);
  return m !== null && !m[1]!.includes("..");
}

/** The link attributes every surviving link gets (no opener, no referrer leak). */
export const articleLinkRel = "noopener noreferrer";

/** The parts of a DOM element the hook below touches (domain has no DOM types). */
export interface ArticleHtmlElement {
  tagName: string;
  getAttribute(name: string): string | null;
  hasAttribute(name: string): boolean;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
  remove(): void;
}

/**
 * DOMPurify's `afterSanitizeAttributes` hook for articles: links open in a new tab without opener
 * or referrer; an image whose source is not our own upload is removed.
 */
export function articleHtmlHook(node: ArticleHtmlElement): void {
  if (node.tagName === "A") {
    if (node.hasAttribute("href")) {
      node.setAttribute("rel", articleLinkRel);
      node.setAttribute("target", "_blank");
    } else node.removeAttribute("target");
  }
  if (node.tagName === "IMG" && !isOwnImageUrl(node.getAttribute("src") ?? "")) node.remove();
}

/** The DOMPurify configuration built from the lists above (plain data: no DOMPurify import). */
export const articleSanitizeConfig = {
  ALLOWED_TAGS: [...articleHtmlTags],
  ALLOWED_ATTR: [...articleHtmlAttributes],
  ALLOWED_URI_REGEXP: articleHtmlUrlPattern,
  // A numbered list's first number is not a URL: without this DOMPurify checks it against the
  // pattern above and drops it (a list from 3 would start at 1 again).
  ADD_URI_SAFE_ATTR: ["start"],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

/**
 * Texts of the publishing pages the spec does not give (house wording), beside the ones it does.
 */
export const publishingTexts = {
  /** The autosave notice; the issue gives 已自动保存 with the time. */
  autoSaved: (time: string) => `已自动保存 ${time}`,
  /** The recovery banner's button and its discard button. */
  recover: "恢复未保存的内容",
  discard: "放弃",
  /** House wording: what the banner says above its buttons. */
  recoveryNotice: (time: string) => `本机保存了 ${time} 未提交到服务器的内容`,
  /** House wording: the preview dialog's title and its hint under the QR code. */
  previewTitle: "预览",
  previewHint: "用手机扫码查看文章预览，链接24小时内有效",
  /** House wording: the mobile preview page when its link is broken or has expired. */
  previewExpired: "预览链接已失效，请在电脑端重新打开预览",
  /** The video upload (house wording around the spec's 上传失败; 取消上传 / 重试 are uploadTexts). */
  uploadCancelled: "已取消上传",
  chooseVideo: "选择视频",
  /** House wording: the password asked in place after a 401 while editing (titled 登陆超时). */
  reauthHint: "请输入密码继续编辑，已填写的内容不会丢失。",
  reauthContinue: "继续编辑",
  /** House wording: the other ways out of that dialog; both keep the browser's copy of the article. */
  reauthQr: "扫码登录",
  reauthLogout: "退出登录",
  reauthKeepsCopy: "扫码登录或退出登录后，再次打开编辑器时可恢复本机保存的内容。",
  /** House wording: 保存草稿 / 提交审核 while the video still uploads. */
  videoUploading: "视频正在上传，请等待上传完成",
  /** House wording: the editor of an article that is not a draft (after the edit warning). */
  editReturnsToDrafts: "保存草稿后，这篇文章将退回草稿箱；提交审核后重新进入审核。",
  /** House wording: the editor when the article cannot be loaded. */
  articleMissing: "文章不存在或已被删除",
  backToList: "返回文章列表",
  /** House wording: the toolbar's link address and its refusal. */
  linkAddress: "链接地址",
  linkInvalid: "链接须以 http://、https:// 或 mailto: 开头",
  /** Search box label. */
  searchLabel: "文章标题",
} as const;
