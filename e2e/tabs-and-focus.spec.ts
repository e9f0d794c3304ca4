import { expect, test, type Page } from "./fixtures";
import { demo, signIn, signInThroughForm } from "./helpers";

const tabBar = (page: Page) => page.getByRole("navigation", { name: "已打开的页面" });
const openedTabs = (page: Page) => tabBar(page).locator("[data-slot=tab-bar-link]");
const menu = (page: Page) => page.getByRole("navigation", { name: "主菜单" });

async function openSomePages(page: Page) {
  await menu(page).getByRole("link", { name: /^问诊订单/ }).click();
  await expect(page).toHaveURL(/\/patient/);
  await menu(page).getByRole("link", { name: "营养管理" }).click();
  await expect(page).toHaveURL(/\/nutriRecipel/);
  await expect(openedTabs(page)).toHaveText(["首页", "问诊订单", "营养管理"]);
}

test.describe("opened tabs", () => {
  test("关闭其他 keeps the current page and the home; 关闭全部 keeps the home and opens it", async ({ page }) => {
    await signIn(page, demo.verified);
    await openSomePages(page);
    await tabBar(page).getByRole("button", { name: "关闭其他" }).click();
    await expect(openedTabs(page)).toHaveText(["首页", "营养管理"]);
    await expect(page).toHaveURL(/\/nutriRecipel/);
    await tabBar(page).getByRole("button", { name: "关闭全部" }).click();
    await expect(openedTabs(page)).toHaveText(["首页"]);
    await expect(page).toHaveURL(/\/Welcome$/i);
  });

  test("a logout closes every opened page", async ({ page }) => {
    await signIn(page, demo.verified);
    await openSomePages(page);
    await page.getByRole("button", { name: /张明远/ }).click();
    await page.getByRole("menuitem", { name: "退出登录" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signInThroughForm(page, demo.verified);
    await expect(openedTabs(page)).toHaveText(["首页"]);
  });

  test("another account signing in on this browser tab does not get the last one's tabs", async ({ page }) => {
    await signIn(page, demo.verified);
    await openSomePages(page);
    // No logout: the next doctor signs in over the first one's session.
    await signInThroughForm(page, demo.unverified);
    await expect(openedTabs(page)).toHaveText(["首页"]);
  });
});

test.describe("keyboard focus", () => {
  test("/login puts the cursor in the account field", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByRole("textbox", { name: "账号" })).toBeFocused();
  });

  test("after a navigation focus is on the new page's heading; a section's child tabs keep it", async ({ page }) => {
    await signIn(page, demo.verified);
    await menu(page).getByRole("link", { name: /^问诊订单/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "问诊订单" })).toBeFocused();
    // The next Tab leaves the heading for the page's own controls, not the menu at the top.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("main").locator(":focus")).toHaveCount(1);
    const child = page.getByRole("navigation", { name: "问诊订单分类" }).getByRole("link", { name: "已接诊" });
    await child.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/patient_wzhz/);
    await expect(child).toBeFocused();
    await menu(page).getByRole("link", { name: "营养管理" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "营养管理" })).toBeFocused();
  });
});
