import * as z from "zod/mini";
import { validationMessages as m } from "./messages";

/** 11 digits, first 1, second 3/4/5/7/8 (see docs/behaviour/README.md#phone-numbers). */
export const PHONE_PATTERN = /^1[34578]\d{9}$/;

/** The phone rule as a predicate (the value is trimmed first). */
export function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(value.trim());
}

/** The message the phone rule gives for a value, or null when it passes. */
export function phoneMessage(value: unknown): string | null {
  if (value === undefined || value === null) return m.phoneRequired;
  if (typeof value !== "string") return m.phoneInvalid;
  if (value.trim() === "") return m.phoneRequired;
  return isValidPhone(value) ? null : m.phoneInvalid;
}

/**
 * The phone rule as a zod field, used by every form with a phone: empty gives 手机号不能为空,
 * anything else that is not a mainland mobile number gives 请输入正确的手机号. Output is trimmed.
 */
export const phoneSchema = z
  .string({ error: (iss) => (iss.input === undefined || iss.input === null ? m.phoneRequired : m.phoneInvalid) })
  .check(z.trim(), z.minLength(1, { error: m.phoneRequired, abort: true }), z.regex(PHONE_PATTERN, m.phoneInvalid));
