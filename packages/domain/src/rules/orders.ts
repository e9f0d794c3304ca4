import type { ChatMessage, ConsultationOrder, OrderPatient, Prescription } from "../entities";
import { orderStateLabels, patientTabs, type OrderState, type PatientListState } from "../enums";

type ListRow = Pick<ConsultationOrder, "type" | "state" | "extract" | "doctorName" | "prescription">;

/** Referred out: refused by this doctor and handed to another one (commission + referred-to doctor). */
export function isReferredOut(order: Pick<ConsultationOrder, "state" | "extract" | "doctorName">): boolean {
  return order.state === 3 && order.extract !== null && order.extract !== undefined && !!order.doctorName?.trim();
}

/**
 * Which orders a patient tab lists (the list call's `state` parameter). Unpaid orders (0) are in
 * no list. Lists 5 (prescribed) and 1/2/4 may share an order; each list stands on its own.
 *
 * | list | tab | orders |
 * |---|---|---|
 * | 0 | 待接诊 | state 1 (paid, waiting for the doctor), consultation or referral |
 * | 1 | 已接诊 | state 2 (accepted) or 6 (finished, awaiting evaluation), any type |
 * | 2 | 已转入 | referral (type 2) orders accepted: state 2, 6 or 7 |
 * | 3 | 已转出 | state 3 referred out (commission + referred-to doctor) |
 * | 4 | 线下门诊 | face-to-face (type 6) orders, any state but unpaid |
 * | 5 | 已处方 | orders with a prescription |
 * | 6 | 待评价 | state 6 |
 * | 7 | 已结束 | state 7 (finished and evaluated) |
 * | 8 | 已拒绝 | state 4 (timed out) or state 3 not referred out |
 */
export function orderInListState(order: ListRow, listState: PatientListState | number): boolean {
  const { state, type } = order;
  switch (listState) {
    case 0:
      return state === 1 && type !== 6;
    case 1:
      return state === 2 || state === 6;
    case 2:
      return type === 2 && (state === 2 || state === 6 || state === 7);
    case 3:
      return isReferredOut(order);
    case 4:
      return type === 6 && state !== 0;
    case 5:
      return order.prescription !== null && order.prescription !== undefined;
    case 6:
      return state === 6;
    case 7:
      return state === 7;
    case 8:
      return state === 4 || (state === 3 && !isReferredOut(order));
    default:
      return false;
  }
}

/** The colour family of an order's status tag (one per state; ui maps it onto its badge colours). */
export type OrderStatusTone = "pending" | "info" | "rejected" | "muted" | "success";

const orderStateTones: Record<OrderState, OrderStatusTone> = {
  0: "muted",
  1: "pending",
  2: "info",
  3: "rejected",
  4: "muted",
  6: "pending",
  7: "success",
};

export interface OrderStatus {
  /** The state's key for styling and tests: the state number, or "referred-out". */
  key: `${OrderState}` | "referred-out";
  label: string;
  tone: OrderStatusTone;
}

/**
 * The status an order shows (已接诊 / 待评价 / …, with its tone). A refused order handed to another
 * doctor reads 已转出 (the name of its tab), not 已拒绝.
 */
export function orderStatus(order: Pick<ConsultationOrder, "state" | "extract" | "doctorName">): OrderStatus {
  if (isReferredOut(order)) return { key: "referred-out", label: patientTabLabel(3), tone: "info" };
  const state = order.state as OrderState;
  return { key: `${state}`, label: orderStateLabels[state] ?? "", tone: orderStateTones[state] ?? "muted" };
}

function patientTabLabel(listState: PatientListState): string {
  return patientTabs.find((t) => t.listState === listState)!.label;
}

/** An order as the doctor's accept leaves it (state 2, 已接诊). */
export function acceptedOrder<T extends Pick<ConsultationOrder, "state">>(order: T): T {
  return { ...order, state: 2 };
}

/** An order as the doctor's refusal leaves it (state 3, 已拒绝, with the reason). */
export function refusedOrder<T extends Pick<ConsultationOrder, "state" | "reason">>(order: T, reason: string): T {
  return { ...order, state: 3, reason };
}

/** A pending order can be accepted or refused (list 0, and face-to-face orders in state 1). */
export function canAcceptOrRefuse(order: Pick<ConsultationOrder, "state">): boolean {
  return order.state === 1;
}

/** Patient history flag + text (see docs/behaviour/orders.md#patient-information): flag 1 shows the text, otherwise 无. */
export function patientFlagText(flag: number | string | boolean | null | undefined, text: string | null | undefined): string {
  const on = flag === 1 || flag === "1" || flag === true;
  const t = typeof text === "string" ? text.trim() : "";
  return on && t !== "" ? t : "无";
}

/** The five history answers of a patient, labelled, in display order. */
export function patientHistory(patient: OrderPatient): { label: string; text: string }[] {
  return [
    { label: "过敏史", text: patientFlagText(patient.allergic, patient.anaphylaxis) },
    { label: "家族史", text: patientFlagText(patient.familc, patient.familyHistory) },
    { label: "既往史", text: patientFlagText(patient.anamnesic, patient.anamnesis) },
    { label: "饮酒史", text: patientFlagText(patient.drinked, patient.drinking) },
    { label: "吸烟史", text: patientFlagText(patient.smoked, patient.smoking) },
  ];
}

export type ChatMessageKind = "custom" | "audio" | "picture" | "video" | "text";

/** The kind of a chat message from its msgType: CUSTOM, AUDIO, PICTURE, VIDEO, anything else text. */
export function chatMessageKind(msg: Pick<ChatMessage, "msgType">): ChatMessageKind {
  switch (String(msg.msgType ?? "").toUpperCase()) {
    case "CUSTOM":
      return "custom";
    case "AUDIO":
      return "audio";
    case "PICTURE":
      return "picture";
    case "VIDEO":
      return "video";
    default:
      return "text";
  }
}

/** What each kind shows where a text summary is needed. CUSTOM is shown as unrecognizable. */
export const chatMessageKindLabels: Record<ChatMessageKind, string> = {
  custom: "[无法识别的消息]",
  audio: "[语音]",
  picture: "[图片]",
  video: "[视频]",
  text: "",
};

export interface ChatMessageContent {
  kind: ChatMessageKind;
  /** The text of a text message, or the kind's label otherwise. */
  text: string;
  /** The media URL of an audio, picture or video message, when the body carries one. */
  url: string | null;
  /** Duration in seconds (audio, video), when known. */
  duration: number | null;
}

function mediaOf(body: string): { url: string | null; duration: number | null } {
  const trimmed = body.trim();
  if (/^https?:\/\//i.test(trimmed) || trimmed.startsWith("/")) return { url: trimmed, duration: null };
  try {
    const parsed: unknown = JSON.parse(trimmed);
    if (typeof parsed === "object" && parsed !== null) {
      const o = parsed as Record<string, unknown>;
      const url = typeof o.url === "string" ? o.url : null;
      const dur = typeof o.dur === "number" ? Math.round(o.dur / 1000) : null;
      return { url, duration: dur };
    }
  } catch {
    // not JSON: no media
  }
  return { url: null, duration: null };
}

/** What to render for a chat message. Media bodies are the chat service's JSON (`url`, `dur` ms). */
export function chatMessageContent(msg: ChatMessage): ChatMessageContent {
  const kind = chatMessageKind(msg);
  const body = typeof msg.body === "string" ? msg.body : "";
  if (kind === "text") return { kind, text: body, url: null, duration: null };
  if (kind === "custom") return { kind, text: chatMessageKindLabels.custom, url: null, duration: null };
  return { kind, text: chatMessageKindLabels[kind], ...mediaOf(body) };
}

/** The chat-record accordion: the first 3 messages are the titles, the rest go inside. */
export function splitChatRecord<T>(messages: readonly T[], titleCount = 3): { titles: T[]; rest: T[] } {
  return { titles: messages.slice(0, titleCount), rest: messages.slice(titleCount) };
}

export type PrescriptionReviewStatus = "approved" | "rejected" | "reviewing";

export interface PrescriptionReview {
  status: PrescriptionReviewStatus;
  label: string;
  /** The refusal reason, when rejected. */
  reason?: string;
  /** The pharmacists' stamps are pressed only on an approved prescription. */
  showStamp: boolean;
}

export const prescriptionReviewLabels: Record<PrescriptionReviewStatus, string> = {
  approved: "审核通过",
  rejected: "审核未通过",
  reviewing: "处方审核中",
};

/**
 * Prescription review (see docs/behaviour/prescriptions-and-records.md#prescription-review): approved when state and stateb are both 1; rejected when either
 * is 2 (reason shown); otherwise under review. The stamps (审核专用章, 调配专用章) show only on an
 * approved prescription: a stamp under review or on a rejected one would certify what was not.
 */
export function prescriptionReview(prescription: Pick<Prescription, "state" | "stateb" | "reason">): PrescriptionReview {
  const state = Number(prescription.state);
  const stateb = Number(prescription.stateb);
  if (state === 2 || stateb === 2) {
    return { status: "rejected", label: prescriptionReviewLabels.rejected, reason: prescription.reason ?? "", showStamp: false };
  }
  if (state === 1 && stateb === 1) return { status: "approved", label: prescriptionReviewLabels.approved, showStamp: true };
  return { status: "reviewing", label: prescriptionReviewLabels.reviewing, showStamp: false };
}
