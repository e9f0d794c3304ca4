import { verificationStateLabels, type VerificationState } from "../enums";
import { errcodes } from "../errors";

/** Studio open: verification state 1 or 3 (spec §4). */
export function isStudioOpen(state: number | string | null | undefined): boolean {
  const n = Number(state);
  return n === 1 || n === 3;
}

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

/** Texts of the verification document page (issue 10 wording; house wording where marked). */
export const verificationTexts = {
  heading: "资质认证",
  underReview: "资料审核中",
  /** House wording. */
  underReviewHint: "审核期间不能上传或删除资料。",
  failedReason: "认证失败原因：",
  deleteConfirm: "确定删除这张图片吗？",
  deleteAction: "删除",
} as const;
