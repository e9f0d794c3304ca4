import type { VipInfo } from "../entities";
import { parsePlatformDate } from "./dates";

/** What {@link isVipActive} accepts: the entity, or the cookie form (strings). */
export interface VipLike {
  isVip: boolean | number | string | null | undefined;
  vipEndTime?: string | number | Date | null | undefined;
}

/**
 * VIP at a given instant (see docs/behaviour/shell.md#vip): flagged VIP and the end time not yet passed.
 * A missing or unreadable end time means not VIP; a date without a time lasts the whole day.
 */
export function isVipActive(vip: VipInfo | VipLike | null | undefined, now: Date): boolean {
  if (!vip) return false;
  const flag = vip.isVip;
  const flagged = flag === true || flag === 1 || flag === "1" || flag === "true";
  if (!flagged) return false;
  const end = parsePlatformDate(vip.vipEndTime);
  return end !== null && end.getTime() >= now.getTime();
}
