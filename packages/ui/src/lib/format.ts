/**
 * Display formats shared by the areas (presentation only; rules live in domain, and so do dates:
 * `displayDate` / `displayDateTime`).
 */

/** Income and commission in yuan: `¥12.50`; empty for nothing. */
export function formatYuan(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(Number(amount))) return "";
  return `¥${Number(amount).toFixed(2)}`;
}

/**
 * How long a patient has waited, in the doctor's words: 刚刚, 12分钟, 3小时5分钟, 2天3小时.
 * `ms` is the elapsed time; negative or unknown reads as 刚刚.
 */
export function formatWaited(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms) || ms < 60_000) return "刚刚";
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 60) return `${minutes}分钟`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours}小时${minutes % 60}分钟` : `${hours}小时`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days}天${hours % 24}小时` : `${days}天`;
}

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
