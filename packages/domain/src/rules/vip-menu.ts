// What the shell shows of VIP (its state and labels, the side menu), apart from isVipActive: the
// session reads only that one, on every screen, /login included (docs/performance.md).
import type { VipInfo } from "../entities";
import { platformDate, parsePlatformDate } from "./dates";
import { isVipActive, type VipLike } from "./vip";

/** The user menu's text for a doctor who has never been VIP. */
export const vipNotActivatedLabel = "未开通";
/** The user menu's text for a doctor whose VIP has ended (house wording). */
export const vipExpiredLabel = "已过期";

/** Where a doctor's VIP stands: active, ended (an end date that has passed), or never had one. */
export type VipState = "active" | "expired" | "none";

/**
 * The VIP state at `now` (see docs/behaviour/shell.md#vip): active as {@link isVipActive} says; expired when
 * the end date has passed (the doctor is then treated as non-VIP); none without an end date.
 */
export function vipState(vip: VipInfo | VipLike | null | undefined, now: Date): VipState {
  if (isVipActive(vip, now)) return "active";
  const end = parsePlatformDate(vip?.vipEndTime);
  return end !== null && end.getTime() < now.getTime() ? "expired" : "none";
}

/** The state's label where the doctor is not VIP (已过期 / 未开通). */
export const vipInactiveLabels = { expired: vipExpiredLabel, none: vipNotActivatedLabel } as const;

/** The VIP expiry as the user menu shows it: `VIP到期：yyyy-MM-dd` (China date). */
export function vipExpiryLabel(vipEndTime: VipLike["vipEndTime"]): string {
  const end = parsePlatformDate(vipEndTime);
  return end ? `VIP到期：${platformDate(end)}` : vipNotActivatedLabel;
}

/** The top-bar VIP status text: the expiry date while VIP is active, 已过期 once it has ended, otherwise 未开通. */
export function vipStatusLabel(vip: VipLike | null | undefined, now: Date): string {
  const state = vipState(vip, now);
  return state === "active" ? vipExpiryLabel(vip?.vipEndTime) : vipInactiveLabels[state];
}

export interface MenuEntry {
  /** Route name. */
  route: string;
  label: string;
  /** Shown to VIP doctors only. */
  vipOnly: boolean;
}

/** Side menu entries in order (see docs/behaviour/shell.md#side-menu). The first three are VIP-only. */
export const sideMenuEntries = [
  { route: "wisdomZY", label: "智能开方", vipOnly: true },
  { route: "specializedDisease", label: "专病专方", vipOnly: true },
  { route: "prescribing", label: "普通开方", vipOnly: true },
  { route: "myPatient", label: "我的患者", vipOnly: false },
  { route: "visitRecord", label: "就诊记录", vipOnly: false },
  { route: "patientFeedback", label: "患者反馈", vipOnly: false },
  { route: "medicalCaseReference", label: "医案参考", vipOnly: false },
  { route: "symptom", label: "辨证", vipOnly: false },
  { route: "prescription", label: "经典方剂", vipOnly: false },
  { route: "traditionalChineseMedicine", label: "中药", vipOnly: false },
] as const satisfies readonly MenuEntry[];
export type SideMenuEntry = (typeof sideMenuEntries)[number];
export type SideMenuRoute = SideMenuEntry["route"];

/** The side menu a doctor sees: VIP-only entries only while VIP is active at `now`. */
export function visibleMenuEntries(vip: VipLike | null | undefined, now: Date): SideMenuEntry[] {
  const active = isVipActive(vip, now);
  return sideMenuEntries.filter((e) => active || !e.vipOnly);
}

/**
 * Whether the doctor may open a console path: VIP-only entries (and anything below them) need VIP
 * active at `now`; a doctor who opens one by URL gets 暂无操作权限 (see docs/behaviour/shell.md#permissions).
 */
export function mayOpenPath(path: string, vip: VipLike | null | undefined, now: Date): boolean {
  const first = path.replace(/^\/+/, "").split(/[/?#]/)[0]!.toLowerCase();
  const entry = sideMenuEntries.find((e) => e.route.toLowerCase() === first);
  return !entry?.vipOnly || isVipActive(vip, now);
}
