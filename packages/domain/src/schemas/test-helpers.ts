// Test-only helpers (not exported from the package).
import * as z from "zod/mini";

/** The messages a schema answers with for an input, keyed by dotted path ("" for the root). */
/** Any schema, classic zod or zod/mini. */
export type AnySchema = z.core.$ZodType;

export function messagesOf(schema: AnySchema, input: unknown): Record<string, string[]> {
  const result = z.safeParse(schema, input);
  const out: Record<string, string[]> = {};
  if (result.success) return out;
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join(".");
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

/** The first message at a path, or undefined. */
export function messageAt(schema: AnySchema, input: unknown, path: string): string | undefined {
  return messagesOf(schema, input)[path]?.[0];
}
