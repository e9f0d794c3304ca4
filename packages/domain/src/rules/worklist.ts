import type { ConsultationOrder } from "../entities";
import { canAcceptOrRefuse, prescriptionReview } from "./orders";
import { pendingOrderKey } from "./pending-orders";
import { parsePlatformDate } from "./dates";

/**
 * The doctor's worklist (the home page, see docs/behaviour/shell.md#home-worklist): what waits for
 * the doctor, counted from the platform's own lists.
 */

type Waiting = Pick<ConsultationOrder, "payRecordId" | "createDate" | "createTime" | "state">;

/** An order that waits for the doctor's 接诊 or 拒绝: paid and not yet answered, of any service type (线下门诊 included). */
export function isAwaitingDoctor(order: Pick<ConsultationOrder, "state">): boolean {
  return canAcceptOrRefuse(order);
}

/**
 * How many orders wait for the doctor: the 待接诊 list's total (online consultations and referrals)
 * plus the 线下门诊 orders still awaiting an answer. The menu badge and the home show this one number.
 */
export function pendingOrderTotal(consultationTotal: number, faceToFace: readonly Pick<ConsultationOrder, "state">[]): number {
  return consultationTotal + faceToFace.filter(isAwaitingDoctor).length;
}

/** Orders oldest first: the one that has waited longest leads (ties broken by id). */
export function byLongestWaiting<T extends Waiting>(orders: readonly T[]): T[] {
  return [...orders].sort((a, b) => (pendingOrderKey(a) < pendingOrderKey(b) ? -1 : pendingOrderKey(a) > pendingOrderKey(b) ? 1 : 0));
}

/** The awaiting order that has waited longest, or null when none waits. */
export function longestWaiting<T extends Waiting>(orders: readonly T[]): T | null {
  return byLongestWaiting(orders.filter(isAwaitingDoctor))[0] ?? null;
}

/** How long an order has waited at `now`, in ms (null when its date cannot be read). */
export function waitedMs(order: Pick<ConsultationOrder, "createDate" | "createTime">, now: Date): number | null {
  const since = parsePlatformDate(`${order.createDate} ${order.createTime ?? ""}`.trim());
  return since ? Math.max(0, now.getTime() - since.getTime()) : null;
}

/**
 * How long a patient has waited, in the doctor's words: 刚刚, 12分钟, 3小时5分钟, 2天3小时.
 * `ms` is the elapsed time; negative or unknown reads as 刚刚.
 */
export function waitedLabel(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms) || ms < 60_000) return "刚刚";
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 60) return `${minutes}分钟`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours}小时${minutes % 60}分钟` : `${hours}小时`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days}天${hours % 24}小时` : `${days}天`;
}

/** A prescription the pharmacist rejected (审核未通过). */
export function hasRejectedPrescription(order: Pick<ConsultationOrder, "prescription">): boolean {
  return !!order.prescription && prescriptionReview(order.prescription).status === "rejected";
}

/**
 * The filters an order list can be narrowed by (the home's counts link to them). The platform's
 * list call has none: the console applies them to every page of the list.
 */
export const orderListFilters = {
  /** 线下门诊 orders still waiting for 接诊 / 拒绝. */
  awaiting: { label: "待接诊", test: isAwaitingDoctor },
  /** Prescriptions the pharmacist rejected. */
  rejected: { label: "审核未通过", test: hasRejectedPrescription },
} as const satisfies Record<string, { label: string; test: (order: ConsultationOrder) => boolean }>;
export type OrderListFilter = keyof typeof orderListFilters;

/** Orders of a list in the server's order (newest first) or longest waiting first. */
export const orderListSorts = {
  newest: "最新在前",
  waited: "等待最久在前",
} as const;
export type OrderListSort = keyof typeof orderListSorts;

/** House wording of the home's worklist (the spec names none). */
export const worklistTexts = {
  heading: "待办事项",
  pendingSummary: (n: number) => (n > 0 ? `共 ${n} 个订单等待接诊` : "暂无等待接诊的订单"),
  pendingConsultations: "待接诊问诊",
  pendingFaceToFace: "线下门诊待接诊",
  longestWait: "最长等待",
  noWait: "无",
  unrepliedComments: "未回复评论",
  rejectedPrescriptions: "审核未通过的处方",
  rejectedArticles: "审核驳回的文章",
  rescreenDue: "待复筛营养患者",
  loadFailed: "加载失败",
  sortLabel: "排序",
  filterLabel: "筛选",
  showAll: "显示全部",
} as const;
