import { expect, test, type Page } from "./fixtures";
import { demo, signIn } from "./helpers";
import { expectNoAxeViolations } from "./support/axe";

/** The date `days` from today, China time (yyyy-MM-dd). */
const chinaDate = (days = 0) => new Date(Date.now() + days * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);

async function chooseKnownPatient(page: Page, typed: string, name: string) {
  await page.getByRole("combobox", { name: "选择已有患者" }).pressSequentially(typed);
  await page.getByRole("option", { name: new RegExp(name) }).click();
}

test.describe("nutrition over time", () => {
  test("NRS-2002 for a known patient: fields filled in, the data's answers pre-selected, next steps carrying the patient", async ({ page }) => {
    await signIn(page, demo.verified, { at: "/nutriRecipel/assessJl" });
    await page.getByRole("link", { name: "新增NRS-2002筛查" }).click();
    await chooseKnownPatient(page, "黄志", "黄志强");
    await expect(page.getByRole("textbox", { name: "姓名" })).toHaveValue("黄志强");
    await expect(page.getByRole("textbox", { name: "年龄" })).toHaveValue("78");
    await expect(page.getByRole("textbox", { name: "手机号" })).toHaveValue("18800112233");
    await expect(page.getByRole("status", { name: "BMI" })).toHaveText("18.0");
    await page.getByRole("button", { name: "下一步" }).click();

    // BMI 18.0 < 20.5: question 1 answered 是 from the data, for the doctor to confirm.
    const prescreen = page.getByRole("form", { name: "初步筛查" });
    const groups = prescreen.getByRole("radiogroup");
    await expect(groups.nth(0).getByRole("radio", { name: "是" })).toBeChecked();
    await expect(prescreen.getByText("据 BMI 18.0 预选，请确认")).toBeVisible();
    for (const i of [1, 2, 3]) await groups.nth(i).getByRole("radio", { name: "否" }).click();
    await prescreen.getByRole("button", { name: "下一步" }).click();

    // 78 years: the age scores, pre-selected.
    const formal = page.getByRole("form", { name: "正式评估" });
    await expect(formal.getByRole("radio", { name: /年龄≥70岁/ })).toBeChecked();
    await expect(formal.getByText("据年龄 78 岁预选，请确认")).toBeVisible();
    await formal.getByRole("checkbox", { name: /髋骨折/ }).click();
    await formal.getByRole("radio", { name: /正常营养状态/ }).click();
    await formal.getByRole("button", { name: "提交" }).click();
    await expect(page.locator('[data-slot="nrs2002-result"] [data-slot="total-score"]')).toHaveText("2");

    const next = page.getByRole("navigation", { name: "下一步" });
    await expect(next.getByRole("link", { name: "开具营养处方" })).toHaveAttribute("href", /\/nutriRecipel\/addnutriRecipel\?articleId=0&nutritionPatientId=\d+$/);
    await expectNoAxeViolations(page, "NRS-2002 result with next steps");
    await next.getByRole("link", { name: "PG-SGA评估" }).click();
    await expect(page).toHaveURL(/\/nutriRecipel\/addPGSGA\?articleId=0&nutritionPatientId=\d+$/);
    await expect(page.getByRole("textbox", { name: "姓名" })).toHaveValue("黄志强");
    await expect(page.getByRole("combobox", { name: "选择已有患者" })).toHaveValue("黄志强");
  });

  test("待复筛 as the server counts it; the 营养档案's timeline and table; a PG-SGA takes the patient off the list", async ({ page }) => {
    await signIn(page, demo.verified, { at: "/nutriRecipel" });
    await page.getByRole("link", { name: "待复筛" }).click();
    await expect(page).toHaveURL(/\/nutriRecipel\/rescreen$/);
    const table = page.getByRole("table", { name: "待复筛患者" });
    const row = table.getByRole("row").filter({ hasText: "陈秀英" });
    await expect(row).toContainText("PG-SGA评估");
    await expect(row).toContainText("NRS-2002 评分 ≥ 3：有营养风险，应进行 PG-SGA 评估");

    // The list and its count are what the API reports.
    const api = await (await page.request.get("/api/docnutrition/getRescreenDue")).json();
    const total: number = api.result.total;
    expect(total).toBeGreaterThan(0);
    await expect(page.getByText(`共 ${total} 位患者已到复筛或复评日期`)).toBeVisible();
    await expect(table.getByRole("row")).toHaveCount(total + 1);
    await expectNoAxeViolations(page, "待复筛");

    await row.getByRole("link", { name: "营养档案 陈秀英" }).click();
    await expect(page).toHaveURL(/\/nutriRecipel\/patientArchive\?nutritionPatientId=\d+$/);
    await expect(page.getByRole("heading", { name: "营养档案", level: 1 })).toBeVisible();
    const nextScreening = page.locator('[data-slot="next-screening"]');
    await expect(nextScreening).toHaveAttribute("data-due", "true");
    await expect(nextScreening).toContainText("（PG-SGA评估）");
    await expect(nextScreening).toContainText("已到期");
    await expect(page.getByRole("img", { name: /^NRS-2002 1 次，依次为 5 分/ })).toBeVisible();
    await expectNoAxeViolations(page, "营养档案");
    await page.getByRole("tab", { name: "表格" }).click();
    const screenings = page.locator('[data-slot="nutrition-timeline-table"] tbody tr[data-kind="nrs2002"]');
    await expect(screenings).toHaveCount(1);
    await expect(screenings.first()).toContainText("有营养风险");
    await expect(screenings.first().getByRole("link")).toHaveAttribute("href", /\/nutriRecipel\/nutritionDetail\?screeningId=\d+$/);

    // The due PG-SGA, started from the 营养档案 with the patient filled in; the lowest score (1).
    await nextScreening.getByRole("link", { name: "PG-SGA评估" }).click();
    await expect(page.getByRole("textbox", { name: "姓名" })).toHaveValue("陈秀英");
    await page.getByRole("button", { name: "下一步" }).click();
    const form = page.getByRole("form", { name: "评估" });
    const choose = (question: string, option: string | RegExp) => form.getByRole("radiogroup", { name: question }).getByRole("radio", { name: option }).click();
    await choose("近1个月或6个月内体重下降情况", /1个月内体重下降0～1.9%/);
    await choose("近2周内体重变化", "近2周内体重无变化或增加");
    await choose("过去1个月内，进食量与平常相比", "无变化或比平常多");
    await choose("目前进食", "正常饮食，但比正常量少");
    await form.getByRole("group", { name: /以下问题影响进食/ }).getByRole("checkbox", { name: "没有饮食问题" }).click();
    await choose("过去1个月内，活动和身体功能", /正常，无限制/);
    await choose("应激状态", "无应激");
    await choose("肌肉、脂肪及体液消耗情况", "无消耗");
    await form.getByRole("button", { name: "提交" }).click();
    await expect(page.locator('[data-slot="pgsga-result"] [data-slot="total-score"]')).toHaveText("1");

    // Off the list now; the count follows.
    await page.goto("/nutriRecipel/rescreen");
    await expect(page.getByText(`共 ${total - 1} 位患者已到复筛或复评日期`)).toBeVisible();
    await expect(page.getByRole("table", { name: "待复筛患者" }).getByRole("row").filter({ hasText: "陈秀英" })).toHaveCount(0);

    // Her 营养档案 from the PG-SGA records: both scores on the timeline, next due in four weeks.
    await page.goto("/nutriRecipel/PGSGAJl");
    await page.getByRole("table", { name: "PG-SGA 评估记录" }).getByRole("link", { name: "营养档案 陈秀英" }).first().click();
    await expect(page.getByRole("img", { name: /^NRS-2002 1 次，依次为 5 分.*；PG-SGA 1 次，依次为 1 分/ })).toBeVisible();
    await expect(page.locator('[data-slot="next-screening"]')).toContainText(`下次筛查：${chinaDate(28)}`);
    await expect(page.locator('[data-slot="next-screening"]')).toContainText("未到期");
  });

  test("a prescription for a known patient: basic information filled in, on the patient's timeline", async ({ page }) => {
    await signIn(page, demo.verified, { at: "/nutriRecipel/addnutriRecipel?articleId=0" });
    await chooseKnownPatient(page, "13522", "刘建国");
    const info = page.locator('[data-slot="patient-info"]');
    await expect(info).toContainText("姓名：刘建国");
    await expect(info).toContainText("年龄：61岁");
    await expect(info).toContainText("手机号：13522334455");
    await expect(info).toContainText("住院号：ZY20261105");

    await page.getByRole("button", { name: "添加营养品" }).click();
    const dialog = page.getByRole("dialog", { name: "添加营养品" });
    await dialog.getByRole("combobox", { name: "营养品" }).pressSequentially("乳清");
    await dialog.getByRole("option", { name: /乳清蛋白粉/ }).click();
    await dialog.getByRole("spinbutton", { name: "数量" }).fill("1");
    await dialog.getByRole("button", { name: "确定" }).click();
    await page.getByRole("button", { name: "提交", exact: true }).click();
    await expect(page).toHaveURL(/\/nutriRecipel\/nutriRecipelDetail\?nutritionPrescriptionId=\d+$/);

    await page.getByRole("link", { name: "返回处方记录" }).click();
    const row = page.getByRole("table", { name: "营养处方记录" }).getByRole("row").filter({ hasText: "刘建国" }).first();
    await row.getByRole("link", { name: "营养档案 刘建国" }).click();
    await expect(page.getByRole("img", { name: /营养处方 [1-9]\d* 张/ })).toBeVisible();
    await page.getByRole("tab", { name: "表格" }).click();
    await expect(page.locator('[data-slot="nutrition-timeline-table"] tbody tr[data-kind="prescription"]').filter({ hasText: "乳清蛋白粉×1" })).toHaveCount(1);
  });

  test("every 下载打印 downloads a PDF: the NRS-2002 and PG-SGA sheets as the prescription", async ({ page }) => {
    await signIn(page, demo.verified, { at: null });
    for (const [tab, table, pattern] of [
      ["assessJl", "NRS-2002 筛查记录", /^NRS-2002筛查-\d+\.pdf$/],
      ["PGSGAJl", "PG-SGA 评估记录", /^PG-SGA评估-\d+\.pdf$/],
    ] as const) {
      await page.goto(`/nutriRecipel/${tab}`);
      await page.getByRole("table", { name: table }).getByRole("link", { name: /^查看/ }).first().click();
      const download = page.waitForEvent("download");
      await page.getByRole("button", { name: "下载打印" }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(pattern);
      const bytes = await (await page.request.get(file.url())).body();
      expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    }
  });
});
