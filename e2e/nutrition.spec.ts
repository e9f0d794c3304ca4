import { expect, test, type Locator, type Page } from "./fixtures";
import { demo, signIn } from "./helpers";

const noLibrary = "您所在的医院暂无营养品库,请联系医院管理员添加";
/** A name no other run of this file used (names are at most 20 characters). */
const uniqueName = (prefix: string) => `${prefix}${Date.now().toString().slice(-6)}`;

async function expectToast(page: Page, text: string) {
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: text }).first()).toBeVisible();
}

async function fillNutritionPatient(scope: Page | Locator, name: string, age: string) {
  await scope.getByRole("textbox", { name: "姓名" }).fill(name);
  await scope.getByRole("textbox", { name: "年龄" }).fill(age);
  await scope.getByRole("radio", { name: "女" }).click();
  await scope.getByRole("textbox", { name: "手机号" }).fill("13912345678");
  await scope.getByRole("spinbutton", { name: "身高(cm)" }).fill("160");
  await scope.getByRole("spinbutton", { name: "体重(kg)" }).fill("50");
  await expect(scope.getByRole("status", { name: "BMI" })).toHaveText("19.5");
  await scope.getByRole("textbox", { name: "疾病诊断" }).fill("胃癌术后");
  await scope.getByRole("button", { name: "下一步" }).click();
}

/** Watches the calls the page makes to one API path. */
function countCalls(page: Page, fragment: string) {
  const calls: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes(fragment) && r.method() === "POST") calls.push(r.url());
  });
  return calls;
}

test.describe("nutrition", () => {
  test("issue a prescription with two products; it opens with its PDF and is listed", async ({ page }) => {
    const patient = uniqueName("营养");
    await signIn(page, demo.verified, { at: "/nutriRecipel" });
    await expect(page).toHaveURL(/\/nutriRecipel\/nutriRecipel_jl$/);
    await page.getByRole("link", { name: "开具营养处方" }).click();
    await expect(page).toHaveURL(/\/nutriRecipel\/addnutriRecipel\?articleId=0$/);
    await expect(page.getByRole("heading", { name: /北京康宁中医医院 营养处方笺/ })).toBeVisible();

    // Submitting empty: 请完善信息在提交, nothing sent.
    const submits = countCalls(page, "/docnutrition/addNutritionPrescription");
    await page.getByRole("button", { name: "提交", exact: true }).click();
    await expectToast(page, "请完善信息在提交");
    expect(submits).toHaveLength(0);

    await page.getByRole("button", { name: "填写基本信息" }).click();
    const info = page.getByRole("dialog", { name: "患者基本信息" });
    await info.getByRole("textbox", { name: "姓名" }).fill(patient);
    await info.getByRole("radio", { name: "男" }).click();
    await info.getByRole("textbox", { name: "年龄" }).fill("56");
    await info.getByRole("textbox", { name: "手机号" }).fill("13812345678");
    await info.getByRole("textbox", { name: "住院号" }).fill("ZY-E2E-01");
    await info.getByRole("button", { name: "确定" }).click();
    await expect(info).toBeHidden();

    const addProduct = async (query: string, option: RegExp, quantity: string) => {
      await page.getByRole("button", { name: "添加营养品" }).click();
      const dialog = page.getByRole("dialog", { name: "添加营养品" });
      await dialog.getByRole("combobox", { name: "营养品" }).pressSequentially(query);
      await dialog.getByRole("option", { name: option }).click();
      await expect(dialog.getByRole("textbox", { name: "用法用量" })).not.toHaveValue("");
      await dialog.getByRole("spinbutton", { name: "数量" }).fill(quantity);
      await dialog.getByRole("button", { name: "确定" }).click();
      await expect(dialog).toBeHidden();
    };
    await addProduct("乳清", /乳清蛋白粉/, "2");
    await addProduct("膳食纤维", /膳食纤维粉/, "10");
    await expect(page.getByRole("table", { name: "已添加的营养品" }).getByRole("row")).toHaveCount(3);

    await page.getByRole("button", { name: "提交", exact: true }).click();
    await expectToast(page, "提交成功");
    await expect(page).toHaveURL(/\/nutriRecipel\/nutriRecipelDetail\?nutritionPrescriptionId=\d+$/);
    const sheet = page.locator('[data-record="nutrition-prescription"]');
    await expect(sheet).toContainText(`姓名：${patient}`);
    await expect(sheet).toContainText("住院号：ZY-E2E-01");
    const lines = page.getByRole("table", { name: "处方营养品" }).getByRole("row");
    await expect(lines).toHaveCount(3);
    await expect(lines.nth(1)).toContainText("乳清蛋白粉");
    await expect(lines.nth(1)).toContainText("2");
    await expect(lines.nth(2)).toContainText("膳食纤维粉");

    // The PDF link answers a PDF.
    const pdf = page.getByRole("link", { name: "下载处方PDF" });
    const href = await pdf.getAttribute("href");
    expect(href).toMatch(/\.pdf$/);
    const response = await page.request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/pdf");
    expect((await response.body()).subarray(0, 5).toString()).toBe("%PDF-");
    const [popup] = await Promise.all([page.waitForEvent("popup"), pdf.click()]);
    expect(popup.url()).toContain(href!);
    await popup.close();

    // Listed first in the prescription records, with a link back to this detail.
    await page.getByRole("link", { name: "返回处方记录" }).click();
    const table = page.getByRole("table", { name: "营养处方记录" });
    const row = table.getByRole("row").filter({ hasText: patient });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("乳清蛋白粉×2、膳食纤维粉×10");
    await row.getByRole("link", { name: `查看 ${patient} 的营养处方` }).click();
    await expect(page.locator('[data-record="nutrition-prescription"]')).toContainText(`姓名：${patient}`);
  });

  test("NRS-2002: all 'no' ends healthy and submits nothing; a 'yes' is scored by the server and recorded", async ({ page }) => {
    const healthy = uniqueName("筛查甲");
    const atRisk = uniqueName("筛查乙");
    const screenings = countCalls(page, "/docnutrition/addNutritionScreening/");
    await signIn(page, demo.verified, { at: "/nutriRecipel/assessJl" });
    await page.getByRole("link", { name: "新增NRS-2002筛查" }).click();
    await expect(page).toHaveURL(/\/nutriRecipel\/addnutritionDy\?articleId=0$/);

    // Gate: every answer 'no'.
    await fillNutritionPatient(page, healthy, "45");
    const prescreen = page.getByRole("form", { name: "初步筛查" });
    await expect(prescreen.getByRole("radiogroup")).toHaveCount(4);
    for (const group of await prescreen.getByRole("radiogroup").all()) await group.getByRole("radio", { name: "否" }).click();
    await prescreen.getByRole("button", { name: "下一步" }).click();
    await expect(page.getByRole("status").filter({ hasText: "患者目前无营养风险，每周重新筛查一次" })).toBeVisible();
    expect(screenings).toHaveLength(0);

    // Gate: one 'yes' → the formal assessment, scored by the server (B 2 + nutrition 1 + age 0 = 3).
    await page.getByRole("button", { name: "再筛查一位" }).click();
    await fillNutritionPatient(page, atRisk, "45");
    const again = page.getByRole("form", { name: "初步筛查" });
    await expect(again.getByRole("radiogroup")).toHaveCount(4);
    const groups = await again.getByRole("radiogroup").all();
    await groups[0]!.getByRole("radio", { name: "否" }).click();
    await groups[1]!.getByRole("radio", { name: "是" }).click();
    await groups[2]!.getByRole("radio", { name: "否" }).click();
    await groups[3]!.getByRole("radio", { name: "否" }).click();
    await again.getByRole("button", { name: "下一步" }).click();
    const formal = page.getByRole("form", { name: "正式评估" });
    await formal.getByRole("checkbox", { name: /腹部大手术/ }).click();
    await formal.getByRole("radio", { name: /3个月内体重丢失＞5%/ }).click();
    await expect(formal.getByRole("radio", { name: /年龄＜70岁/ })).toBeChecked();
    await formal.getByRole("button", { name: "提交" }).click();
    await expectToast(page, "提交成功");
    expect(screenings).toHaveLength(1);
    const result = page.locator('[data-slot="nrs2002-result"]');
    await expect(result.locator('[data-slot="total-score"]')).toHaveText("3");
    await expect(result.getByRole("status")).toHaveText("患者有营养不良的风险，需要营养支持治疗");

    // Recorded in its tab; the detail shows the same answers and total.
    await page.getByRole("link", { name: "查看筛查记录" }).click();
    await expect(page).toHaveURL(/\/nutriRecipel\/assessJl$/);
    const rows = page.getByRole("table", { name: "NRS-2002 筛查记录" }).getByRole("row");
    await expect(rows.filter({ hasText: healthy })).toHaveCount(0);
    const row = rows.filter({ hasText: atRisk });
    await expect(row).toContainText("有风险");
    await row.getByRole("link", { name: `查看 ${atRisk} 的 NRS-2002 筛查` }).click();
    await expect(page).toHaveURL(/\/nutriRecipel\/nutritionDetail\?screeningId=\d+$/);
    const detail = page.locator('[data-record="screening"]');
    await expect(detail).toContainText(`姓名：${atRisk}`);
    await expect(detail.locator('[data-question="疾病严重程度"] [data-selected=true]')).toHaveCount(1);
    await expect(detail.locator('[data-question="疾病严重程度"] [data-selected=true]')).toContainText("腹部大手术");
    await expect(detail.locator('[data-question="营养状态受损"] [data-selected=true]')).toContainText("3个月内体重丢失＞5%");
    await expect(detail.locator('[data-question="年龄"] [data-selected=true]')).toContainText("年龄＜70岁");
    await expect(detail.locator('[data-slot="total-score"]')).toHaveText("3");
    await expect(detail.locator('[data-slot="recommendation-text"]')).toHaveText("患者有营养不良的风险，需要营养支持治疗");
  });

  test("PG-SGA: the worksheet to its score; recorded with the same answers and total", async ({ page }) => {
    const patient = uniqueName("评估");
    await signIn(page, demo.verified, { at: "/nutriRecipel/PGSGAJl" });
    await page.getByRole("link", { name: "新增PG-SGA评估" }).click();
    await expect(page).toHaveURL(/\/nutriRecipel\/addPGSGA\?articleId=0$/);
    await expect(page.getByRole("textbox", { name: "评估人" })).toHaveValue("张明远");

    // The fill-in instructions: real tables.
    await page.getByRole("button", { name: "填写说明" }).click();
    const help = page.getByRole("dialog", { name: "PG-SGA 填写说明" });
    await expect(help.getByRole("table", { name: /推荐干预措施/ })).toBeVisible();
    await help.getByRole("button", { name: "知道了" }).click();

    await fillNutritionPatient(page, patient, "66");
    const form = page.getByRole("form", { name: "评估" });
    const choose = (question: string, option: string | RegExp) => form.getByRole("radiogroup", { name: question }).getByRole("radio", { name: option }).click();
    await choose("近1个月或6个月内体重下降情况", /1个月内体重下降5%～9.9%/); // 3
    await choose("近2周内体重变化", "近2周内体重下降"); // 1
    await choose("过去1个月内，进食量与平常相比", "比平常少"); // 1
    await choose("目前进食", "只能进食流质"); // 3
    const symptoms = form.getByRole("group", { name: /以下问题影响进食/ });
    await symptoms.getByRole("checkbox", { name: "恶心" }).click(); // 1
    await symptoms.getByRole("checkbox", { name: /疼痛（请注明部位）/ }).click(); // 3
    await choose("过去1个月内，活动和身体功能", /与平常相比稍差/); // 1
    await form.getByRole("group", { name: /患有以下疾病或情况/ }).getByRole("checkbox", { name: "癌症" }).click(); // 1
    await choose("应激状态", /轻度应激/); // 1
    await choose("肌肉、脂肪及体液消耗情况", "中度消耗"); // 2
    await form.getByRole("button", { name: "提交" }).click();
    await expect(form.getByText("请填写疼痛部位")).toBeVisible();
    await form.getByRole("textbox", { name: "疼痛部位" }).fill("上腹部");
    await form.getByRole("button", { name: "提交" }).click();

    await expectToast(page, "提交成功");
    // 3 + 1 + 1 + 3 + (1 + 3) + 1 + 1 + 1 + 2 = 17, as the server computed it.
    const result = page.locator('[data-slot="pgsga-result"]');
    await expect(result.locator('[data-slot="total-score"]')).toHaveText("17");
    await expect(result.getByRole("figure", { name: "评分分级" }).locator('[aria-current="true"]')).toContainText("≥9分");
    await expect(result.locator('[data-slot="recommendation-text"]')).toHaveText("迫切需要改善症状的治疗措施和恰当的营养支持");

    await page.getByRole("link", { name: "返回列表" }).click();
    await expect(page).toHaveURL(/\/nutriRecipel\/PGSGAJl$/);
    const row = page.getByRole("table", { name: "PG-SGA 评估记录" }).getByRole("row").filter({ hasText: patient });
    await expect(row).toContainText("17");
    await row.getByRole("link", { name: `查看 ${patient} 的 PG-SGA 评估` }).click();
    await expect(page).toHaveURL(/\/nutriRecipel\/PGSGADetail\?evaluateId=\d+$/);
    const detail = page.locator('[data-record="pgsga"]');
    await expect(detail).toContainText(`姓名：${patient}`);
    await expect(detail).toContainText("疾病诊断：胃癌术后");
    const picked = (question: string) => detail.locator(`[data-question="${question}"] [data-selected=true]`);
    await expect(picked("目前进食")).toContainText("只能进食流质");
    await expect(picked("近2周来，以下问题影响进食（可多选）")).toHaveCount(2);
    await expect(detail.locator('[data-slot="ache-part"]')).toHaveText("疼痛部位：上腹部");
    await expect(picked("患有以下疾病或情况（可多选，无则不选）")).toContainText("癌症");
    await expect(picked("肌肉、脂肪及体液消耗情况")).toContainText("中度消耗");
    await expect(detail.locator('[data-slot="total-score"]')).toHaveText("17");
    await expect(detail.locator('[data-slot="recommendation-text"]')).toHaveText("迫切需要改善症状的治疗措施和恰当的营养支持");
    // The toolbar stays off paper.
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("button", { name: "下载打印" })).toBeHidden();
    await expect(page.getByRole("banner")).toBeHidden();
    await expect(detail).toBeVisible();
  });

  test("a hospital without a product library: the centered message, no issue button", async ({ page }) => {
    await signIn(page, demo.unverified, { at: "/nutriRecipel/nutriRecipel_jl" });
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: noLibrary });
    await expect(toast).toBeVisible();
    await expect(toast).toHaveAttribute("data-type", "error");
    await expect(toast).toHaveClass(/text-center/);
    await expect(page.getByRole("heading", { name: "营养管理" })).toBeVisible();
    await expect(page.getByRole("link", { name: "开具营养处方" })).toHaveCount(0);

    await page.getByRole("link", { name: "营养品库" }).click();
    await expect(page.getByRole("alert").filter({ hasText: noLibrary })).toBeVisible();
    await expect(page.getByRole("table", { name: "营养品库" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "开具营养处方" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "新增营养品" })).toHaveCount(0);
  });
});
