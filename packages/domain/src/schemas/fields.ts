/**
 * Field builders shared by the schemas. Each one answers with exactly one message for every kind
 * of bad input (missing, wrong type, empty, out of range), so a form never shows zod's English.
 */
import * as z from "zod/mini";

/**
 * Any value, checked by the transform after it, which answers exactly one issue with the field's
 * message. (A `z.union` of string and number would also carry zod's English per-branch errors,
 * which form resolvers may show instead, and would stop the object's cross-field rules.)
 */
const anyInput = () => z.optional(z.unknown());

/** A required text: non-string or blank (after trimming) gives `message`. Output is trimmed. */
export function requiredText(message: string, max?: { length: number; message: string }) {
  const base = z.string({ error: message }).check(z.trim(), z.minLength(1, message));
  return max ? base.check(z.maxLength(max.length, max.message)) : base;
}

/** An optional text: missing or null becomes "", anything else must be a string. */
export function optionalText(message: string) {
  return z.pipe(
    z.optional(z.union([z.string(), z.null()], { error: message })),
    z.transform((v: string | null | undefined) => (v ?? "").trim()),
  );
}

/**
 * `schema`'s output, or `fallback` when the input does not pass it: zod's `catch`, written as a
 * union with a branch that always answers `fallback`, because `z.catch` brings all of zod's util
 * namespace into a bundle (about 3.4 KiB gzip; see docs/performance.md). As with `catch`, a field
 * that may be left out stays left out.
 */
export function orElse<S extends z.core.$ZodType>(schema: S, fallback: z.output<S>) {
  return z.union([schema, z.pipe(z.custom<z.input<S>>(), z.transform((): z.output<S> => fallback))]);
}

/** Parse a number typed into an input (string) or given as a number; NaN when it is not one. */
export function toNumber(value: unknown): number {
  if (typeof value === "number") return value;
  if (typeof value === "string" && value.trim() !== "") return Number(value.trim());
  return Number.NaN;
}

/**
 * A required number from a text input or a number. Missing or blank gives `message` (…不能为空);
 * a value that is there but wrong (not a number, not whole, out of [min, max], or what `refine`
 * refuses) gives `invalidMessage` (请输入正确的…, defaults to `message`), or `rangeMessage` when
 * given and the number is out of range.
 */
export function requiredNumber(
  message: string,
  opts: {
    min?: number;
    max?: number;
    integer?: boolean;
    invalidMessage?: string;
    rangeMessage?: string;
    maxDigits?: number;
    /** A further rule: the message when `n` is refused, undefined when accepted. */
    refine?: (n: number) => string | undefined;
  } = {},
) {
  const invalid = opts.invalidMessage ?? message;
  return z.pipe(
    anyInput(),
    z.transform((raw: unknown, ctx) => {
      const fail = (msg: string) => {
        ctx.issues.push({ code: "custom", message: msg, input: raw });
        return z.NEVER;
      };
      if (typeof raw !== "string" && typeof raw !== "number") return fail(message);
      if (typeof raw === "string" && raw.trim() === "") return fail(message);
      if (opts.maxDigits !== undefined && typeof raw === "string" && !new RegExp(`^\\s*\\d{1,${opts.maxDigits}}\\s*$`).test(raw)) return fail(invalid);
      const n = toNumber(raw);
      if (!Number.isFinite(n) || (opts.integer && !Number.isInteger(n))) return fail(invalid);
      const refused = opts.refine?.(n);
      if (refused) return fail(refused);
      if ((opts.min !== undefined && n < opts.min) || (opts.max !== undefined && n > opts.max)) return fail(opts.rangeMessage ?? invalid);
      return n;
    }),
  );
}

/**
 * One value out of `values`, given as itself or as its string form (selects and radios hand out
 * strings); the output is the canonical value. Anything else gives `message`.
 */
export function choice<const T extends readonly (string | number)[]>(values: T, message: string) {
  return z.pipe(
    anyInput(),
    z.transform((raw: unknown, ctx): T[number] => {
      if (typeof raw !== "string" && typeof raw !== "number") {
        ctx.issues.push({ code: "custom", message, input: raw });
        return z.NEVER;
      }
      const hit = values.find((v) => String(v) === String(raw).trim());
      if (hit === undefined) {
        ctx.issues.push({ code: "custom", message, input: raw });
        return z.NEVER;
      }
      return hit;
    }),
  );
}

/**
 * A multi-select out of `values`: an array of distinct known values with at least `min` entries;
 * anything else gives `message`. Order follows `values`.
 */
export function multiChoice<const T extends readonly string[]>(values: T, message: string, min = 1) {
  return z.pipe(
    z.array(z.unknown(), { error: message }),
    z.transform((raw: unknown[], ctx): T[number][] => {
      if (raw.some((v) => typeof v !== "string" || !values.includes(v)) || raw.length < min) {
        ctx.issues.push({ code: "custom", message, input: raw });
        return z.NEVER;
      }
      return values.filter((v) => raw.includes(v)) as T[number][];
    }),
  );
}

/** A positive integer id (number or numeric string). */
export function id(message: string) {
  return requiredNumber(message, { min: 1, integer: true });
}

/** Is `value` a non-null object (for refinements that must read raw input)? */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Blank: missing, null, or a string of only whitespace. */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
}
