import { verificationStateLabels, type VerificationState } from "../enums";
import { errcodes, errorMessages } from "../errors";
import { isStudioOpen } from "./studio-open";

// In a module of its own: the session (on every screen) needs it, not the labels and messages (docs/performance.md).
export { isStudioOpen } from "./studio-open";

/** Chinese label of a verification state; unknown states read as incomplete (-1). */
export function verificationStateLabel(state: number | string | null | undefined): string {
  return verificationStateLabels[normalizeVerificationState(state)];
}

/** A known verification state; anything unknown counts as incomplete (-1). */
export function normalizeVerificationState(state: number | string | null | undefined): VerificationState {
  const n = Number(state);
  return n === 0 || n === 1 || n === 2 || n === 3 ? n : -1;
}

/** The verification state a call answer means: errcode 30007 (no data) is incomplete. */
export function verificationStateFromAnswer(errcode: number, state?: number | null): VerificationState {
  if (errcode === errcodes.notFound) return -1;
  return normalizeVerificationState(state);
}

/** The manage-materials link text: 'under review' while state 0 holds. */
export function manageMaterialsLabel(state: number | string | null | undefined): string {
  return normalizeVerificationState(state) === 0 ? "审核中" : "管理资料";
}

/** What a publishing page tells a doctor whose studio is not open (see docs/behaviour/publishing.md#studio-gate). */
export interface StudioGate {
  /** See docs/behaviour/publishing.md#studio-gate: 您还未开通工作室，开通后再来吧. */
  message: string;
  /** Why, in words that fit the verification state. */
  detail: string;
}

/** House wording: the spec names the gate's message, not what follows it. */
export const studioGateDetails = {
  underReview: "您的认证资料正在审核中，审核通过后即可发布文章、管理评论。",
  notOpen: "请在个人资料中完成资质认证，认证通过后即可发布文章、管理评论。",
} as const;

/**
 * The studio gate of the publishing pages (see docs/behaviour/publishing.md#studio-gate): null while the studio is open (state 1 or
 * 3); otherwise the message, and for a doctor under review (state 0) that the documents are being
 * reviewed.
 */
export function studioGate(state: number | string | null | undefined): StudioGate | null {
  if (isStudioOpen(state)) return null;
  const underReview = normalizeVerificationState(state) === 0;
  return { message: errorMessages.studioClosed, detail: underReview ? studioGateDetails.underReview : studioGateDetails.notOpen };
}

/** House wording: what a doctor under review (state 0) is told where the studio is not open yet. */
export const studioUnderReviewNote = "您的认证资料正在审核中，审核通过后即可开通工作室。";

/** Verification is under review (state 0): the documents were sent and wait for the platform. */
export function isVerificationUnderReview(state: number | string | null | undefined): boolean {
  return state !== null && state !== undefined && state !== "" && normalizeVerificationState(state) === 0;
}

/** Texts of the verification document page (product wording; house wording where marked). */
export const verificationTexts = {
  heading: "资质认证",
  underReview: "资料审核中",
  /** House wording. */
  underReviewHint: "审核期间不能上传或删除资料。",
  failedReason: "认证失败原因：",
  deleteConfirm: "确定删除这张图片吗？",
  deleteAction: "删除",
} as const;
