// Test-only helpers (not exported from the package).
import type * as z from "zod";

/** The messages a schema answers with for an input, keyed by dotted path ("" for the root). */
export function messagesOf(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  const out: Record<string, string[]> = {};
  if (result.success) return out;
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join(".");
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

/** The first message at a path, or undefined. */
export function messageAt(schema: z.ZodType, input: unknown, path: string): string | undefined {
  return messagesOf(schema, input)[path]?.[0];
}
