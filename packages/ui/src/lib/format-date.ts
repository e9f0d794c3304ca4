const pad = (n: number) => String(n).padStart(2, "0");

/**
 * `yyyy-MM-dd` for a date the platform sends as text ("2026-12-31", "2026-12-31 08:00:00")
 * or as a Date / epoch milliseconds (formatted in local time). Returns "" for nothing or junk.
 */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === "") return "";
  if (typeof value === "string") {
    const m = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(value.trim());
    if (m) return `${m[1]}-${pad(Number(m[2]))}-${pad(Number(m[3]))}`;
  }
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return "";
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
