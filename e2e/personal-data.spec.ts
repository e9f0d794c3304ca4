import { expect, test, type Page } from "./fixtures";
import { demo, signIn } from "./helpers";
import { gif, jpeg, png } from "../apps/server/test/support/files";

const MB = 1024 * 1024;
const field = (page: Page, label: string) => page.locator("dt", { hasText: new RegExp(`^${label}$`) }).locator("xpath=following-sibling::dd[1]");
const verificationLine = (page: Page) => page.locator("[data-slot=profile-card-verification]");

async function profile(page: Page) {
  const answer = await page.request.get("/api/management/message");
  return ((await answer.json()) as { result: { doctor: Record<string, unknown> } }).result.doctor;
}
async function verification(page: Page) {
  const answer = await page.request.get("/api/management/authentication");
  return (await answer.json()) as { errcode: number; result: { state: number; list: { type: string; paperUrl: string }[] } | null };
}

test.describe("personal data", () => {
  test("the verified doctor: card, state words and links", async ({ page }) => {
    await signIn(page, demo.verified, { at: "/personalData" });
    await expect(page.getByRole("heading", { level: 1, name: "个人资料" })).toBeVisible();
    await expect(field(page, "姓名")).toHaveText("张明远");
    await expect(field(page, "性别")).toHaveText("男");
    await expect(field(page, "出生日期")).toHaveText("1972-06-18");
    await expect(field(page, "医院名称")).toHaveText("北京康宁中医医院");
    await expect(field(page, "医院等级")).toHaveText("三级");
    await expect(field(page, "职称")).toHaveText("主任医师");
    await expect(field(page, "所在地区")).toHaveText("北京市 东城区");
    await expect(field(page, "所在科室")).toHaveText("中医内科 / 脾胃病科");
    await expect(field(page, "工作年限")).toHaveText("10年以上");
    await expect(verificationLine(page)).toContainText("已认证");
    // The studio is open: 开通工作室 is not offered; the agreement stays readable at its address.
    await expect(page.getByRole("link", { name: "开通工作室" })).toHaveCount(0);
    await page.goto("/personalData/openingStudio");
    await expect(page.getByRole("heading", { level: 1, name: "工作室开通协议" })).toBeVisible();
    const contents = page.getByRole("navigation", { name: "目录" });
    await expect(contents.getByRole("link")).toHaveCount(10);
    await contents.getByRole("link", { name: "第五条　患者数据与隐私保护" }).click();
    await expect(page.getByRole("heading", { name: "第五条　患者数据与隐私保护" })).toBeInViewport();
    // Printed: the text alone, without the shell, the contents or the print button.
    await page.emulateMedia({ media: "print" });
    await expect(contents).toBeHidden();
    await expect(page.getByRole("button", { name: "打印协议" })).toBeHidden();
    await expect(page.getByRole("heading", { name: "第八条　协议的变更与终止" })).toBeVisible();
  });

  test("the doctor under review: 审核中 on the card, the link, and a read-only document page", async ({ page }) => {
    await signIn(page, demo.reviewing, { at: "/personalData" });
    await expect(verificationLine(page)).toContainText("审核中");
    await expect(page.getByRole("link", { name: "开通工作室" })).toHaveAttribute("href", "/personalData/openingStudio");
    await page.getByRole("link", { name: "审核中" }).click();
    await expect(page).toHaveURL(/\/personalData\/certificateReview$/);
    await expect(page.getByRole("status").filter({ hasText: "资料审核中" })).toBeVisible();
    for (const label of ["身份证正面", "手持身份证", "医师执业证书", "其他"]) await expect(page.getByLabel(label, { exact: true })).toBeDisabled();
    await expect(page.getByRole("button", { name: /^删除：/ })).toHaveCount(0);
    await page.getByRole("button", { name: "查看大图：身份证正面" }).click();
    await expect(page.getByRole("dialog", { name: "身份证正面" }).getByRole("img")).toBeVisible();
  });

  test("the unverified doctor uploads and deletes a document; bad files never leave", async ({ page }) => {
    await signIn(page, demo.unverified, { at: "/personalData" });
    await expect(verificationLine(page)).toContainText("未认证");
    await page.getByRole("link", { name: "管理资料" }).click();
    const slot = page.getByLabel("学历证书", { exact: true });
    await expect(page.getByRole("heading", { level: 3 })).toHaveCount(11);

    // A 3 MB PNG and a GIF renamed .png: their messages, no request.
    let posted = 0;
    page.on("request", (r) => {
      if (r.method() === "POST" && r.url().includes("/management/authentication")) posted++;
    });
    await slot.setInputFiles({ name: "big.png", mimeType: "image/png", buffer: png({ size: 3 * MB }) });
    await expect(page.getByText("上传图片大小不能超过 2MB!")).toBeVisible();
    await slot.setInputFiles({ name: "renamed.png", mimeType: "image/png", buffer: gif() });
    await expect(page.getByText("上传图片只能是 JPG 或 PNG 格式!")).toBeVisible();
    expect(posted).toBe(0);

    await slot.setInputFiles({ name: "学历.png", mimeType: "image/png", buffer: png() });
    await expect(page.getByText("上传成功")).toBeVisible();
    await expect(page.getByRole("img", { name: "学历证书" })).toBeVisible();
    const after = await verification(page);
    const stored = after.result!.list.find((d) => d.type === "diplomaCertificate");
    expect(stored?.paperUrl).toBeTruthy();

    await page.getByRole("button", { name: "删除：学历证书" }).click();
    const dialog = page.getByRole("alertdialog", { name: "确定删除这张图片吗？" });
    await dialog.getByRole("button", { name: "删除" }).click();
    await expect(page.getByText("删除成功")).toBeVisible();
    await expect(page.getByRole("img", { name: "学历证书" })).toHaveCount(0);
    expect((await verification(page)).result!.list.some((d) => d.type === "diplomaCertificate")).toBe(false);
  });

  test("edit and save: the server, the card and the top bar show the new values", async ({ page }) => {
    await signIn(page, demo.unverified, { at: "/personalData/editInformation" });
    const name = page.getByRole("textbox", { name: "姓名" });
    await expect(name).toHaveValue("李静怡");

    // An empty required field: its message, nothing sent, everything else kept.
    await page.getByRole("textbox", { name: "医院名称" }).fill("上海仁和医院");
    await name.fill("");
    await page.getByRole("button", { name: "保存" }).click();
    await expect(page.getByText("请输入姓名")).toBeVisible();
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    await expect(page.getByRole("textbox", { name: "医院名称" })).toHaveValue("上海仁和医院");

    // The avatar: a 3 MB PNG and a GIF renamed .png are refused; a JPEG uploads with the rest untouched.
    const avatar = page.getByLabel("头像", { exact: true });
    await avatar.setInputFiles({ name: "big.png", mimeType: "image/png", buffer: png({ size: 3 * MB }) });
    await expect(page.getByText("上传头像图片大小不能超过 2MB!")).toBeVisible();
    await avatar.setInputFiles({ name: "me.png", mimeType: "image/png", buffer: gif() });
    await expect(page.getByText("上传头像图片只能是 JPG 格式!")).toBeVisible();
    await avatar.setInputFiles({ name: "me.jpg", mimeType: "image/jpeg", buffer: jpeg() });
    await expect(page.getByText("上传成功")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "医院名称" })).toHaveValue("上海仁和医院");

    await name.fill("李静");
    await page.getByRole("button", { name: "所在地区" }).click();
    await page.getByRole("option", { name: "广东省" }).click();
    await page.getByRole("option", { name: "广州市" }).click();
    await page.getByRole("option", { name: "天河区" }).click();
    await page.getByRole("combobox", { name: "工作年限" }).click();
    await page.getByRole("option", { name: "5-10年" }).click();

    // Leaving with unsaved changes asks first.
    await page.getByRole("banner").getByRole("link").first().click();
    const leave = page.getByRole("alertdialog", { name: "资料尚未保存，确定离开吗？" });
    await leave.getByRole("button", { name: "留下" }).click();
    await expect(page).toHaveURL(/editInformation$/);

    await page.getByRole("button", { name: "保存" }).click();
    await page.getByRole("alertdialog", { name: "确认修改信息？" }).getByRole("button", { name: "确定" }).click();
    await expect(page.getByText("保存成功")).toBeVisible();
    await expect(page).toHaveURL(/\/personalData$/);
    await expect(field(page, "姓名")).toHaveText("李静");
    await expect(field(page, "医院名称")).toHaveText("上海仁和医院");
    await expect(field(page, "所在地区")).toHaveText("广东省 广州市 天河区");
    await expect(field(page, "工作年限")).toHaveText("5-10年");
    const saved = await profile(page);
    expect(saved).toMatchObject({ doctorName: "李静", hospital: "上海仁和医院", county: "440106", countyName: "天河区", practiceYear: 4 });
    expect(String(saved.photoUrl)).not.toContain("avatar-li");
    // The top bar follows without a reload.
    await expect(page.getByRole("banner")).toContainText("李静");
    await expect(page.getByRole("banner").locator(`img[src="${String(saved.photoUrl)}"]`)).toHaveCount(1);
  });

  test("a failed profile load shows the failure and 重试, on the card and on the edit page", async ({ page }) => {
    await signIn(page, demo.verified, { at: null });
    let failing = true;
    await page.route("**/api/management/message", (route) =>
      failing && route.request().method() === "GET" ? route.fulfill({ status: 500, body: "down" }) : route.fallback(),
    );
    for (const path of ["/personalData", "/personalData/editInformation"]) {
      failing = true;
      await page.goto(path);
      await expect(page.getByRole("alert").filter({ hasText: "服务器开小差了，请刷新页面重新请求" })).toBeVisible();
      await expect(page.getByRole("status").filter({ hasText: "加载中" })).toHaveCount(0);
      failing = false;
      await page.getByRole("button", { name: "重试" }).click();
      if (path === "/personalData") await expect(field(page, "姓名")).toHaveText("张明远");
      else await expect(page.getByRole("textbox", { name: "姓名" })).toHaveValue("张明远");
    }
  });

  test("an empty profile shows the empty fields and the way to fill them", async ({ page }) => {
    await signIn(page, demo.verified, { at: null });
    await page.route("**/api/management/message", async (route) => {
      if (route.request().method() !== "GET") return route.fallback();
      const answer = await route.fetch();
      const body = (await answer.json()) as { result: { doctor: Record<string, unknown> } };
      const { doctorInfoId } = body.result.doctor;
      body.result.doctor = { doctorInfoId, doctorName: "" };
      await route.fulfill({ response: answer, json: body });
    });
    await page.goto("/personalData");
    await expect(page.getByRole("heading", { level: 1, name: "个人资料" })).toBeVisible();
    await expect(field(page, "姓名")).toHaveText("—");
    await expect(field(page, "医院名称")).toHaveText("—");
    await page.getByRole("link", { name: "编辑资料" }).click();
    await expect(page).toHaveURL(/editInformation$/);
    await expect(page.getByRole("textbox", { name: "姓名" })).toHaveValue("");
    await expect(page.getByRole("textbox", { name: "医院名称" })).toHaveValue("");
  });
});
