import { expect, test, type Page } from "./fixtures";
import { demo, signIn, signInThroughForm } from "./helpers";

// See docs/behaviour/shell.md#unsaved-work: a form with unsaved input asks before it is left, keeps
// a copy in the browser, and survives signing in again in place.

const tabBar = (page: Page) => page.getByRole("navigation", { name: "已打开的页面" });
const menu = (page: Page) => page.getByRole("navigation", { name: "主菜单" });
const leaveQuestion = (page: Page) => page.getByRole("alertdialog", { name: "内容尚未提交，确定离开吗？" });
const formPath = /\/nutriRecipel\/addnutriRecipel\?articleId=0$/;

/** Signs in on the nutrition page, opens 开具营养处方 by clicks and types the patient's basic information (the form holds unsaved input). */
async function startPrescription(page: Page, patient: string) {
  await signIn(page, demo.verified, { at: "/nutriRecipel" });
  await openPrescription(page, patient);
}

/** From the nutrition page: opens 开具营养处方 and types the patient's basic information. */
async function openPrescription(page: Page, patient: string) {
  await page.getByRole("link", { name: "开具营养处方" }).click();
  await expect(page).toHaveURL(formPath);
  await page.getByRole("button", { name: "填写基本信息" }).click();
  const info = page.getByRole("dialog", { name: "患者基本信息" });
  await info.getByRole("textbox", { name: "姓名" }).fill(patient);
  await info.getByRole("radio", { name: "女" }).click();
  await info.getByRole("textbox", { name: "年龄" }).fill("71");
  await info.getByRole("textbox", { name: "手机号" }).fill("13812345678");
  await info.getByRole("button", { name: "确定" }).click();
  await expect(info).toBeHidden();
  await expect(patientShown(page, patient)).toBeVisible();
}

const patientShown = (page: Page, patient: string) => page.locator('[data-slot="patient-info"]').getByText(patient, { exact: true });

/** The leave question is asked; 留下 keeps the page and what was typed. */
async function askedAndStay(page: Page, patient: string) {
  await expect(leaveQuestion(page)).toBeVisible();
  await leaveQuestion(page).getByRole("button", { name: "留下" }).click();
  await expect(leaveQuestion(page)).toBeHidden();
  await expect(page).toHaveURL(formPath);
  await expect(patientShown(page, patient)).toBeVisible();
}

test.describe("unsaved work", () => {
  test("leaving a dirty nutrition prescription by a tab, the menu or Back is asked; 留下 keeps it; 离开 and back by its tab brings it back", async ({ page }) => {
    const patient = "离开测试";
    await startPrescription(page, patient);

    // The tab bar: switching to another opened page.
    await tabBar(page).getByRole("link", { name: "营养管理" }).click();
    await askedAndStay(page, patient);
    // The menu.
    await menu(page).getByRole("link", { name: "发布管理" }).click();
    await askedAndStay(page, patient);
    // Back.
    await page.goBack();
    await askedAndStay(page, patient);
    // Closing the form's own tab.
    await tabBar(page).getByRole("button", { name: "关闭 开具营养处方" }).click();
    await askedAndStay(page, patient);
    await expect(tabBar(page).getByRole("link", { name: "开具营养处方" })).toBeVisible();

    // Back again and 离开: the page before opens; the form's tab brings it back as it was.
    await page.goBack();
    await leaveQuestion(page).getByRole("button", { name: "离开" }).click();
    await expect(page).toHaveURL(/\/nutriRecipel\/nutriRecipel_jl$/);
    await tabBar(page).getByRole("link", { name: "开具营养处方" }).click();
    await expect(patientShown(page, patient)).toBeVisible();

    // 离开: the other page opens; choosing the form's tab again finds it as it was.
    await tabBar(page).getByRole("link", { name: "营养管理" }).click();
    await leaveQuestion(page).getByRole("button", { name: "离开" }).click();
    await expect(page).toHaveURL(/\/nutriRecipel\/nutriRecipel_jl$/);
    await tabBar(page).getByRole("link", { name: "开具营养处方" }).click();
    await expect(page).toHaveURL(formPath);
    await expect(patientShown(page, patient)).toBeVisible();
    await expect(page.getByRole("region", { name: "恢复未保存的内容" })).toHaveCount(0);

    // An untouched form is left without a question.
    await page.goto("/nutriRecipel/addnutriRecipel?articleId=0");
    await page.getByRole("region", { name: "恢复未保存的内容" }).getByRole("button", { name: "放弃" }).click();
    await expect(page.getByRole("region", { name: "恢复未保存的内容" })).toHaveCount(0);
    await menu(page).getByRole("link", { name: "首页" }).click();
    await expect(page).toHaveURL(/\/Welcome$/i);
    await expect(leaveQuestion(page)).toHaveCount(0);
  });

  test("signed in through the form, with no reload since, Back from a dirty form is asked too", async ({ page }) => {
    // The router began listening to Back on /login, before the shell and its leave guard had loaded.
    const patient = "表单登录";
    await signInThroughForm(page, demo.verified);
    await menu(page).getByRole("link", { name: "营养管理" }).click();
    await openPrescription(page, patient);
    await page.goBack();
    await askedAndStay(page, patient);
  });

  test("a reload asks first (beforeunload), then offers the browser's copy of the prescription", async ({ page }) => {
    const patient = "刷新测试";
    await startPrescription(page, patient);

    const asked: string[] = [];
    page.on("dialog", (dialog) => {
      asked.push(dialog.type());
      void dialog.accept();
    });
    await page.reload();
    expect(asked).toContain("beforeunload");

    const banner = page.getByRole("region", { name: "恢复未保存的内容" });
    await expect(banner).toBeVisible();
    await expect(patientShown(page, patient)).toHaveCount(0);
    await banner.getByRole("button", { name: /恢复未保存的内容/ }).click();
    await expect(patientShown(page, patient)).toBeVisible();
    await expect(banner).toHaveCount(0);
  });

  test("signing in again in place after every cookie expired keeps the form, the studio and the VIP menu", async ({ page, context }) => {
    const patient = "重新登录";
    await startPrescription(page, patient);
    await expect(menu(page).getByRole("link", { name: "智能开方" })).toBeVisible();

    // Every cookie expires (the platform's session and the console's own).
    await context.clearCookies();
    // The next call answers 401: the password is asked where the doctor is.
    await page.getByRole("button", { name: "添加营养品" }).click();
    await page.getByRole("dialog", { name: "添加营养品" }).getByRole("combobox", { name: "营养品" }).pressSequentially("乳清");
    const reauth = page.getByRole("dialog", { name: "登陆超时" });
    await expect(reauth).toBeVisible();
    await reauth.getByLabel("密码", { exact: true }).fill(demo.password);
    await reauth.getByRole("button", { name: "继续编辑" }).click();
    await expect(reauth).toBeHidden();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "添加营养品" })).toBeHidden();

    // No reload: the form, the VIP menu and the studio as before.
    await expect(page).toHaveURL(formPath);
    await expect(patientShown(page, patient)).toBeVisible();
    await expect(menu(page).getByRole("link", { name: "智能开方" })).toBeVisible();
    await menu(page).getByRole("link", { name: "发布管理" }).click();
    await leaveQuestion(page).getByRole("button", { name: "离开" }).click();
    await expect(page).toHaveURL(/\/releaseM/);
    await expect(page.getByText("您还未开通工作室")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("Back right after issuing a prescription, before its detail page has arrived, opens the form empty; 提交 issues nothing twice", async ({ page }) => {
    const patient = "返回重复";
    await startPrescription(page, patient);
    await page.getByRole("button", { name: "添加营养品" }).click();
    const dialog = page.getByRole("dialog", { name: "添加营养品" });
    await dialog.getByRole("combobox", { name: "营养品" }).pressSequentially("乳清");
    await dialog.getByRole("option", { name: /乳清蛋白粉/ }).click();
    await expect(dialog.getByRole("textbox", { name: "用法用量" })).not.toHaveValue("");
    await dialog.getByRole("spinbutton", { name: "数量" }).fill("1");
    await dialog.getByRole("button", { name: "确定" }).click();
    await expect(dialog).toBeHidden();

    // The detail page's code arrives late (a slow network, a busy machine): the doctor presses
    // Back while it is on its way, right after 提交成功.
    let releaseDetail = () => {};
    const detailHeld = new Promise<void>((resolve) => (releaseDetail = resolve));
    let held = 0;
    await page.route(/\/assets\/prescription-detail-page-[^/]*\.js$/, async (route) => {
      held += 1;
      await detailHeld;
      await route.continue();
    });
    const issued: string[] = [];
    page.on("response", (r) => {
      if (r.url().includes("/docnutrition/addNutritionPrescription") && r.request().method() === "POST") issued.push(r.url());
    });
    await page.getByRole("button", { name: "提交", exact: true }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "提交成功" }).first()).toBeVisible();
    await expect(page).toHaveURL(/\/nutriRecipel\/nutriRecipelDetail\?nutritionPrescriptionId=\d+$/);
    // The race this test is about: the detail page's code was asked for and is still held.
    expect(held).toBeGreaterThan(0);
    await page.goBack();
    await expect(page).toHaveURL(formPath);
    releaseDetail();

    // The prescription is issued: the form opens empty, nothing of it kept or offered.
    await expect(page.getByText("尚未填写患者基本信息")).toBeVisible();
    await expect(patientShown(page, patient)).toHaveCount(0);
    await expect(page.getByText("尚未添加营养品")).toBeVisible();
    await expect(page.getByRole("region", { name: "恢复未保存的内容" })).toHaveCount(0);
    // 提交 now has nothing to issue.
    await page.getByRole("button", { name: "提交", exact: true }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "请完善信息在提交" }).first()).toBeVisible();
    expect(issued).toHaveLength(1);
  });

  test("a server failure while the form holds unsaved input does not advise a reload", async ({ page }) => {
    const patient = "失败测试";
    await startPrescription(page, patient);
    await page.route("**/api/docnutrition/getnourishmentlist**", (route) => route.fulfill({ status: 500, body: "down" }));
    await page.getByRole("button", { name: "添加营养品" }).click();
    await page.getByRole("dialog", { name: "添加营养品" }).getByRole("combobox", { name: "营养品" }).pressSequentially("乳清");
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "服务器开小差了" }).first();
    await expect(toast).toHaveText(/服务器开小差了，请稍后重试，已填写的内容不会丢失/);
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "刷新" })).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(patientShown(page, patient)).toBeVisible();
  });
});
