import { expect, test } from "./fixtures";
import { patientTabs } from "@doctor-console/domain";
import { routeTable } from "../apps/console/src/route-table";
import { nutritionTabs, paths } from "../apps/console/src/paths";
import { demo, signIn } from "./helpers";

/**
 * The first screen from the server (docs/architecture.md): a signed-in page's HTML holds the
 * doctor's screen with its data, painted before any module is asked for; the browser then
 * hydrates it from the same answers (a mismatch fails any test: fixtures.ts).
 */
const answersOf = (html: string) => /<script type="application\/json" id="server-answers">([\s\S]*?)<\/script>/.exec(html)?.[1];

test.describe("the first screen from the server", () => {
  test("a signed-in page arrives drawn with the doctor's data; its modules are asked for after that paint; the live page takes its place", async ({ page }) => {
    await signIn(page, demo.verified, { at: null });
    const list = (await (await page.request.get("/api/management/patients?state=0&page=1")).json()) as {
      result: { list: { customerName: string; patient?: { patientName?: string } }[] };
    };
    const firstName = list.result.list[0]!.patient?.patientName ?? list.result.list[0]!.customerName;
    const listAsked: string[] = [];
    page.on("request", (r) => {
      if (/\/api\/management\/patients\?state=0&page=1/.test(r.url())) listAsked.push(r.url());
    });

    // When the page's first frame began (its screen drawn from the HTML): no module is asked for
    // before. And the first row as the HTML drew it, before any module ran.
    await page.addInitScript(() => {
      requestAnimationFrame(() => ((window as unknown as { firstFrame: number }).firstFrame = performance.now()));
      document.addEventListener("DOMContentLoaded", () => ((window as unknown as { drawnRow: Element | null }).drawnRow = document.querySelector("#root table tbody tr")));
    });
    const response = await page.goto("/patient/patient_djz");
    const html = await response!.text();
    expect(response!.headers()["cache-control"]).toBe("no-store");
    expect(html).toMatch(/<div id="root" data-server-rendered="\d+" inert>/);
    expect(html).toContain(firstName);
    // No module is named in the HTML: they are asked for once the screen has painted.
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    // The answers travel as JSON in which nothing can close the script element.
    const answers = answersOf(html);
    expect(answers).toBeDefined();
    expect(answers).not.toContain("<");
    expect(JSON.stringify(JSON.parse(answers!))).toContain(firstName);

    // The live page: hydrated, the elements the server drew are the page's own (not drawn again),
    // and it answers a click.
    await expect(page.locator("[data-server-rendered]")).toHaveCount(0);
    await expect(page.locator("#root[inert]")).toHaveCount(0);
    await expect(page.locator("#server-answers")).toHaveCount(0);
    const firstRow = page.getByRole("table").getByRole("row").filter({ hasText: firstName }).first();
    await expect(firstRow).toBeVisible();
    expect(await page.evaluate(() => { const drawn = (window as unknown as { drawnRow: Element | null }).drawnRow; return drawn !== null && drawn === document.querySelector("#root table tbody tr"); })).toBe(true);
    const painted = await page.evaluate(() => ({
      paint: (window as unknown as { firstFrame: number }).firstFrame,
      modules: performance
        .getEntriesByType("resource")
        .filter((e) => /\/assets\/.+\.js$/.test(e.name) && !e.name.includes("/route-preload-"))
        .map((e) => e.startTime),
    }));
    expect(painted.modules.length).toBeGreaterThan(3);
    expect(Math.min(...painted.modules)).toBeGreaterThanOrEqual(painted.paint);
    // The browser started from the server's answers: it did not ask for the list again.
    await page.waitForTimeout(1000);
    expect(listAsked).toEqual([]);
    await page.getByRole("navigation", { name: "问诊订单分类" }).getByRole("link", { name: /^已接诊/ }).click();
    await expect(page).toHaveURL(/\/patient\/patient_wzhz$/);
  });

  test("nobody signed in, or a session that ended: the HTML holds no first screen, and the browser handles it", async ({ page, context }) => {
    const plain = await page.request.get("/patient/patient_djz", { headers: { "sec-fetch-mode": "navigate" } });
    expect(await plain.text()).not.toContain("data-server-rendered");

    await signIn(page, demo.verified, { at: null });
    // The server ends the session; the console's own cookies are still there.
    const session = (await context.cookies()).find((c) => c.httpOnly)!;
    await context.clearCookies({ name: session.name });
    const response = await page.goto("/patient/patient_djz");
    expect(await response!.text()).not.toContain("data-server-rendered");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("every page of the route table that the server draws is hydrated without a mismatch", async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, demo.verified, { at: null });
    const addresses = [
      ...routeTable.filter((r) => !r.path.includes(":")).map((r) => r.path),
      ...patientTabs.map((t) => paths.patientTab(t.route)),
      ...nutritionTabs.map((t) => paths.nutritionTab(t.route)),
    ];
    const drawn: string[] = [];
    for (const address of addresses) {
      // The fixture's navigation fails on a mismatch (fixtures.ts).
      const response = await page.goto(address);
      if ((await response!.text()).includes("data-server-rendered")) drawn.push(address);
    }
    // Most pages come drawn (the others, a page not ready in time, hydrate nothing).
    expect(drawn.length, drawn.join(" ")).toBeGreaterThan(addresses.length / 2);
  });

  test("a page whose code fails to arrive while its drawing hydrates: the failure is live, and so is the rest of the console", async ({ page }) => {
    await signIn(page, demo.verified, { at: null });
    await page.route("**/assets/article-list-page-*.js", (route) => route.abort());
    // The fixture's navigation waits until the drawing has stopped being inert.
    await page.goto(paths.publishing);
    await expect(page.locator("#root[inert], [data-server-rendered]")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "重试" })).toBeVisible();
    await page.unrouteAll();
    await page.getByRole("navigation", { name: "主菜单" }).getByRole("link", { name: "问诊订单" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "问诊订单" })).toBeVisible();
  });
});
