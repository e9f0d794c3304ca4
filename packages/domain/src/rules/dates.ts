/**
 * Dates, in one place. Platform dates are China time (UTC+8) written `yyyy-MM-dd` or
 * `yyyy-MM-dd HH:mm:ss`; the console shows dates as `yyyy-MM-dd` and times as `HH:mm`.
 *
 * - `platformDate` / `platformTime` / `platformDateTime`: what the platform writes for an instant
 *   (stamping a record, "today" in a form).
 * - `displayDate` / `displayTime` / `displayDateTime` (date-display.ts, a module of its own so
 *   that screens which only stamp dates do not load them): how a platform string is shown.
 * - `parsePlatformDate`: the instant a platform string denotes, for comparisons.
 *
 * The same on every machine, whatever its time zone.
 */

const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;
const pad = (n: number | string) => String(n).padStart(2, "0");

/** `yyyy-MM-dd` of an instant, in China time. */
export function platformDate(instant: Date): string {
  const d = new Date(instant.getTime() + CHINA_OFFSET_MS);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** `HH:mm:ss` of an instant, in China time. */
export function platformTime(instant: Date): string {
  const d = new Date(instant.getTime() + CHINA_OFFSET_MS);
  return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** `yyyy-MM-dd HH:mm:ss` of an instant, in China time. */
export function platformDateTime(instant: Date): string {
  return `${platformDate(instant)} ${platformTime(instant)}`;
}

/**
 * The instant a platform date denotes, or null when it is not one.
 * A date alone (`yyyy-MM-dd`) means the END of that day (23:59:59.999 China time), so a VIP whose
 * end date is today is still VIP today. ISO strings with a zone and epoch milliseconds also work.
 */
export function parsePlatformDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === "number") return Number.isFinite(value) ? new Date(value) : null;
  const s = value.trim();
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (m) return valid(`${m[1]}-${m[2]}-${m[3]}T23:59:59.999+08:00`, m);
  m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(s);
  if (m) return valid(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6] ?? "00"}+08:00`, m);
  if (/^\d{4}-\d{2}-\d{2}T.*(Z|[+-]\d{2}:?\d{2})$/.test(s)) {
    const d = new Date(s);
    return Number.isNaN(d.getTime()) ? null : d;
  }
  return null;
}

function valid(iso: string, m: RegExpExecArray): Date | null {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return null;
  // Reject dates the calendar does not have (2024-02-30 rolls over in Date).
  return platformDate(d) === `${m[1]}-${m[2]}-${m[3]}` ? d : null;
}

/** Add whole days to an instant. */
export function addDays(instant: Date, days: number): Date {
  return new Date(instant.getTime() + days * 24 * 60 * 60 * 1000);
}
