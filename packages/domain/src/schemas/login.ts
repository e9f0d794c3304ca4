// zod/mini: the sign-in page loads this schema, and its budget (≤ 110 KiB of JavaScript) has no
// room for classic zod (≈ 25 KiB gzip against ≈ 5 KiB).
import * as z from "zod/mini";
import { validationMessages as m } from "./messages";

/**
 * Login form (spec §5): account 账号不能为空, password 密码不能为空.
 * The account is trimmed (a blank account is empty); the password is taken as typed.
 */
export const loginSchema = z.object(
  {
    account: z.string({ error: m.accountRequired }).check(z.trim(), z.minLength(1, m.accountRequired)),
    password: z.string({ error: m.passwordRequired }).check(z.minLength(1, m.passwordRequired)),
  },
  { error: m.accountRequired },
);
export type LoginInput = z.input<typeof loginSchema>;
export type LoginValues = z.output<typeof loginSchema>;
