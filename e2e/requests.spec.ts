import { expect, test, type Page, type Request } from "./fixtures";
import { demo, signIn, signInThroughForm, withoutFirstScreen } from "./helpers";

/** GET requests to the API while `during` runs and the page settles, by path (with the query for lists). */
async function getsDuring(page: Page, during: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  const record = (r: Request) => {
    const url = new URL(r.url());
    if (r.method() === "GET" && url.pathname.startsWith("/api/") && !url.pathname.endsWith("/events")) seen.push(url.pathname + url.search);
  };
  page.on("request", record);
  await during();
  // Late duplicates (a second effect, an event's refresh) would come within this time.
  await page.waitForTimeout(1500);
  page.off("request", record);
  return seen;
}

const count = (seen: string[], path: string) => seen.filter((s) => s.split("?")[0] === path).length;
const rows = (page: Page) => page.locator("tr[data-slot=order-row]");
/** Rows of the 待接诊 list (each has 接诊): how many depends on the specs that ran before. */
const pendingRows = (page: Page) => rows(page).filter({ has: page.getByRole("button", { name: /^接诊/ }) });

// Runs after patient.spec (files run in name order): the accept below changes the pending list.
test.describe("one request per need", () => {
  test("sign-in asks for the profile, the VIP and the verification once each", async ({ page }) => {
    const seen = await getsDuring(page, async () => {
      await signInThroughForm(page, demo.verified);
      await expect(page.getByRole("heading", { level: 1 })).toContainText("医生，您好");
    });
    expect(count(seen, "/api/back/doctors/getDoctorVip"), seen.join("\n")).toBe(1);
    expect(count(seen, "/api/management/authentication"), seen.join("\n")).toBe(1);
    expect(count(seen, "/api/management/message"), seen.join("\n")).toBe(1);
  });

  test("one accept: one request of each list the count reads, the row leaves, the count follows", async ({ page }) => {
    await page.clock.install();
    await signIn(page, demo.verified, { at: null });
    // The shell's background work starts a piece per idle period after the page loads (the VIP,
    // the verification, the poll, the event stream, the chat's conversations last): all of it has
    // started before the accept, so that what follows is the accept's own requests.
    const startedUp = page.waitForResponse(/\/api\/management\/chat\/conversations(\?.*)?$/);
    await page.goto("/patient/patient_djz");
    await expect(pendingRows(page).first()).toBeVisible();
    await startedUp;
    // Opening the page asked for its list once, the new-order poll included.
    // Bring the next poll forward and let it answer: the next one is 10 s away.
    const poll = page.waitForResponse(/\/api\/management\/patients\?/);
    await page.clock.fastForward(10_000);
    await poll;

    const pager = page.getByRole("navigation", { name: "分页" });
    const totalBefore = Number((await pager.textContent())!.match(/共 (\d+) 条/)![1]);
    const first = rows(page).first();
    const id = await first.getAttribute("data-pay-record-id");
    const seen = await getsDuring(page, async () => {
      await first.getByRole("button", { name: /^接诊/ }).click();
      await expect(page.getByText("接诊成功，请在已接诊查看")).toBeVisible();
      await expect(page.locator(`tr[data-pay-record-id="${id}"]`)).toHaveCount(0);
      await expect(pager).toContainText(`共 ${totalBefore - 1} 条`);
    });
    // Once each list the waiting count is made of: the 待接诊 list and the 线下门诊 list (its orders
    // awaiting an answer count too; see docs/behaviour/orders.md).
    expect(seen, seen.join("\n")).toEqual(["/api/management/patients?state=0&page=1", "/api/management/patients?state=4&page=1"]);
  });

  test("entering a tab twice within seconds asks once; one loading indicator while it loads", async ({ page }) => {
    await signIn(page, demo.verified, { at: "/patient/patient_djz" });
    await expect(rows(page).first()).toBeVisible();
    // A slow answer for the 已接诊 list, so that the loading state can be seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/management\/patients\?.*state=1/, async (route) => {
      await held;
      await route.continue();
    });
    const nav = page.getByRole("navigation", { name: "问诊订单分类" });
    const seen = await getsDuring(page, async () => {
      await nav.getByRole("link", { name: /^已接诊/ }).click();
      const loading = page.getByRole("status").filter({ hasText: "加载中" });
      await expect(loading).toHaveCount(1);
      // Past the window-wide overlay's delay (250 ms): still one.
      await page.waitForTimeout(600);
      await expect(loading).toHaveCount(1);
      release();
      await expect(rows(page).first()).toBeVisible();
      await expect(loading).toHaveCount(0);
      // Back and forth within seconds: the 已接诊 answer is fresh, it is not asked again.
      await nav.getByRole("link", { name: /^待接诊/ }).click();
      await expect(pendingRows(page).first()).toBeVisible();
      await nav.getByRole("link", { name: /^已接诊/ }).click();
      await expect(rows(page).first()).toBeVisible();
    });
    expect(seen.filter((s) => s.includes("state=1&")), seen.join("\n")).toEqual(["/api/management/patients?state=1&page=1"]);
  });

  test("a tab holds one event stream: the session's watch and the chat share it", async ({ page }) => {
    const seen: string[] = [];
    page.on("request", (r) => {
      const url = new URL(r.url());
      if (r.method() === "GET" && url.pathname.startsWith("/api/")) seen.push(url.pathname);
    });
    await signIn(page, demo.verified, { at: "/IM" });
    await expect(page.getByRole("navigation", { name: "会话列表" }).getByRole("button").first()).toBeVisible();
    await page.waitForTimeout(1500);
    expect(count(seen, "/api/management/events"), seen.join("\n")).toBe(1);
  });
});

test.describe("render-as-you-fetch (the browser renders the first page: a static host)", () => {
  test.beforeEach(({ page }) => withoutFirstScreen(page));

  test("a page's list is asked for while its code is still on the way", async ({ page }) => {
    await signIn(page, demo.verified, { at: null });
    // Hold the patient page's code until its list has been asked for: only a request that does
    // not wait for the code lets the page arrive.
    const started = Date.now();
    let listAsked!: () => void;
    const asked = new Promise<void>((resolve) => (listAsked = resolve));
    const listRequests: string[] = [];
    page.on("request", (r) => {
      if (!/\/api\/management\/patients\?state=0&page=1/.test(r.url())) return;
      listRequests.push(`${Date.now() - started} ms`);
      listAsked();
    });
    await page.route(/\/assets\/patient-page-[^/]+\.js$/, async (route) => {
      await Promise.race([asked, new Promise((resolve) => setTimeout(resolve, 5000))]);
      await route.continue();
    });
    await page.goto("/patient/patient_djz");
    await expect(pendingRows(page).first()).toBeVisible();
    expect(Date.now() - started).toBeLessThan(4500);
    // The page, the prefetch and the new-order poll's first look shared one request.
    await page.waitForTimeout(1500);
    expect(listRequests.length, listRequests.join(", ")).toBe(1);
  });

  test("the article list (/releaseM, with its tab and page in the address) is asked for while its code is on the way, once", async ({ page }) => {
    await signIn(page, demo.verified, { at: null });
    const started = Date.now();
    let listAsked!: () => void;
    const asked = new Promise<void>((resolve) => (listAsked = resolve));
    const listRequests: string[] = [];
    page.on("request", (r) => {
      const url = new URL(r.url());
      if (url.pathname !== "/api/management/articles") return;
      listRequests.push(url.search);
      listAsked();
    });
    await page.route(/\/assets\/article-list-page-[^/]+\.js$/, async (route) => {
      await Promise.race([asked, new Promise((resolve) => setTimeout(resolve, 5000))]);
      await route.continue();
    });
    await page.goto("/releaseM?state=1");
    await expect(page.getByRole("heading", { name: "发布管理" })).toBeVisible();
    expect(Date.now() - started).toBeLessThan(4500);
    await page.waitForTimeout(1500);
    expect(listRequests).toHaveLength(1);
    expect(new URLSearchParams(listRequests[0]).get("state")).toBe("1");
  });

  test("the HTML asks for the page's code and the shell's before the main script has run", async ({ page }) => {
    await signIn(page, demo.verified, { at: null });
    // Hold the main script: only the HTML can ask for the page's code while it is held.
    const asked: string[] = [];
    let held = true;
    let pageAsked!: () => void;
    const pageCode = new Promise<void>((resolve) => (pageAsked = resolve));
    page.on("request", (r) => {
      const file = new URL(r.url()).pathname;
      if (!held || !/^\/assets\/(patient-page|console-shell)-[^/]+\.js$/.test(file)) return;
      asked.push(file.replace(/^(\/assets\/(?:patient-page|console-shell))-.*$/, "$1")); // the hash may hold a "-" too
      if (file.startsWith("/assets/patient-page-")) pageAsked();
    });
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await Promise.race([pageCode, new Promise((resolve) => setTimeout(resolve, 5000))]);
      held = false;
      await route.continue();
    });
    await page.goto("/patient/patient_djz");
    await expect(pendingRows(page).first()).toBeVisible();
    expect(asked.sort()).toEqual(["/assets/console-shell", "/assets/patient-page"]);
  });

  test("a section's root renders once, on its first tab: the address changes before React starts rendering", async ({ page }) => {
    await signIn(page, demo.verified, { at: null });
    // Whether React had taken #root (createRoot marks it) when the address changed to the tab.
    await page.addInitScript(() => {
      const replace = history.replaceState.bind(history);
      history.replaceState = (...args: Parameters<History["replaceState"]>) => {
        const root = document.getElementById("root");
        (window as unknown as { reactStarted: boolean[] }).reactStarted ??= [];
        (window as unknown as { reactStarted: boolean[] }).reactStarted.push(!!root && Object.keys(root).some((k) => k.startsWith("__reactContainer")));
        replace(...args);
      };
    });
    await page.goto("/nutriRecipel");
    await expect(page).toHaveURL(/\/nutriRecipel\/nutriRecipel_jl$/);
    await expect(page.getByRole("table")).toBeVisible();
    // One change of address, made before the first render (a redirect inside the app comes after it, and renders everything again).
    expect(await page.evaluate(() => (window as unknown as { reactStarted: boolean[] }).reactStarted)).toEqual([false]);
  });

  test("a slow list does not keep the screen blank: the shell and the page's skeleton show, then the rows", async ({ page }) => {
    await signIn(page, demo.verified, { at: null });
    await page.route(/\/api\/management\/patients\?state=0&page=1/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 5000));
      await route.continue().catch(() => undefined);
    });
    const started = Date.now();
    await page.goto("/patient/patient_djz");
    await expect(page.getByRole("heading", { name: "问诊订单" })).toBeVisible({ timeout: 4000 });
    await expect(page.getByRole("status").filter({ hasText: "加载中" })).toBeVisible();
    expect(Date.now() - started).toBeLessThan(4500);
    await expect(pendingRows(page).first()).toBeVisible({ timeout: 10_000 });
  });

  test("pointing at a menu entry starts its page's code and data before the click", async ({ page }) => {
    await signIn(page, demo.verified);
    const seen: string[] = [];
    page.on("request", (r) => seen.push(new URL(r.url()).pathname));
    const entry = page.getByRole("navigation").getByRole("link", { name: "营养管理" }).first();
    await entry.hover();
    await expect.poll(() => seen.some((p) => /\/assets\/nutrition-page-[^/]+\.js$/.test(p))).toBe(true);
    // The first tab's list and the product-library check.
    await expect.poll(() => seen.filter((p) => p.startsWith("/api/docnutrition/getnutritionprescriptions/") || p === "/api/getnourishments").length).toBe(2);
    expect(page.url()).toMatch(/\/Welcome$/i);
  });

});
