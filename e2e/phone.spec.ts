import { expect, test, type Page } from "./fixtures";
import { patientTabs } from "@doctor-console/domain";
import { routeTable } from "../apps/console/src/route-table";
import { nutritionTabs, paths } from "../apps/console/src/paths";
import { demo, openInConsole, signIn, signInThroughForm } from "./helpers";
import { expectNoAxeViolations } from "./support/axe";

/**
 * The console on a phone (390 px) and a tablet (768 px): the side menu is a drawer, no page
 * scrolls sideways, the order table keeps its actions on screen, axe stays clean. See
 * docs/behaviour/shell.md#narrow-screens.
 */

const menuButton = (page: Page) => page.getByRole("button", { name: "打开菜单" });
const drawer = (page: Page) => page.getByRole("dialog", { name: "主菜单" });
const menu = (page: Page) => page.getByRole("navigation", { name: "主菜单" });

/** Waits until the page's content is in: the lazy page, its data, no loading veil or spinner. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator("main").first()).toBeVisible();
  await expect(page.locator("[aria-busy=true], [data-slot=spinner], [data-slot=skeleton], [data-slot=table-skeleton-row]")).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
}

/**
 * What scrolls sideways on the page as it stands: the document when it is wider than the window,
 * and every element that scrolls sideways itself (`overflow-x: auto | scroll` with more content
 * than room), except the tab lists, which are meant to (the tab bar, a section's tabs).
 */
function sidewaysScrollers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > window.innerWidth) found.push(`document: ${root.scrollWidth} px in a ${window.innerWidth} px window`);
    const tabLists = '[data-slot="tab-bar-list"], [data-slot="tabs-list"], [data-slot="link-tabs"] > ul';
    for (const element of document.body.querySelectorAll<HTMLElement>("*")) {
      const { overflowX } = getComputedStyle(element);
      if (overflowX !== "auto" && overflowX !== "scroll") continue;
      if (element.scrollWidth <= element.clientWidth + 1 || element.matches(tabLists)) continue;
      const name = element.getAttribute("data-slot") ?? element.id ?? element.tagName.toLowerCase();
      found.push(`${name}: ${element.scrollWidth} px of content in ${element.clientWidth} px`);
    }
    return found;
  });
}

/** Each record of the route table as the addresses a doctor opens (detail pages through their list's link). */
type Visit = { path: string } | { list: string; link: RegExp; role?: "link" | "button"; confirm?: boolean };

function visitsOf(path: string): Visit[] {
  switch (path) {
    case `${paths.patient}/:tab`:
      return patientTabs.map((t) => ({ path: paths.patientTab(t.route) }));
    case `${paths.nutrition}/:tab`:
      return nutritionTabs.map((t) => ({ path: paths.nutritionTab(t.route) }));
    case paths.articleEditor:
      return [{ path: paths.article(0) }, { list: paths.publishing, link: /^编辑 /, role: "button", confirm: true }];
    case paths.prescriptionDetail:
      return [{ list: paths.patientTab("patient_ycf"), link: /^查看处方/ }];
    case paths.medicalRecordDetail:
      return [{ list: paths.patientTab("patient_yjs"), link: /^查看病历/ }];
    case paths.nutritionPrescriptionDetail:
      return [{ list: paths.nutritionTab("nutriRecipel_jl"), link: /^查看 .+ 的营养处方$/ }];
    case paths.pgSgaDetail:
      return [{ list: paths.nutritionTab("PGSGAJl"), link: /^查看 .+ 的 PG-SGA 评估$/ }];
    case paths.screeningDetail:
      return [{ list: paths.nutritionTab("assessJl"), link: /^查看 .+ 的 NRS-2002 筛查$/ }];
    default:
      if (path.includes(":")) throw new Error(`phone.spec.ts: say which addresses ${path} stands for`);
      return [{ path }];
  }
}

const visits = routeTable.flatMap((record) => visitsOf(record.path));

for (const width of [390, 768]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test("the side menu is a drawer: closed at first, opened by its button, Esc gives focus back, a choice closes it", async ({ page }) => {
      await signIn(page, demo.verified);
      await expect(menu(page)).toBeHidden();
      await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");

      await menuButton(page).click();
      await expect(drawer(page)).toBeVisible();
      await expect(menuButton(page)).toHaveAttribute("aria-expanded", "true");
      // Focus moves in, onto the current page's entry.
      await expect(menu(page).getByRole("link", { name: "首页" })).toBeFocused();
      await expect(menu(page).getByRole("link", { name: "首页" })).toHaveAttribute("aria-current", "page");
      await expectNoAxeViolations(page, `drawer at ${width} px`);

      await page.keyboard.press("Escape");
      await expect(drawer(page)).toBeHidden();
      await expect(menuButton(page)).toBeFocused();
      await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");

      // Enter opens it again; a choice navigates, closes it, and focus goes to the new page's heading.
      await page.keyboard.press("Enter");
      await expect(drawer(page)).toBeVisible();
      await menu(page).getByRole("link", { name: "营养管理" }).click();
      await expect(page).toHaveURL(/\/nutriRecipel/);
      await expect(drawer(page)).toBeHidden();
      await expect(page.getByRole("heading", { level: 1, name: "营养管理" })).toBeFocused();

      // The close button and a click beside the drawer close it too.
      await menuButton(page).click();
      await drawer(page).getByRole("button", { name: "关闭菜单" }).click();
      await expect(drawer(page)).toBeHidden();
      await expect(menuButton(page)).toBeFocused();
      await menuButton(page).click();
      await expect(drawer(page)).toBeVisible();
      await page.mouse.click(width - 10, 400);
      await expect(drawer(page)).toBeHidden();

      // Closed again after a reload, and on every page the menu is reached the same way.
      await page.reload();
      await expect(menuButton(page)).toBeVisible();
      await expect(menu(page)).toBeHidden();
    });

    test("the drawer gives way to the menu column when the window widens", async ({ page }) => {
      await signIn(page, demo.verified);
      await menuButton(page).click();
      await expect(drawer(page)).toBeVisible();
      await page.setViewportSize({ width: 1280, height: 844 });
      await expect(drawer(page)).toBeHidden();
      await expect(menuButton(page)).toBeHidden();
      await expect(menu(page)).toBeVisible();
    });

    test("no page scrolls sideways: every route of the route table", async ({ page }) => {
      test.setTimeout(240_000);
      await signIn(page, demo.verified);
      const problems: string[] = [];
      for (const visit of visits) {
        if ("path" in visit) {
          await openInConsole(page, visit.path);
        } else {
          await openInConsole(page, visit.list);
          await page.getByRole(visit.role ?? "link", { name: visit.link }).first().click();
          if (visit.confirm) await page.getByRole("alertdialog").getByRole("button", { name: "确定" }).click();
          await expect(page).not.toHaveURL(new RegExp(`${visit.list}$`));
        }
        await settled(page);
        const found = await sidewaysScrollers(page);
        if (found.length > 0) problems.push(`${page.url().replace(/^https?:\/\/[^/]+/, "")}: ${found.join("; ")}`);
      }
      // The sign-in page too (not a record of the route table: the console's own entry).
      await page.context().clearCookies();
      await page.goto(paths.login);
      await expect(page.getByRole("button", { name: "登录", exact: true })).toBeVisible();
      problems.push(...(await sidewaysScrollers(page)).map((f) => `/login: ${f}`));
      expect(problems).toEqual([]);
    });

    test("the pending orders' 接诊 and 拒绝 buttons are on screen, every row's", async ({ page }) => {
      await signIn(page, demo.verified, { at: paths.patientTab("patient_djz") });
      await settled(page);
      const rows = page.getByRole("table").getByRole("row").filter({ has: page.getByRole("button", { name: "接诊" }) });
      await expect(rows.first()).toBeVisible();
      const count = await rows.count();
      expect(count).toBeGreaterThan(1);
      for (let i = 0; i < count; i++) {
        for (const name of ["接诊", "拒绝"]) {
          const button = rows.nth(i).getByRole("button", { name });
          await button.scrollIntoViewIfNeeded();
          const box = (await button.boundingBox())!;
          expect(box.x, `${name} of row ${i + 1}`).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width, `${name} of row ${i + 1}`).toBeLessThanOrEqual(width);
        }
      }
      // A card still reads as a row of the table, each value named by its column.
      await expect(rows.first().getByRole("cell").first()).toBeVisible();
      await expect(page.getByRole("columnheader", { name: "咨询人" })).toHaveCount(1);
    });

    test("the editor's toolbar stays one row; the block formats are in its 更多 menu", async ({ page }) => {
      await signIn(page, demo.verified, { at: paths.article(0) });
      const toolbar = page.getByRole("toolbar", { name: "文本格式" });
      await expect(toolbar).toBeVisible();
      const buttons = toolbar.getByRole("button");
      const tops = new Set<number>();
      for (const box of await buttons.evaluateAll((list) => list.map((b) => b.getBoundingClientRect()).filter((r) => r.width > 0)))
        tops.add(Math.round(box.top));
      expect([...tops]).toHaveLength(1);
      if (width < 700) {
        await expect(toolbar.getByRole("button", { name: "无序列表" })).toBeHidden();
        await toolbar.getByRole("button", { name: "更多" }).click();
        await page.getByRole("dialog", { name: "更多格式" }).getByRole("button", { name: "无序列表" }).click();
        await expect(page.getByRole("dialog", { name: "更多格式" })).toBeHidden();
        await page.keyboard.type("第一条");
        await expect(page.getByRole("textbox", { name: "文章内容" }).locator("ul li")).toHaveText("第一条");
      } else {
        await expect(toolbar.getByRole("button", { name: "无序列表" })).toBeVisible();
        await expect(toolbar.getByRole("button", { name: "更多" })).toBeHidden();
      }
    });

    test("sheets stay readable: no name or value broken one character a line", async ({ page }) => {
      await signIn(page, demo.verified);
      const sheets: [string, RegExp][] = [
        [paths.patientTab("patient_ycf"), /^查看处方/],
        [paths.patientTab("patient_yjs"), /^查看病历/],
        [paths.nutritionTab("nutriRecipel_jl"), /^查看 .+ 的营养处方$/],
        [paths.nutritionTab("PGSGAJl"), /^查看 .+ 的 PG-SGA 评估$/],
        [paths.nutritionTab("assessJl"), /^查看 .+ 的 NRS-2002 筛查$/],
      ];
      for (const [list, link] of sheets) {
        await openInConsole(page, list);
        await page.getByRole("link", { name: link }).first().click();
        await settled(page);
        // A short text (up to 4 characters: a name, 饮片, 15g, a label) laid out on more lines than one.
        const broken = await page.locator("main").evaluate((main) => {
          const found: string[] = [];
          const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const text = node.textContent?.trim() ?? "";
            if (text.length < 2 || text.length > 4) continue;
            // Visually hidden words (a 1 px box) are for screen readers only.
            if ((node.parentElement?.getBoundingClientRect().width ?? 0) <= 1) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
            if (lines.size > 1) found.push(text);
          }
          return found;
        });
        expect(broken, `${page.url()}`).toEqual([]);
      }
    });
  });
}

test.describe("390 px: axe on the main pages", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("home, orders, a prescription, nutrition, publishing, the editor, personal data", async ({ page }) => {
    test.setTimeout(180_000);
    // The home as a doctor first sees it, the sign-in's toast included.
    await signInThroughForm(page, demo.verified);
    await settled(page);
    await expectNoAxeViolations(page, "/Welcome at 390 px");
    for (const path of [
      paths.patientTab("patient_djz"),
      paths.patientTab("patient_wzhz"),
      paths.nutritionTab("nutriRecipel_jl"),
      paths.nutritionTab("nutrition"),
      paths.addNutritionPrescription,
      paths.publishing,
      paths.article(0),
      paths.comments,
      paths.personalData,
    ]) {
      await openInConsole(page, path);
      await settled(page);
      await expectNoAxeViolations(page, `${path} at 390 px`);
    }
    await openInConsole(page, paths.patientTab("patient_ycf"));
    await page.getByRole("link", { name: /^查看处方/ }).first().click();
    await settled(page);
    await expectNoAxeViolations(page, "prescription at 390 px");
  });
});
