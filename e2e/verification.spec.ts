import { expect, test } from "./fixtures";
import { demo, signIn } from "./helpers";
import { png } from "../apps/server/test/support/files";
import { expectNoAxeViolations } from "./support/axe";

/** Verification that leads: required documents marked, the state and the next step told after each upload; an ended VIP. */
test.describe("verification that leads", () => {
  test("the document page marks the required documents and says, after each upload, where the account stands and what comes next", async ({ page }) => {
    await signIn(page, demo.unverified, { at: "/personalData/certificateReview" });
    await expect(page.locator("[data-slot=verification-slot]")).toHaveCount(11);
    await expect(page.locator("[data-slot=verification-slot]:has([data-required])")).toHaveCount(7);
    const progress = page.locator("[data-slot=verification-progress]");
    await expect(progress).toHaveAttribute("role", "status");
    await expect(progress).toContainText("账号状态：未认证");
    await expect(progress).toContainText("还需上传5项必传资料：手持身份证、医师资格证书、专业技术资格证书、医师执业证书、电子签名。");
    await expectNoAxeViolations(page, "/personalData/certificateReview");

    await page.getByLabel("手持身份证", { exact: true }).setInputFiles({ name: "手持.png", mimeType: "image/png", buffer: png() });
    await expect(page.getByText("上传成功")).toBeVisible();
    // The page reads the verification again and tells the new step.
    await expect(progress).toContainText("还需上传4项必传资料：医师资格证书、专业技术资格证书、医师执业证书、电子签名。");
    await expect(progress).toContainText("审核通过后即开通工作室");

    // Leave the demo data as it was for the other tests.
    await page.getByRole("button", { name: "删除：手持身份证" }).click();
    await page.getByRole("alertdialog", { name: "确定删除这张图片吗？" }).getByRole("button", { name: "删除" }).click();
    await expect(progress).toContainText("还需上传5项必传资料");
  });

  test("an ended VIP reads 已过期 in the user menu and its dialog", async ({ page }) => {
    await signIn(page, demo.unverified);
    // 李静怡, or 李静 once personal-data.spec (which runs earlier) has saved her profile.
    await page.getByRole("banner").getByRole("button", { name: /^李静/ }).click();
    const menu = page.getByRole("menu");
    await expect(menu.locator("[data-slot=user-menu-vip]")).toContainText("已过期");
    await expect(menu).not.toContainText("未开通");
    await menu.locator("[data-slot=user-menu-vip]").click();
    await expect(page.getByRole("dialog", { name: "VIP状态" }).locator("[data-slot=vip-status]")).toHaveText("已过期");
  });

  test("a doctor who never had VIP reads 未开通", async ({ page }) => {
    await signIn(page, demo.reviewing);
    await page.getByRole("button", { name: /王振华/ }).click();
    await expect(page.getByRole("menu").locator("[data-slot=user-menu-vip]")).toContainText("未开通");
  });

  test("a verified doctor is not offered 开通工作室 anywhere the doctor looks", async ({ page }) => {
    await signIn(page, demo.verified, { at: null });
    for (const path of ["/Welcome", "/personalData", "/personalData/certificateReview", "/patient"]) {
      await page.goto(path);
      await expect(page.locator("h1").first()).toBeVisible();
      await expect(page.getByRole("link", { name: "开通工作室" }), path).toHaveCount(0);
      await expect(page.getByText("您还未开通工作室"), path).toHaveCount(0);
    }
  });
});
