import { expect, test, type BrowserContext, type Page } from "./fixtures";
import { demo, signIn, signInThroughForm } from "./helpers";

/** The cookies of docs/behaviour/sign-in-and-session.md#cookies-and-client-store and the message of docs/behaviour/shell.md#permissions (as written in domain). */
const cookieNames = ["loginName", "customerId", "yunxinId", "yunxinToken", "locked", "DochospitalId", "doctorInfoId", "isVip", "vipEndTime", "state"];
const errorMessages = { noPermission: "暂无操作权限" };
const studioUnderReviewNote = "您的认证资料正在审核中，审核通过后即可开通工作室。";

const menu = (page: Page) => page.getByRole("navigation", { name: "主菜单" });
const openedTabs = (page: Page) => page.getByRole("navigation", { name: "已打开的页面" }).locator("[data-slot=tab-bar-link]");

/** What is left of the cookies and client store of docs/behaviour/sign-in-and-session.md#cookies-and-client-store in the browser. */
async function leftBehind(page: Page, context: BrowserContext) {
  const cookies = (await context.cookies()).map((c) => c.name).filter((n) => cookieNames.includes(n));
  const store = await page.evaluate(() => ["loginName", "CustomerId", "medicalData"].filter((k) => localStorage.getItem(k) !== null));
  return [...cookies, ...store];
}

test.describe("shell", () => {
  test("the side menu: every entry its own icon; collapsed, the names show as tooltips", async ({ page }) => {
    await signIn(page, demo.verified);
    const links = menu(page).getByRole("link");
    await expect(links.first()).toBeVisible();
    const icons = await links.evaluateAll((as) => as.map((a) => a.querySelector("svg")?.innerHTML ?? ""));
    expect(icons.length).toBeGreaterThan(10);
    expect(icons.every((svg) => svg !== "")).toBe(true);
    expect(new Set(icons).size).toBe(icons.length);

    await page.getByRole("button", { name: "侧边菜单" }).click();
    await expect(page.getByRole("button", { name: "侧边菜单" })).toHaveAttribute("aria-expanded", "false");
    const nutrition = menu(page).getByRole("link", { name: "营养管理" });
    await nutrition.hover();
    await expect(page.getByRole("tooltip", { name: "营养管理" })).toBeVisible();
    await nutrition.click();
    await expect(page).toHaveURL(/\/nutriRecipel/);
  });

  test("one tab per section, showing the child tab last visited", async ({ page }) => {
    await page.goto("/login");
    await page.evaluate(() => sessionStorage.clear());
    await signIn(page, demo.verified);
    await menu(page).getByRole("link", { name: /^问诊订单/ }).click();
    await page.getByRole("navigation", { name: "问诊订单分类" }).getByRole("link", { name: "已接诊" }).click();
    await expect(page).toHaveURL(/\/patient\/patient_wzhz$/);
    await menu(page).getByRole("link", { name: "营养管理" }).click();
    await expect(page).toHaveURL(/\/nutriRecipel/);
    await page.getByRole("link", { name: "PG-SGA评估记录" }).click();
    await expect(page).toHaveURL(/\/nutriRecipel\/PGSGAJl$/i);
    await expect(openedTabs(page)).toHaveText(["首页", "问诊订单", "营养管理"]);
    await expect(openedTabs(page).nth(1)).toHaveAttribute("href", "/patient/patient_wzhz");
    await openedTabs(page).nth(1).click();
    await expect(page).toHaveURL(/\/patient\/patient_wzhz$/);
    await expect(openedTabs(page)).toHaveText(["首页", "问诊订单", "营养管理"]);
  });

  test("a doctor without VIP who opens a VIP page by URL sees 暂无操作权限", async ({ page }) => {
    await signIn(page, demo.unverified, { at: null });
    for (const path of ["/wisdomZY", "/specializedDisease", "/prescribing"]) {
      await page.goto(path);
      await expect(page.getByText(errorMessages.noPermission)).toBeVisible();
    }
    // Pages open to every doctor still open.
    await page.goto("/myPatient");
    await expect(page.getByText(errorMessages.noPermission)).toHaveCount(0);
  });

  test("a VIP doctor opens the VIP pages", async ({ page }) => {
    await signIn(page, demo.verified, { at: "/wisdomZY" });
    await expect(page.getByRole("heading", { name: "智能开方" })).toBeVisible();
    await expect(page.getByText(errorMessages.noPermission)).toHaveCount(0);
  });

  test("the doctor under review is told the documents are being reviewed", async ({ page }) => {
    await signIn(page, demo.reviewing, { at: "/patient" });
    const invitation = page.getByRole("region", { name: "您还未开通工作室" });
    await expect(invitation.getByRole("status")).toHaveText(studioUnderReviewNote);
  });
});

test.describe("session end leaves nothing behind", () => {
  test("logout", async ({ page, context }) => {
    await signIn(page, demo.verified);
    expect(await leftBehind(page, context)).not.toEqual([]);
    await page.getByRole("button", { name: /张明远/ }).click();
    await page.getByRole("menuitem", { name: "退出登录" }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await leftBehind(page, context)).toEqual([]);
  });

  test("a 401 when the console loads", async ({ page, context }) => {
    await signIn(page, demo.verified, { at: null });
    await context.clearCookies({ name: "dc_session" });
    await page.goto("/Welcome");
    await expect(page).toHaveURL(/\/login$/);
    // Answers still under way when the 401 came must not write the doctor back.
    await page.waitForLoadState("networkidle");
    expect(await leftBehind(page, context)).toEqual([]);
  });

  test("a 401 mid-session (the session ended on the server), at the console's next call", async ({ page, context, playwright, baseURL }) => {
    await signIn(page, demo.verified, { at: "/patient/patient_djz" });
    await expect(page.getByRole("table").getByRole("row").nth(1)).toBeVisible();
    // The console's next call answers 401: the tab's list call below, or one of the shell's
    // background calls when that comes first (the VIP under /api/back/, the 10 s poll for new
    // orders; then the console is on /login before the click).
    const refused = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith("/api/") && r.status() === 401);
    // The session ends on the server (as it would on expiry): its cookie stays in this browser.
    const elsewhere = await playwright.request.newContext({ baseURL, storageState: await context.storageState() });
    expect((await elsewhere.get("/api/management/login", { headers: { Origin: baseURL! } })).ok()).toBe(true);
    await elsewhere.dispose();
    expect((await context.cookies()).map((c) => c.name)).toContain("dc_session");
    // Without reloading, the doctor opens another tab.
    const tab = page.getByRole("navigation", { name: "问诊订单分类" }).getByRole("link", { name: "已接诊" });
    await Promise.race([tab.click().catch(() => undefined), refused]);
    await refused;
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText("登陆超时")).toBeVisible();
    await expect(page.getByRole("button", { name: "登录", exact: true })).toBeVisible();
    expect(await leftBehind(page, context)).toEqual([]);
  });

  test("a kick (another device signs in), then a call", async ({ browser }) => {
    const first = await browser.newContext();
    const second = await browser.newContext();
    const a = await first.newPage();
    await signIn(a, demo.verified);
    await signInThroughForm(await second.newPage(), demo.verified);
    await expect(a).toHaveURL(/\/login$/, { timeout: 5_000 });
    await a.goto("/patient");
    await expect(a).toHaveURL(/\/login$/);
    expect(await leftBehind(a, first)).toEqual([]);
    await first.close();
    await second.close();
  });

  test("a logout that never reached the server, then another doctor signs in on the same tab: a sign-in elsewhere kicks that doctor", async ({ browser }) => {
    const first = await browser.newContext();
    const second = await browser.newContext();
    const page = await first.newPage();
    let streams = 0;
    page.on("request", (r) => void (new URL(r.url()).pathname === "/api/management/events" && streams++));
    // The chat holds the event stream too, once it has loaded: it listens, then asks for the
    // conversations (the menu's unread count; other tests may have read them all).
    const chatLoaded = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/management/chat/conversations", { timeout: 15_000 });
    await signIn(page, demo.verified);
    await chatLoaded;
    expect(streams).toBe(1);
    // The logout call fails: the console signs out; the server still holds that session and its stream.
    await page.route("**/api/management/login**", (route) => (route.request().method() === "GET" ? route.abort() : route.fallback()));
    await page.getByRole("button", { name: /张明远/ }).click();
    await page.getByRole("menuitem", { name: "退出登录" }).click();
    await expect(page).toHaveURL(/\/login$/);
    // Another doctor, on the same page (no reload), through the form.
    await page.getByRole("textbox", { name: "账号" }).fill(demo.unverified);
    await page.getByLabel("密码", { exact: true }).fill(demo.password);
    await page.getByRole("button", { name: "登录", exact: true }).click();
    await expect(page).toHaveURL(/\/Welcome$/i);
    // That doctor's watch listens on a stream of its own session…
    await expect.poll(() => streams, { timeout: 10_000 }).toBe(2);
    // …so a sign-in on another device reaches it as a kick.
    await signIn(await second.newPage(), demo.unverified);
    await expect(page.getByText("您的账号已在其他设备登录，请重新登录")).toBeVisible({ timeout: 5_000 });
    await expect(page).toHaveURL(/\/login$/);
    await first.close();
    await second.close();
  });
});
