/**
 * When a nutrition patient is due to be screened again, from their scores over time (see
 * docs/behaviour/nutrition.md#when-the-next-screening-is-due). The server answers the due list with
 * it and the console shows the same date on the patient's 营养档案.
 *
 * - NRS-2002 below 3: re-screen weekly while in hospital (ESPEN 2002).
 * - NRS-2002 of 3 or more: at risk; the PG-SGA assessment is due at once.
 * - PG-SGA (Ottery): 0–1 re-assess routinely during treatment, 2–3 education with re-assessment,
 *   4–8 intervention, 9 or more critical need. The intervals are the house's reading of those bands.
 * - No score yet (the pre-screen found no risk, or the worksheet was left): re-screen weekly.
 *
 * The latest record decides; a PG-SGA on the same day as an NRS-2002 counts as the later one.
 */
import { addDays, parsePlatformDate, platformDate } from "./dates";
import { NRS2002_RISK_THRESHOLD } from "../scoring/nrs2002";

export type ScreeningKind = "nrs2002" | "pgsga";

/** A scored record on the patient's timeline. */
export interface ScoredRecord {
  kind: ScreeningKind;
  /** `yyyy-MM-dd HH:mm:ss` (or `yyyy-MM-dd`), China time. */
  createDate: string;
  totalScore: number;
}

export type RescreenBasis = "none" | "nrs-low" | "nrs-risk" | "pgsga-0-1" | "pgsga-2-3" | "pgsga-4-8" | "pgsga-9";

/** Days from the deciding record to the next screening, per basis. */
export const rescreenIntervalDays: Record<RescreenBasis, number> = {
  none: 7,
  "nrs-low": 7,
  "nrs-risk": 0,
  "pgsga-0-1": 28,
  "pgsga-2-3": 14,
  "pgsga-4-8": 7,
  "pgsga-9": 3,
};

/** What the next screening is and why (house wording). */
export const rescreenReasons: Record<RescreenBasis, string> = {
  none: "尚无评分：每周重新筛查一次",
  "nrs-low": "NRS-2002 评分 < 3：住院期间每周复筛",
  "nrs-risk": "NRS-2002 评分 ≥ 3：有营养风险，应进行 PG-SGA 评估",
  "pgsga-0-1": "PG-SGA 0–1 分：治疗期间定期复评（4 周）",
  "pgsga-2-3": "PG-SGA 2–3 分：营养教育，2 周后复评",
  "pgsga-4-8": "PG-SGA 4–8 分：需要营养干预，每周复评",
  "pgsga-9": "PG-SGA ≥ 9 分：迫切需要营养支持，3 天内复评",
};

/** The worksheet the next screening uses. */
export const rescreenKindLabels: Record<ScreeningKind, string> = { nrs2002: "NRS-2002筛查", pgsga: "PG-SGA评估" };

export interface NextScreening {
  /** Which worksheet is due. */
  kind: ScreeningKind;
  /** `yyyy-MM-dd`. */
  dueDate: string;
  basis: RescreenBasis;
  reason: string;
  /** The record that decided it; null when the patient has no score yet. */
  latest: ScoredRecord | null;
}

const instant = (value: string): number => parsePlatformDate(value)?.getTime() ?? 0;

/** The record that decides: the latest; on the same instant a PG-SGA follows an NRS-2002. */
export function latestScoredRecord(records: readonly ScoredRecord[]): ScoredRecord | null {
  let latest: ScoredRecord | null = null;
  for (const r of records) {
    if (!latest) {
      latest = r;
      continue;
    }
    const a = instant(r.createDate);
    const b = instant(latest.createDate);
    if (a > b || (a === b && r.kind === "pgsga" && latest.kind === "nrs2002")) latest = r;
  }
  return latest;
}

function basisOf(record: ScoredRecord | null): RescreenBasis {
  if (!record) return "none";
  const t = record.totalScore;
  if (record.kind === "nrs2002") return t >= NRS2002_RISK_THRESHOLD ? "nrs-risk" : "nrs-low";
  if (t <= 1) return "pgsga-0-1";
  if (t <= 3) return "pgsga-2-3";
  if (t <= 8) return "pgsga-4-8";
  return "pgsga-9";
}

/**
 * The next screening of a patient: which worksheet, by when and why. `since` is when the patient
 * was recorded (the start of the weekly re-screening when there is no score yet).
 */
export function nextScreening(records: readonly ScoredRecord[], since: string): NextScreening {
  const latest = latestScoredRecord(records);
  const basis = basisOf(latest);
  const from = parsePlatformDate(latest?.createDate ?? since) ?? new Date(0);
  const kind: ScreeningKind = basis === "nrs-risk" || basis.startsWith("pgsga") ? "pgsga" : "nrs2002";
  return { kind, dueDate: platformDate(addDays(from, rescreenIntervalDays[basis])), basis, reason: rescreenReasons[basis], latest };
}

/** Due on or before `today` (an instant, compared as China-time dates). */
export function isScreeningDue(next: Pick<NextScreening, "dueDate">, today: Date): boolean {
  return next.dueDate <= platformDate(today);
}
