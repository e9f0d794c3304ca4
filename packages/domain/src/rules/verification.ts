import { documentKeyLabels, documentKeys, verificationStateLabels, type DocumentKey, type VerificationState } from "../enums";
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

/** House wording: what a doctor under review (state 0) is told where the studio is not open yet. */
export const studioUnderReviewNote = "您的认证资料正在审核中，审核通过后即可开通工作室。";

/**
 * House wording: the spec names the gate's message, not what follows it. One detail per state,
 * the same on every page that is closed to the doctor (问诊订单, 发布管理, 首页), and one place to
 * go: 个人资料 → 资质认证 (see docs/behaviour/personal-data.md#verification-states).
 */
export const studioGateDetails = {
  underReview: studioUnderReviewNote,
  notOpen: "请在个人资料中完成资质认证，认证通过后即可开通工作室。",
} as const;

/** The link of the studio gate, to 个人资料 → 资质认证 (house wording). */
export const studioGateAction = "前往资质认证";

/**
 * The studio gate of every page closed to a doctor whose studio is not open (see docs/behaviour/publishing.md#studio-gate): null while the studio is open (state 1 or
 * 3); otherwise the spec's message 您还未开通工作室，开通后再来吧, and for a doctor under review (state 0) that the documents are being
 * reviewed.
 */
export function studioGate(state: number | string | null | undefined): StudioGate | null {
  if (isStudioOpen(state)) return null;
  const underReview = normalizeVerificationState(state) === 0;
  return { message: errorMessages.studioClosed, detail: underReview ? studioGateDetails.underReview : studioGateDetails.notOpen };
}

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

/**
 * The documents a doctor must upload for the studio to be opened (house rule; the spec lists the
 * keys, not which are required): identity, the two licences to practise, the professional title
 * and the signature the prescriptions carry. The others are optional.
 */
export const requiredDocumentKeys = [
  "frontIDCard",
  "backIDCard",
  "handsIDCard",
  "qualificationCertificate",
  "practiceCertificate",
  "professionalCertificate",
  "signCertificate",
] as const satisfies readonly DocumentKey[];

export function isRequiredDocument(key: DocumentKey): boolean {
  return (requiredDocumentKeys as readonly DocumentKey[]).includes(key);
}

/** House wording of the document page's marks and of what comes next. */
export const verificationProgressTexts = {
  required: "必传",
  optional: "选传",
  stateLabel: "账号状态：",
  missing: (labels: string[]) => `还需上传${labels.length}项必传资料：${labels.join("、")}。上传齐全后等待平台审核，审核通过后即开通工作室。`,
  complete: "必传资料已上传齐全，等待平台审核；审核通过后即开通工作室。",
  underReview: "审核期间不能上传或删除资料，审核通过后即开通工作室。",
  failed: "请根据失败原因重新上传资料，上传后等待平台再次审核。",
  open: "资料已通过审核，工作室已开通。",
} as const;

export interface VerificationProgress {
  state: VerificationState;
  /** The state in words (未认证, 审核中, 已认证, 认证失败). */
  label: string;
  /** Required documents not uploaded yet, in page order. */
  missing: DocumentKey[];
  /** What happens next, in one or two sentences. */
  next: string;
}

/**
 * Where a doctor's verification stands and what happens next (see docs/behaviour/personal-data.md#verification-documents):
 * the state the platform reports, the required documents still missing, and the next step.
 */
export function verificationProgress(verification: { state: number | string | null | undefined; list: readonly { type: string }[] }): VerificationProgress {
  const state = normalizeVerificationState(verification.state);
  const uploaded = new Set(verification.list.map((d) => d.type));
  const missing = documentKeys.filter((k) => isRequiredDocument(k) && !uploaded.has(k));
  const t = verificationProgressTexts;
  const next =
    state === 0
      ? t.underReview
      : isStudioOpen(state)
        ? t.open
        : state === 2
          ? t.failed
          : missing.length > 0
            ? t.missing(missing.map((k) => documentKeyLabels[k]))
            : t.complete;
  return { state, label: verificationStateLabel(state), missing, next };
}
