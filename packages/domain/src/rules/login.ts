// No zod here: the sign-in page (≤ 110 KiB of JavaScript, React alone 68) uses this rule directly.
import { validationMessages as m } from "../schemas/messages";

export interface LoginInput {
  account: string;
  password: string;
}
export type LoginValues = LoginInput;
export type LoginErrors = Partial<Record<keyof LoginInput, string>>;

/**
 * The login rule (spec §5): account 账号不能为空 (a blank account is empty), password 密码不能为空.
 * Answers the message of each bad field; `{}` when both are fine.
 */
export function loginErrors(values: Partial<Record<keyof LoginInput, unknown>>): LoginErrors {
  const errors: LoginErrors = {};
  if (typeof values.account !== "string" || values.account.trim() === "") errors.account = m.accountRequired;
  if (typeof values.password !== "string" || values.password === "") errors.password = m.passwordRequired;
  return errors;
}

/** The login values as sent: the account trimmed, the password as typed. */
export function loginValues(values: LoginInput): LoginValues {
  return { account: values.account.trim(), password: values.password };
}

