/** The longest refusal reason the platform takes (POST /management/unreceives `reason`). */
export const REFUSAL_REASON_MAX = 200;
/** House wording: the spec asks for a reason (see docs/behaviour/orders.md#refusing-an-order) but does not word the prompt. */
export const refusalReasonRequired = "请输入拒绝原因";

/**
 * The refusal rule: a reason is required (blank is none) and at most 200 characters.
 * Answers the reason to send, or the message to show.
 */
export function checkRefusalReason(reason: string): { reason: string } | { message: string } {
  const trimmed = reason.trim();
  if (!trimmed) return { message: refusalReasonRequired };
  return { reason: trimmed.slice(0, REFUSAL_REASON_MAX) };
}
