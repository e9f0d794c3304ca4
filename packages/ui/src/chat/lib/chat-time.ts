import { chatScreenTexts, platformDate, platformTime } from "@doctor-console/domain";

/** The China-time day of an ISO instant (`yyyy-MM-dd`): what a day separator groups by. */
export function chatDay(iso: string): string {
  return platformDate(new Date(iso));
}

/** `HH:mm` of an ISO instant, in China time. */
export function chatTime(iso: string): string {
  return platformTime(new Date(iso)).slice(0, 5);
}

/** A day separator's words: 今天, 昨天, or the date. */
export function chatDayLabel(day: string, now: Date): string {
  if (day === platformDate(now)) return chatScreenTexts.today;
  if (day === platformDate(new Date(now.getTime() - 86_400_000))) return chatScreenTexts.yesterday;
  return day;
}

/** When the last message of a conversation was sent, short: its time today, 昨天, or `MM-dd`. */
export function chatWhen(iso: string, now: Date): string {
  const day = chatDay(iso);
  if (day === platformDate(now)) return chatTime(iso);
  const label = chatDayLabel(day, now);
  return label === day ? day.slice(5) : label;
}
