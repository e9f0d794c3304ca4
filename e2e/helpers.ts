import { expect, type Page } from "@playwright/test";

export const demo = {
  verified: "13800138000",
  unverified: "13800138001",
  reviewing: "13800138002",
  password: "doctor123",
} as const;

export async function signIn(page: Page, account: string, password: string = demo.password): Promise<void> {
  await page.goto("/login");
  await page.getByRole("textbox", { name: "账号" }).fill(account);
  await page.getByLabel("密码", { exact: true }).fill(password);
  await page.getByRole("button", { name: "登录", exact: true }).click();
  await expect(page).toHaveURL(/\/Welcome$/i);
}
