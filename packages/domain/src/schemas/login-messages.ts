/** The sign-in form's messages, apart from the others: the sign-in page shows only these (docs/performance.md). */
export const loginMessages = {
  accountRequired: "账号不能为空",
  passwordRequired: "密码不能为空",
} as const;
