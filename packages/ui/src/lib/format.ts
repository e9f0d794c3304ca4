/**
 * Display formats shared by the areas (presentation only; rules live in domain, and so do dates:
 * `displayDate` / `displayDateTime`).
 */

import { waitedLabel } from "@doctor-console/domain";

/** Income and commission in yuan: `¥12.50`; empty for nothing. */
export function formatYuan(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(Number(amount))) return "";
  return `¥${Number(amount).toFixed(2)}`;
}

/**
 * How long a patient has waited, in the doctor's words: 刚刚, 12分钟, 3小时5分钟, 2天3小时 (domain's
 * `waitedLabel`, which the home's worklist shows too).
 */
export const formatWaited = waitedLabel;

/** The doctor's region: province, city and county names, without repeats (直辖市). */
export function formatRegion(parts: { provinceName?: string | null; cityName?: string | null; countyName?: string | null }): string {
  const names = [parts.provinceName, parts.cityName, parts.countyName].map((s) => s?.trim() ?? "").filter(Boolean);
  return names.filter((n, i) => names.indexOf(n) === i).join(" ");
}

/** Departments as one line: `中医科 / 针灸科`. */
export function formatDepartments(parts: { department?: string | null; secondDepartment?: string | null }): string {
  return [parts.department, parts.secondDepartment]
    .map((s) => s?.trim() ?? "")
    .filter(Boolean)
    .join(" / ");
}
