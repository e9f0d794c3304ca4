// No zod here: the sign-in page (≤ 110 KiB of JavaScript, React alone 68) uses this rule directly.
import { loginMessages as m } from "../schemas/login-messages";
import { errcodes } from "../errcodes";

export interface LoginInput {
  account: string;
  password: string;
}
export type LoginValues = LoginInput;
export type LoginErrors = Partial<Record<keyof LoginInput, string>>;

/**
 * The login rule (see docs/behaviour/sign-in-and-session.md#signing-in-with-a-password): account 账号不能为空 (a blank account is empty), password 密码不能为空.
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


/** Which login field a refused login's errcode belongs under: 30005 (该手机号尚未注册) the account, 30001 (密码错误) the password. */
export function loginErrorField(errcode: number): keyof LoginInput | undefined {
  if (errcode === errcodes.phoneNotRegistered) return "account";
  if (errcode === errcodes.wrongPassword) return "password";
  return undefined;
}

/** What the QR-login panel says of its code in each state (house wording; 二维码已过期 is the platform's 30013 text). */
export const qrLoginStatusTexts = {
  loading: "二维码加载中",
  waiting: "等待扫码",
  expired: "二维码已过期",
  error: "二维码加载失败",
} as const;
