import { expect, test } from "./fixtures";
import { demo, signIn } from "./helpers";
import { expectNoAxeViolations } from "./support/axe";

test.describe("已接诊 rows", () => {
  test("each row lists its actions; 患者详情 opens the patient's history, the doctor card, the chat's thread and 发消息", async ({ page }) => {
    await signIn(page, demo.verified, { at: "/patient/patient_wzhz" });
    const rows = page.locator("tr[data-slot=order-row]");
    await expect(rows.first()).toBeVisible();
    for (const row of await rows.all()) await expect(row.locator("[data-slot=order-row-actions] li[data-action=patientDetail]")).toHaveCount(1);
    const first = rows.first();
    const id = await first.getAttribute("data-pay-record-id");
    await first.getByRole("link", { name: /^患者详情/ }).click();
    await expect(page).toHaveURL(new RegExp(`/patient/patient_hzxq\\?payRecordId=${id}$`));
    await expect(page.getByRole("heading", { level: 1, name: /^患者详情/ })).toBeVisible();
    await expect(page.getByRole("group", { name: "患者信息与病史" })).toBeVisible();
    await expect(page.locator("[data-slot=patient-detail]")).toBeVisible();
    // The chat record is the conversation's thread: the patient's last word exists only there (the demo's chat), not in the order's own record.
    await expect(page.getByRole("region", { name: /聊天记录/ }).getByText("好的，谢谢医生，我按时服药，有变化再跟您说。")).toBeVisible();
    await expectNoAxeViolations(page, "/patient/patient_hzxq");
    await page.getByRole("link", { name: "返回已接诊" }).click();
    await expect(page).toHaveURL(/\/patient_wzhz$|\/patient\/patient_wzhz$/);

    // 发消息 on the detail opens the order's conversation.
    await page.goBack();
    await page.getByRole("link", { name: "发消息" }).click();
    await expect(page).toHaveURL(new RegExp(`/IM\\?payRecordId=${id}$`));
    await expect(page.getByRole("navigation", { name: "会话列表" }).locator("[aria-current=true]")).toHaveCount(1);
  });
});
