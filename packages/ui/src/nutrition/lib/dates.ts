import { formatDate, parsePlatformDate } from "@doctor-console/domain";

/** A platform date or date-time as `yyyy-MM-dd` ("" for nothing or junk). */
export function dayOf(value: string | null | undefined): string {
  const d = parsePlatformDate(value);
  return d ? formatDate(d) : "";
}
