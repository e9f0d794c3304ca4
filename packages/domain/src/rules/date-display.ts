/**
 * How a platform date or time is shown: dates `yyyy-MM-dd`, times `HH:mm`. These read the string
 * as written (no Date, so the machine's time zone cannot shift a day); only strings with an
 * explicit zone (`…Z`, `…+08:00`) are converted to China time.
 */
import { parsePlatformDate, platformDateTime } from "./dates";

const pad = (n: string) => n.padStart(2, "0");
const DAY = /^(\d{4})-(\d{1,2})-(\d{1,2})(?!\d)/;
const CLOCK = /(\d{1,2}):(\d{2})/;

/** An ISO string with its own zone, as China time `yyyy-MM-dd HH:mm:ss`; the value itself otherwise. */
function inChinaTime(value: string): string {
  if (!/T.*(Z|[+-]\d{2}:?\d{2})$/.test(value)) return value;
  const d = parsePlatformDate(value);
  return d ? platformDateTime(d) : "";
}

/** A platform date or date-time shown as `yyyy-MM-dd` (`2026-1-5` → `2026-01-05`); "" for nothing or junk. */
export function displayDate(value: string | null | undefined): string {
  const m = DAY.exec(inChinaTime(value?.trim() ?? ""));
  return m ? `${m[1]}-${pad(m[2]!)}-${pad(m[3]!)}` : "";
}

/** The time of a platform time (`HH:mm:ss`) or date-time shown as `HH:mm`; "" when it has none. */
export function displayTime(value: string | null | undefined): string {
  const s = inChinaTime(value?.trim() ?? "");
  const m = CLOCK.exec(DAY.test(s) ? s.replace(DAY, "") : s);
  return m ? `${pad(m[1]!)}:${m[2]}` : "";
}

/**
 * A platform date-time shown as `yyyy-MM-dd HH:mm`; or a date with its time given apart (orders
 * carry `createDate` + `createTime`). Either part may be missing: `2026-11-20` stays a date.
 */
export function displayDateTime(date: string | null | undefined, time?: string | null): string {
  const clock = time?.trim() ? displayTime(time) : displayTime(date);
  return [displayDate(date), clock].filter(Boolean).join(" ");
}
