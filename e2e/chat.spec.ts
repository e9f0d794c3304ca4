/**
 * The chat end to end (docs/behaviour/chat.md): a doctor in the console's /IM and a patient on the
 * patient page (from the order's signed link), in two browser contexts, talk both ways with
 * text and an image; a reload keeps the history on both sides; what the patient types (XSS
 * vectors included) shows as text and runs nothing.
 */
import { expect, test, type Browser, type Page } from "./fixtures";
import { demo, signIn } from "./helpers";
import { xssVectors } from "./xss-vectors";
import { expectNoAxeViolations } from "./support/axe";

/** A 1×1 PNG: the smallest image both sides accept under the image rule. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");
const image = (name: string) => ({ name, mimeType: "image/png", buffer: PNG });

/** No dialog (alert) may open: a vector that ran would call alert(n). */
function trapDialogs(page: Page, opened: string[]): void {
  page.on("dialog", (dialog) => {
    opened.push(dialog.message());
    void dialog.dismiss();
  });
}

/** The patient's phone: a context of its own, a phone-sized window, the link opened. */
async function openPatientPage(browser: Browser, url: string, opened: string[]): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 780 }, locale: "zh-CN", timezoneId: "Asia/Shanghai", hasTouch: true });
  const page = await context.newPage();
  trapDialogs(page, opened);
  await page.goto(url);
  await expect(page.getByRole("heading", { name: "在线问诊" })).toBeVisible();
  return page;
}

const patientThread = (page: Page) => page.getByRole("list", { name: "聊天记录" });

test.describe("chat between a doctor and a patient", () => {
  test("the patient page opens from the order's link: the conversation, and nothing for a changed link", async ({ page, browser }) => {
    const opened: string[] = [];
    // The doctor's session, for the order's link: the console itself is not opened.
    await signIn(page, demo.verified, { at: null });
    const { result } = (await (await page.request.get("/api/management/chat/conversations/10014/patient-link")).json()) as { result: { url: string } };
    const patient = await openPatientPage(browser, result.url, opened);
    await expect(patientThread(patient)).toContainText("好的，谢谢医生，我按时服药，有变化再跟您说。");
    await expectNoAxeViolations(patient, "the patient page");
    await patient.screenshot({ path: test.info().outputPath("patient-page.png") });
    // One character of the signature changed (to another: "AA" in place of the last two was no change in one link of about a thousand).
    const tampered = result.url.replace(/s=([\w-])/, (_m, first: string) => `s=${first === "A" ? "B" : "A"}`);
    expect(tampered).not.toBe(result.url);
    await patient.goto(tampered);
    await expect(patient.getByRole("alert")).toHaveText("链接已失效，请联系医生重新获取");
    await patient.context().close();
    expect(opened).toEqual([]);
  });

  test("text and an image both ways, live; a reload keeps the history; patient-typed vectors render as text", async ({ page, browser }) => {
    test.setTimeout(120_000);
    const opened: string[] = [];
    trapDialogs(page, opened);
    // The console opens on /IM below, once the patient has written.
    await signIn(page, demo.verified, { at: null });
    const { result } = (await (await page.request.get("/api/management/chat/conversations/10015/patient-link")).json()) as { result: { url: string } };
    const patient = await openPatientPage(browser, result.url, opened);

    // The patient writes; the text is on their page at once.
    const question = `医生您好，吃了三天药，胃胀好多了 ${Date.now()}`;
    await patient.getByRole("textbox", { name: "输入消息" }).fill(question);
    await patient.getByRole("textbox", { name: "输入消息" }).press("Enter");
    await expect(patientThread(patient).getByText(question)).toBeVisible();
    await expect(patientThread(patient).locator("li[data-from=patient]").last()).toHaveAttribute("data-state", /sent|delivered|read/);

    // The patient sends a photo.
    await patient.getByLabel("发送图片").setInputFiles(image("舌象.png"));
    await expect(patientThread(patient).locator("li[data-from=patient]").last().getByRole("img", { name: "图片" })).toBeVisible();
    await expect(patientThread(patient).locator("li[data-from=patient]").last()).toHaveAttribute("data-state", /sent|delivered|read/);

    // The doctor's side (filled in with the console's /IM once it exists): see DOCTOR below.
    await doctorSide(page, patient, question);

    // Reload both sides: the history is kept.
    await patient.reload();
    await expect(patientThread(patient).getByText(question)).toBeVisible();
    await expect(patientThread(patient).locator("li[data-from=patient] img").first()).toBeVisible();

    // XSS vectors typed by the patient: text on both sides, nothing runs.
    for (const vector of xssVectors.slice(0, 8)) {
      await patient.getByRole("textbox", { name: "输入消息" }).fill(vector);
      await patient.getByRole("button", { name: "发送", exact: true }).click();
      await expect(patientThread(patient).getByText(vector, { exact: true })).toBeVisible();
    }
    await expect(patientThread(patient).locator("script, iframe, svg, object, embed, a[href^=javascript]")).toHaveCount(0);
    await doctorSeesVectors(page, xssVectors.slice(0, 8));
    expect(opened).toEqual([]);
    await patient.context().close();
  });
});

/** The open conversation in the console's workbench. */
const doctorThread = (page: Page) => page.locator("[data-slot=chat-workbench-conversation]");
/** A message's text in the console's thread (not its announcement to screen readers). */
const doctorSays = (page: Page, text: string) => doctorThread(page).locator("[data-slot=chat-bubble-text]").getByText(text, { exact: true });

/** An image that has loaded (not a broken one). */
async function expectLoaded(image: ReturnType<Page["locator"]>): Promise<void> {
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

/**
 * The doctor in /IM, on the conversation of order 10015: sees the patient's text and photo, replies
 * with text and an image that the patient's page shows live, sees the reply read, and after a
 * reload still has the whole exchange.
 */
async function doctorSide(page: Page, patient: Page, question: string): Promise<void> {
  await page.goto("/IM?payRecordId=10015");
  const thread = doctorThread(page);
  await expect(doctorSays(page, question)).toBeVisible();
  await expectLoaded(thread.locator("[data-slot=chat-bubble][data-from=patient] img").last());

  const reply = `可以继续服用一周，饭后半小时温服 ${Date.now()}`;
  const box = thread.getByRole("textbox", { name: "输入消息" });
  await box.fill(reply);
  await box.press("Enter");
  await expect(doctorSays(page, reply)).toBeVisible();
  await expect(patientThread(patient).getByText(reply)).toBeVisible();
  // The patient's page is in view: the reply is read, and the doctor sees it so.
  await expect(thread.locator("[data-slot=chat-bubble][data-from=doctor]").last()).toHaveAttribute("data-state", "read");

  await thread.locator("[data-slot=composer-file]").setInputFiles(image("饮食建议.png"));
  await expectLoaded(thread.locator("[data-slot=chat-bubble][data-from=doctor] img").last());
  await expectLoaded(patientThread(patient).locator("li[data-from=doctor] img").last());

  // The patient answers live while the doctor watches.
  const thanks = `好的，谢谢医生 ${Date.now()}`;
  await patient.getByRole("textbox", { name: "输入消息" }).fill(thanks);
  await patient.getByRole("button", { name: "发送", exact: true }).click();
  await expect(doctorSays(page, thanks)).toBeVisible();

  await page.reload();
  await expect(doctorSays(page, thanks)).toBeVisible();
  await expect(doctorSays(page, reply)).toBeVisible();
  await expectLoaded(doctorThread(page).locator("[data-slot=chat-bubble][data-from=doctor] img").last());
}

/** The patient's vectors in the console: text in the bubbles, no element made of them. */
async function doctorSeesVectors(page: Page, vectors: string[]): Promise<void> {
  const thread = doctorThread(page);
  // The newest are on screen (the thread is virtualized: older ones are rendered on scroll).
  for (const vector of vectors.slice(-3)) await expect(thread.locator("[data-slot=chat-bubble-text]").getByText(vector, { exact: true })).toBeVisible();
  await page.reload();
  await expect(doctorThread(page).locator("[data-slot=chat-bubble-text]").getByText(vectors.at(-1)!, { exact: true })).toBeVisible();
  await expect(doctorThread(page).locator("script, iframe, svg[onload], object, embed, a[href^=javascript], [onerror], [onload]")).toHaveCount(0);
}
