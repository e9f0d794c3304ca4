import { expect, test, type Page } from "./fixtures";
import { demo, openInConsole, signIn, signInThroughForm } from "./helpers";
import { expectNoAxeViolations } from "./support/axe";

/**
 * Every page the end-to-end tests visit passes axe with WCAG 2.2 AA on
 * (target-size 2.5.8 included), as the doctor sees it once its data has arrived.
 */

/** Waits until the page's content is in: the lazy page, its data, no loading veil or spinner. */
async function settled(page: Page, content = page.locator("main")): Promise<void> {
  await expect(content.first()).toBeVisible();
  await expect(page.locator("[aria-busy=true], [data-slot=spinner], [data-slot=skeleton]")).toHaveCount(0);
}

/** Opens `path` in the console on screen (as its links do: no reload) and checks it. */
async function check(page: Page, path: string, content?: ReturnType<Page["locator"]>) {
  await openInConsole(page, path);
  await settled(page, content);
  await expectNoAxeViolations(page, path);
}

/** Signs in on `path` (its first page after signing in) and checks it. */
async function signInAndCheck(page: Page, account: string, path: string, content?: ReturnType<Page["locator"]>) {
  await signIn(page, account, { at: path });
  await settled(page, content);
  await expectNoAxeViolations(page, path);
}

test.describe("axe: zero WCAG 2.2 AA violations", () => {
  // Each test sweeps several pages (about 15 s on a quiet machine): a loaded one gets the time.
  test.describe.configure({ timeout: 180_000 });
  test("/login", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByRole("button", { name: "登录", exact: true })).toBeVisible();
    await expectNoAxeViolations(page, "/login");
  });

  test("the welcome page and /patient/*: every tab, prescription and record details", async ({ page }) => {
    // The home as a doctor first sees it, the sign-in's toast included.
    await signInThroughForm(page, demo.verified);
    await expectNoAxeViolations(page, "/Welcome");
    for (const tab of ["patient_djz", "patient_wzhz", "patient_yzr", "patient_ycf", "patient_yzc", "patient_xxmz", "patient_dpj", "patient_yjs", "patient_yjj"]) {
      await check(page, `/patient/${tab}`, page.getByRole("table"));
    }
    await openInConsole(page, "/patient/patient_ycf");
    await page.getByRole("link", { name: "查看处方" }).first().click();
    await expect(page).toHaveURL(/patient_cfxq/);
    await settled(page);
    await expectNoAxeViolations(page, "prescription detail");
    await openInConsole(page, "/patient/patient_yjs");
    await page.getByRole("link", { name: "查看病历" }).first().click();
    await expect(page.getByRole("article", { name: "问诊病历" })).toBeVisible();
    await settled(page);
    await expectNoAxeViolations(page, "medical record");
  });

  test("/nutriRecipel/*: the four tabs, the forms (PG-SGA, NRS-2002) and the details", async ({ page }) => {
    await signInAndCheck(page, demo.verified, "/nutriRecipel/nutriRecipel_jl", page.getByRole("table"));
    for (const tab of ["PGSGAJl", "assessJl", "nutrition"]) await check(page, `/nutriRecipel/${tab}`, page.getByRole("table"));
    for (const form of ["addnutriRecipel", "addnutrition", "addPGSGA?articleId=0", "addnutritionDy"]) await check(page, `/nutriRecipel/${form}`);
    const details: [string, RegExp][] = [
      ["nutriRecipel_jl", /^查看 .+ 的营养处方$/],
      ["PGSGAJl", /^查看 .+ 的 PG-SGA 评估$/],
      ["assessJl", /^查看 .+ 的 NRS-2002 筛查$/],
    ];
    for (const [tab, link] of details) {
      await openInConsole(page, `/nutriRecipel/${tab}`);
      await page.getByRole("link", { name: link }).first().click();
      await expect(page).toHaveURL(/Detail\?/);
      await settled(page);
      await expectNoAxeViolations(page, `detail from ${tab}`);
    }
  });

  test("/nutriRecipel: 待复筛, the forms for a known patient and the 营养档案", async ({ page }) => {
    await signInAndCheck(page, demo.verified, "/nutriRecipel/rescreen", page.getByRole("table", { name: "待复筛患者" }));
    for (const form of ["addnutriRecipel?articleId=0&nutritionPatientId=1", "addPGSGA?articleId=0&nutritionPatientId=1", "addnutritionDy?articleId=0&nutritionPatientId=1"]) {
      await check(page, `/nutriRecipel/${form}`, page.getByRole("combobox", { name: "选择已有患者" }));
    }
    await check(page, "/nutriRecipel/patientArchive?nutritionPatientId=1", page.getByRole("img", { name: /^NRS-2002/ }));
  });

  test("/personalData/*", async ({ page }) => {
    await signInAndCheck(page, demo.verified, "/personalData");
    for (const path of ["/personalData/editInformation", "/personalData/certificateReview", "/personalData/openingStudio"]) await check(page, path);
  });

  test("publishing: /releaseM, the editor, drafts, comments, diseases", async ({ page }) => {
    await signInAndCheck(page, demo.verified, "/releaseM", page.getByRole("table"));
    await check(page, "/releaseM/addArticle?articleId=0", page.getByRole("textbox").first());
    await check(page, "/drafts");
    await check(page, "/comment");
    await check(page, "/diseasesList");
    await check(page, "/releaseM/addDisease");
    await check(page, "/releaseM/video");
  });

  test("dialogs over a list: refusing an order", async ({ page }) => {
    await signInAndCheck(page, demo.verified, "/patient/patient_djz", page.getByRole("table"));
    // Checked once open, not mid-animation.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.getByRole("button", { name: /^拒绝/ }).first().click();
    const dialog = page.getByRole("alertdialog", { name: "拒绝接诊" });
    await dialog.getByRole("button", { name: "确定" }).click();
    await expect(dialog.getByText("请输入拒绝原因")).toBeVisible();
    await expectNoAxeViolations(page, "the refuse dialog with its message");
  });

  test("a doctor without a studio or VIP: the invitation, 暂无操作权限, a page outside the console", async ({ page }) => {
    await signInAndCheck(page, demo.unverified, "/patient", page.getByRole("region", { name: "您还未开通工作室" }));
    await check(page, "/wisdomZY", page.getByText("暂无操作权限"));
    await check(page, "/myPatient");
  });
});

test.describe("axe at a phone's width (Lighthouse's mobile run)", () => {
  test.use({ viewport: { width: 412, height: 823 } });
  test("/patient/patient_djz, /nutriRecipel and /releaseM", async ({ page }) => {
    await signInAndCheck(page, demo.verified, "/patient/patient_djz", page.getByRole("table"));
    await check(page, "/nutriRecipel", page.getByRole("table"));
    await check(page, "/releaseM", page.getByRole("table"));
  });
});
