import * as z from "zod";
import { validationMessages as m } from "./messages";

/**
 * Login form (spec §5): account 账号不能为空, password 密码不能为空.
 * The account is trimmed (a blank account is empty); the password is taken as typed.
 */
export const loginSchema = z.object(
  {
    account: z.string({ error: m.accountRequired }).trim().min(1, m.accountRequired),
    password: z.string({ error: m.passwordRequired }).min(1, m.passwordRequired),
  },
  { error: m.accountRequired },
);
export type LoginInput = z.input<typeof loginSchema>;
export type LoginValues = z.output<typeof loginSchema>;
