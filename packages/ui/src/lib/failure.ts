/**
 * What to tell the doctor when an intent callback fails. The console's api client rejects with an
 * error whose `message` is already the text to show (the server's errmsg where the spec says so)
 * and whose `severity` says how; "silent" failures show nothing.
 */
export function failureMessage(error: unknown): string | null {
  if (typeof error === "object" && error !== null && (error as { severity?: unknown }).severity === "silent") return null;
  if (error instanceof Error) return error.message || null;
  if (typeof error === "string") return error || null;
  return null;
}
