import { expect, test, type Page } from "./fixtures";
import { demo, signIn } from "./helpers";
import { expectNoAxeViolations } from "./support/axe";

/** The side menu's chat entry: its name carries the unread count ("在线聊天 3条未读消息"). */
const chatEntry = (page: Page) => page.getByRole("navigation", { name: "主菜单" }).getByRole("link", { name: /^在线聊天/ });
const unreadOf = async (page: Page) => Number((/(\d+)\s*条未读消息/.exec((await chatEntry(page).textContent()) ?? "") ?? [])[1] ?? 0);
const thread = (page: Page) => page.getByRole("region", { name: "聊天消息" });

test.describe("chat", () => {
  test("/IM lists the accepted consultations; the menu counts the unread; opening one reads it", async ({ page }) => {
    // The page's clock runs, and jumps where the test says.
    await page.clock.install();
    await signIn(page, demo.verified, { at: null });
    // A patient writes (the demo's own unread messages may have been read by a test before).
    const text = `医生，今天的药吃完了 ${Date.now()}`;
    const { result } = (await (await page.request.get("/api/management/chat/conversations/10014/patient-link")).json()) as { result: { url: string } };
    const link = new URL(result.url);
    const sent = await page.request.post(`${link.pathname}/messages${link.search}`, { data: { clientId: `workbench-${Date.now()}`, kind: "text", text }, headers: { origin: link.origin } });
    expect(((await sent.json()) as { errcode: number }).errcode).toBe(0);
    await page.goto("/Welcome");
    await expect(chatEntry(page)).toHaveAccessibleName(/条未读消息/, { timeout: 15_000 });
    const before = await unreadOf(page);
    expect(before).toBeGreaterThan(0);

    await chatEntry(page).click();
    await expect(page).toHaveURL(/\/IM$/);
    await expect(page.getByRole("heading", { name: "在线聊天", level: 1 })).toBeVisible();
    const list = page.getByRole("navigation", { name: "会话列表" });
    const unread = list.getByRole("button", { name: /条未读/ }).filter({ hasText: text });
    await expect(unread).toBeVisible();
    const itsUnread = Number.parseInt((await unread.locator("[data-slot=conversation-unread]").textContent())!, 10);
    await expect(page.getByText("选择左侧的患者开始沟通")).toBeVisible();
    await expectNoAxeViolations(page, "/IM");
    // How long a patient has waited moves on while the list is open.
    const waited = list.locator("[data-slot=conversation-waited]").first();
    const waitedBefore = (await waited.textContent())!;
    await page.clock.fastForward("01:01:00");
    await expect(waited).not.toHaveText(waitedBefore);

    await unread.click();
    await expect(page).toHaveURL(/\/IM\?payRecordId=\d+$/);
    await expect(thread(page).getByText(text)).toBeVisible();
    await expect.poll(() => unreadOf(page)).toBe(before - itsUnread);
    await expectNoAxeViolations(page, "/IM with a conversation");
  });

  test("发消息 on an accepted row opens its conversation; a message sent stays after a reload", async ({ page }) => {
    await signIn(page, demo.verified, { at: "/patient/patient_wzhz" });
    const row = page.locator("tr[data-slot=order-row][data-order-state='2']").first();
    const orderId = await row.getAttribute("data-row-id");
    await row.getByRole("link", { name: "发消息" }).click();
    await expect(page).toHaveURL(new RegExp(`/IM\\?payRecordId=${orderId}$`));
    const list = page.getByRole("navigation", { name: "会话列表" });
    const open = list.locator("[aria-current=true]");
    await expect(open).toHaveCount(1);
    const patient = (await open.locator("[data-slot=conversation-name]").textContent())!;
    await expect(page.getByRole("heading", { name: patient, level: 2 })).toBeVisible();

    const text = `请明早空腹复查血常规 ${Date.now()}`;
    const field = page.getByRole("textbox", { name: "输入消息" });
    await field.fill(text);
    await field.press("Enter");
    await expect(field).toHaveValue("");
    const sent = thread(page).locator("[data-slot=chat-bubble][data-from=doctor]").filter({ hasText: text });
    await expect(sent).toHaveCount(1);
    await expect(sent).toHaveAttribute("data-state", /sent|delivered|read/);
    await expect(open).toContainText(text);

    await page.reload();
    await expect(thread(page).getByText(text)).toHaveCount(1);
    await expect(page.getByRole("heading", { name: patient, level: 2 })).toBeVisible();
  });

  test("the order detail of an accepted order: its chat record reads the thread, and 发消息 opens it", async ({ page }) => {
    await signIn(page, demo.verified, { at: "/patient/patient_ycf" });
    const row = page.locator("tr[data-slot=order-row][data-order-state='2']").first();
    const orderId = await row.getAttribute("data-row-id");
    await row.getByRole("link", { name: "查看处方" }).click();
    await expect(page).toHaveURL(new RegExp(`payRecordId=${orderId}$`));
    // The patient's last word exists only in the chat (the demo's thread), not in the order's own record.
    const record = page.getByRole("region", { name: /聊天记录/ });
    await record.getByRole("button", { name: /展开其余/ }).click();
    await expect(record.getByText("好的，谢谢医生，我按时服药，有变化再跟您说。")).toBeVisible();

    // 患者端: the QR code and the link of the patient page; the link opens that conversation in a new tab.
    const patientSide = page.getByRole("region", { name: "患者端" });
    const qr = patientSide.getByRole("img", { name: "患者端二维码" });
    await expect(qr).toHaveAttribute("src", /^data:image\/png;base64,/);
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(patientSide).toContainText(/有效期至 \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    const link = patientSide.getByRole("link", { name: /打开患者端/ });
    await expect(link).toHaveAttribute("href", new RegExp(`/patient/chat/${orderId}\\?e=\\d+&s=`));
    const [patient] = await Promise.all([page.context().waitForEvent("page"), link.click()]);
    await expect(patient.getByRole("heading", { name: "在线问诊" })).toBeVisible();
    await expect(patient.getByRole("list", { name: "聊天记录" })).toContainText("好的，谢谢医生，我按时服药，有变化再跟您说。");
    await patient.close();
    await expectNoAxeViolations(page, "the order detail with 患者端");

    await page.getByRole("link", { name: "发消息" }).click();
    await expect(page).toHaveURL(new RegExp(`/IM\\?payRecordId=${orderId}$`));
    await expect(page.getByRole("navigation", { name: "会话列表" }).locator("[aria-current=true]")).toHaveCount(1);
  });

  test("a finished order's detail has no 患者端: its conversation is read-only", async ({ page }) => {
    const asked: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/patient-link")) asked.push(request.url());
    });
    await signIn(page, demo.verified, { at: "/patient/patient_yjs" });
    // The detail reads the conversation's thread as it opens; 患者端 would be asked for at the same time.
    const thread = page.waitForResponse((r) => /\/management\/chat\/conversations\/\d+\/messages/.test(r.url()));
    await page.getByRole("link", { name: "查看病历" }).first().click();
    await expect(page.getByRole("article", { name: "问诊病历" })).toBeVisible();
    await thread;
    await expect(page.getByRole("region", { name: /聊天记录/ })).toBeVisible();
    await expect(page.getByRole("region", { name: "患者端" })).toHaveCount(0);
    expect(asked).toEqual([]);
  });
});
