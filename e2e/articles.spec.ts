import { expect, test, type Browser, type Page } from "./fixtures";
import { demo, signIn, signInThroughForm } from "./helpers";
import { isoMedia, png } from "../apps/server/test/support/files";
import { xssArticle } from "./xss-vectors";

const rows = (page: Page) => page.locator("tr[data-slot=article-row]");
const tab = (page: Page, name: string) => page.getByRole("navigation", { name: "文章状态" }).getByRole("link", { name, exact: true });

/** The list's total for a state, as the server answers it. */
async function total(page: Page, state: number, name = ""): Promise<number> {
  const answer = await page.request.get(`/api/management/articles?state=${state}&page=1&name=${encodeURIComponent(name)}`);
  return ((await answer.json()) as { result: { total: number } }).result.total;
}

/** Fills what 提交审核 needs of a doctor-edition text article. */
async function fillArticle(page: Page, title: string) {
  await page.getByRole("textbox", { name: "标题" }).fill(title);
  await page.getByRole("textbox", { name: "文章内容" }).click();
  await page.keyboard.type("饭后散步，少食多餐。");
  await page.getByRole("radio", { name: "医生版" }).click();
  await page.getByRole("group").getByRole("checkbox").first().click();
}

test.describe("articles", () => {
  test("tabs with their totals; tab, page and search live in the URL", async ({ page }) => {
    await signIn(page, demo.verified, { at: "/releaseM" });
    await expect(page.getByRole("navigation", { name: "文章状态" }).getByRole("link")).toHaveText(["全部", "审核中", "已发布", "审核驳回", "已下架", "草稿箱"]);
    for (const [state, name] of [[0, "全部"], [1, "审核中"], [2, "已发布"], [3, "审核驳回"], [4, "已下架"], [5, "草稿箱"]] as const) {
      await tab(page, name).click();
      await expect(tab(page, name)).toHaveAttribute("aria-current", "page");
      const n = await total(page, state);
      if (n > 0) await expect(page.getByText(`共 ${n} 条`)).toBeVisible();
      await expect(rows(page)).toHaveCount(Math.min(n, 10));
      if (state > 0) await expect(page).toHaveURL(new RegExp(`state=${state}`));
    }
    await tab(page, "全部").click();
    const all = await total(page, 0);
    if (all > 10) {
      await page.getByRole("button", { name: "第 2 页" }).click();
      await expect(page).toHaveURL(/page=2/);
      await page.reload();
      await expect(rows(page)).toHaveCount(Math.min(all - 10, 10));
      await page.goBack();
      await expect(page).not.toHaveURL(/page=2/);
    }
    await page.getByRole("searchbox", { name: "文章标题" }).fill("脾胃");
    await expect(page).toHaveURL(/name=%E8%84%BE%E8%83%83/);
    const found = await total(page, 0, "脾胃");
    await expect(rows(page)).toHaveCount(found);
    for (const title of await rows(page).locator("td:first-child").allTextContents()) expect(title).toContain("脾胃");
    await page.reload();
    await expect(page.getByRole("searchbox", { name: "文章标题" })).toHaveValue("脾胃");
    await expect(rows(page)).toHaveCount(found);
  });

  test("offline, online and delete update the list in place", async ({ page }) => {
    // On 全部 the row stays and changes its status (on 已发布 it would leave the tab).
    await signIn(page, demo.verified, { at: "/releaseM" });
    const first = page.locator("tr[data-slot=article-row][data-status=published]").first();
    const title = (await first.locator("td").first().textContent())!;
    await first.getByRole("button", { name: `下线 ${title}` }).click();
    await expect(page.getByText("下线成功!")).toBeVisible();
    const row = rows(page).filter({ hasText: title });
    await expect(row.getByText("已下架")).toBeVisible();
    await tab(page, "已发布").click();
    await expect(rows(page).filter({ hasText: title })).toHaveCount(0);
    await tab(page, "全部").click();
    await row.getByRole("button", { name: `上线 ${title}` }).click();
    await expect(page.getByText("上线成功!")).toBeVisible();
    await expect(row.getByText("已发布")).toBeVisible();

    await page.goto("/drafts");
    const draft = rows(page).first();
    const draftTitle = (await draft.locator("td").first().textContent())!;
    const before = await total(page, 5);
    await draft.getByRole("button", { name: `删除 ${draftTitle}` }).click();
    await page.getByRole("alertdialog", { name: "删除文章" }).getByRole("button", { name: "删除" }).click();
    await expect(page.getByText("删除成功")).toBeVisible();
    await expect(rows(page).filter({ hasText: draftTitle })).toHaveCount(0);
    expect(await total(page, 5)).toBe(before - 1);
  });

  test("a new article with an image and a small MP4 goes through review to the list, with the preview QR", async ({ page, context }) => {
    await signIn(page, demo.verified, { at: "/releaseM" });
    await page.getByRole("button", { name: "发布文章" }).click();
    await expect(page).toHaveURL(/addArticle\?articleId=0/);
    await page.getByRole("button", { name: "提交审核" }).click();
    await expect(page.getByText("标题不能为空")).toBeVisible();
    await fillArticle(page, "端到端的视频文章");
    // An image into the text, where the cursor is.
    await page.locator("input[type=file][accept*=gif]").setInputFiles({ name: "图.png", mimeType: "image/png", buffer: png() });
    await expect(page.getByRole("textbox", { name: "文章内容" }).locator("img")).toHaveAttribute("src", /^\/uploads\/article\//);
    // The video, then its cover.
    await page.getByLabel("选择视频").setInputFiles({ name: "讲座.mp4", mimeType: "video/mp4", buffer: isoMedia("isom", 64 * 1024) });
    await expect(page.getByRole("link", { name: "已上传视频" })).toBeVisible();
    await page.getByRole("button", { name: "提交审核" }).click();
    await expect(page.getByText("视频封面图不能为空")).toBeVisible();
    await page.getByLabel("视频封面", { exact: true }).setInputFiles({ name: "封面.png", mimeType: "image/png", buffer: png() });
    await expect(page.getByRole("img", { name: "视频封面" })).toBeVisible();
    await page.getByRole("button", { name: "提交审核" }).click();
    await expect(page.getByText("提交成功")).toBeVisible();
    const dialog = page.getByRole("dialog", { name: /预览/ });
    await expect(dialog.getByRole("img", { name: "文章预览二维码" })).toBeVisible();
    // The QR's link opens the mobile preview for anyone holding it, without a session.
    const link = await dialog.getByRole("link", { name: "在新窗口打开手机预览" }).getAttribute("href");
    await dialog.getByRole("button", { name: "关闭" }).click();
    await expect(page).toHaveURL(/\/releaseM$/);
    await tab(page, "审核中").click();
    const row = rows(page).filter({ hasText: "端到端的视频文章" });
    await expect(row.getByRole("cell", { name: "视频", exact: true })).toBeVisible();
    await context.clearCookies();
    const phone = await page.context().browser()!.newPage({ viewport: { width: 390, height: 760 } });
    await phone.goto(link!);
    await expect(phone.getByRole("heading", { name: "端到端的视频文章" })).toBeVisible();
    // The article is still under review, so its media is private: the page serves it through the link.
    await expect(phone.locator("video")).toHaveAttribute("src", /^\/preview\/article\/\d+\/media\?p=%2Fuploads%2Fvideo%2F/);
    await expect.poll(() => phone.locator(".content img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const src = new URL((await phone.locator("video").getAttribute("src"))!, link!);
    expect((await phone.request.get(src.href)).status()).toBe(200);
    expect((await phone.request.get(new URL(src.searchParams.get("p")!, link!).href)).status()).toBe(404);
    await phone.goto(link!.replace(/s=[^&]+/, "s=forged"));
    await expect(phone.getByRole("alert")).toHaveText("预览链接已失效，请在电脑端重新打开预览");
    await phone.close();
  });

  test("keys typed just before a reload are not lost: the reload asks first", async ({ page }) => {
    await signIn(page, demo.verified, { at: "/releaseM/addArticle?articleId=0" });
    await page.getByRole("textbox", { name: "文章内容" }).click();
    const asked: string[] = [];
    page.on("dialog", (dialog) => {
      asked.push(dialog.type());
      void dialog.accept();
    });
    // No pause after the last key (the text is handed over 250 ms after typing stops).
    await page.keyboard.type("刚打的字");
    await page.reload().catch(() => undefined);
    await expect.poll(() => asked).toContain("beforeunload");
  });

  test("auto-save every 30 s creates a draft and says when", async ({ page }) => {
    await page.clock.install({ time: new Date("2026-11-20T10:00:00+08:00") });
    await signIn(page, demo.verified, { at: "/releaseM/addArticle?articleId=0" });
    await page.getByRole("textbox", { name: "文章内容" }).click();
    await page.keyboard.type("没有标题时不自动保存");
    await page.clock.fastForward(30_000);
    await expect(page.getByText(/已自动保存/)).toHaveCount(0);
    await page.getByRole("textbox", { name: "标题" }).fill("自动保存的草稿");
    await page.clock.fastForward(30_000);
    await expect(page.getByRole("status").filter({ hasText: /^已自动保存 10:01:0\d$/ })).toBeVisible();
    await expect(page).toHaveURL(/articleId=[1-9]\d*/);
    await page.goto("/drafts");
    await expect(rows(page).filter({ hasText: "自动保存的草稿" })).toHaveCount(1);
  });

  test("a 401 while editing asks for the password in place and carries on", async ({ page, context }) => {
    // The console's start-up calls (the verification refresh, the new-order poll's first look) go
    // out when the browser is idle after the first paint: the session ends after they answered,
    // so that the call answering 401 is the save.
    const startedUp = Promise.all(
      ["/api/management/authentication", "/api/management/patients"].map((path) => page.waitForResponse((r) => new URL(r.url()).pathname === path && r.frame().url().includes("/addArticle"))),
    );
    await signIn(page, demo.verified, { at: "/releaseM/addArticle?articleId=0" });
    await page.getByRole("textbox", { name: "标题" }).fill("会话过期时写的文章");
    await startedUp;
    // The session ends on the server side (expired): the next call answers 401.
    await context.clearCookies({ name: "dc_session" });
    await page.getByRole("button", { name: "保存草稿" }).click();
    const dialog = page.getByRole("dialog", { name: "登陆超时" });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/addArticle/);
    await dialog.getByRole("button", { name: "继续编辑" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("密码不能为空");
    await dialog.getByLabel("密码").fill(demo.password);
    await dialog.getByRole("button", { name: "继续编辑" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole("textbox", { name: "标题" })).toHaveValue("会话过期时写的文章");
    await page.getByRole("button", { name: "保存草稿" }).click();
    await expect(page).toHaveURL(/articleId=[1-9]\d*/);
    await page.goto("/drafts");
    await expect(rows(page).filter({ hasText: "会话过期时写的文章" })).toHaveCount(1);
  });

  test("after a forced logout the editor offers the unsaved content back", async ({ browser }) => {
    const { first, second, a, b } = await twoDevices(browser);
    await signIn(a, demo.verified, { at: "/releaseM/addArticle?articleId=0" });
    await a.getByRole("textbox", { name: "标题" }).fill("未保存的文章");
    await a.getByRole("textbox", { name: "文章内容" }).click();
    await a.keyboard.type("一小时的心血");
    await a.getByRole("radio", { name: "患者版" }).click();
    // Another device signs in: this console is logged out.
    await signInThroughForm(b, demo.verified);
    await expect(a).toHaveURL(/\/login$/);
    // Signing in again after the session ended, as the doctor does: through the form.
    await signInThroughForm(a, demo.verified);
    await a.goto("/releaseM/addArticle?articleId=0");
    const banner = a.getByRole("region", { name: "恢复未保存的内容" });
    await expect(banner).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    await banner.getByRole("button", { name: /^恢复未保存的内容/ }).click();
    await expect(a.getByRole("textbox", { name: "标题" })).toHaveValue("未保存的文章");
    await expect(a.getByRole("textbox", { name: "文章内容" })).toHaveText("一小时的心血");
    await expect(a.getByRole("radio", { name: "患者版" })).toBeChecked();
    // 放弃 forgets it: the next visit offers nothing.
    await a.reload();
    await a.getByRole("region", { name: "恢复未保存的内容" }).getByRole("button", { name: "放弃" }).click();
    await expect(a.getByRole("region", { name: "恢复未保存的内容" })).toHaveCount(0);
    await a.reload();
    await expect(a.getByRole("textbox", { name: "标题" })).toHaveValue("");
    await expect(a.getByRole("region", { name: "恢复未保存的内容" })).toHaveCount(0);
    await first.close();
    await second.close();
  });
});

async function twoDevices(browser: Browser) {
  const first = await browser.newContext();
  const second = await browser.newContext();
  return { first, second, a: await first.newPage(), b: await second.newPage() };
}

test.describe("XSS", () => {
  // Without the Content-Security-Policy only sanitizing stands between the HTML and the page.
  test.use({ bypassCSP: true });

  /** Counts every alert / confirm / prompt a vector would open. */
  function trap(page: Page): { fired: string[] } {
    const fired: string[] = [];
    page.on("dialog", (d) => {
      fired.push(`${d.type()} ${d.message()}`);
      void d.dismiss();
    });
    return { fired };
  }

  test("known vectors through every rendering path: none fires", async ({ page }) => {
    const { fired } = trap(page);
    await signIn(page, demo.verified);
    // Saved through the API: the server sanitizes on save.
    const saved = await page.request.post("/api/management/articles", {
      // As the console's own page would: a signed-in write must say where it comes from.
      headers: { origin: new URL(page.url()).origin },
      data: { articleId: 0, title: "XSS 测试", content: xssArticle, categoryId: 1, departments: ["中医内科"], department: "中医内科", isEssence: 0, isOpenDiscuss: 1, imgUrl: "", outUrl: "" },
    });
    const articleId = ((await saved.json()) as { result: number }).result;
    expect(articleId).toBeGreaterThan(0);
    // The browser sanitizes too: the article as loaded is served raw here, as if stored by another client.
    await page.route(`**/management/articles/${articleId}`, async (route) => {
      const answer = await route.fetch();
      const body = (await answer.json()) as { result: { content: string } };
      body.result.content = xssArticle;
      await route.fulfill({ response: answer, json: body });
    });
    await page.route("**/management/articles?*", async (route) => {
      const answer = await route.fetch();
      const body = (await answer.json()) as { result: { list: { articleId: number; content: string }[] } };
      for (const a of body.result.list) if (a.articleId === articleId) a.content = xssArticle;
      await route.fulfill({ response: answer, json: body });
    });
    // 1. The editor loading it.
    await page.goto(`/releaseM/addArticle?articleId=${articleId}`);
    const editor = page.getByRole("textbox", { name: "文章内容" });
    // (Mutation vectors swallow what follows them: the sanitized text ends early, harmlessly.)
    await expect(editor).toContainText("开头");
    expect(await editor.locator("script, iframe, object, embed, svg, [onerror], [onload], a[href^='javascript' i]").count()).toBe(0);
    // 2. The preview after submitting.
    await page.getByRole("button", { name: "提交审核" }).click();
    const dialog = page.getByRole("dialog", { name: /预览/ });
    await expect(dialog).toContainText("开头");
    const link = await dialog.getByRole("link", { name: "在新窗口打开手机预览" }).getAttribute("href");
    // 3. The mobile preview page (server-rendered).
    await page.goto(link!);
    await expect(page.getByText("开头")).toBeVisible();
    // 4. The list's preview dialog.
    await page.goto("/releaseM");
    await rows(page).filter({ hasText: "XSS 测试" }).getByRole("button", { name: /^预览/ }).click();
    await expect(page.getByRole("dialog", { name: /预览/ })).toContainText("开头");
    await page.waitForTimeout(500); // let any deferred handler (onload, autofocus) have its chance
    expect(fired).toEqual([]);
  });
});

test.describe("the editor on a failing or slow server", () => {
  /** How many of the doctor's articles, drafts included, carry this title (an empty list answers 30007, no result). */
  async function countTitled(page: Page, title: string): Promise<number> {
    let n = 0;
    for (const state of [0, 5]) {
      const answer = await page.request.get(`/api/management/articles?state=${state}&page=1&name=${encodeURIComponent(title)}`);
      n += ((await answer.json()) as { result: { total: number } | null }).result?.total ?? 0;
    }
    return n;
  }

  test("an auto-save in flight when 提交审核 is pressed: one article, not two", async ({ page }) => {
    await page.clock.install({ time: new Date("2026-11-20T10:00:00+08:00") });
    await signIn(page, demo.verified, { at: "/releaseM/addArticle?articleId=0" });
    // The first save (the auto-save) answers only when told; every later save goes through.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const saves: number[] = [];
    await page.route("**/api/management/articles", async (route) => {
      if (route.request().method() !== "POST") return route.fallback();
      const body = route.request().postDataJSON() as { articleId: number };
      saves.push(body.articleId);
      if (saves.length === 1) await held;
      await route.fallback();
    });
    await fillArticle(page, "自动保存与提交同时发生");
    // The page's time stands still while the auto-save is held. Running on, it gave up on the held
    // call after the console's 10 s request timeout whenever the machine was slow enough (the hold
    // lasts as long as the click and the wait below take): the auto-save then failed, and the
    // submit, no longer behind a save in flight, made a second article.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2_000);
    await page.clock.fastForward(30_000);
    await expect.poll(() => saves.length).toBe(1);
    await page.getByRole("button", { name: "提交审核" }).click();
    // Give a second save every chance to leave while the first is unanswered.
    await page.waitForTimeout(1000);
    release();
    await page.clock.resume();
    await expect(page.getByText("提交成功")).toBeVisible();
    await expect.poll(() => countTitled(page, "自动保存与提交同时发生")).toBe(1);
    expect(saves[0]).toBe(0);
    expect(saves[1]).toBeGreaterThan(0);
  });

  test("编辑 of an article that is gone: says so and leads back to the list", async ({ page }) => {
    await signIn(page, demo.verified, { at: "/releaseM/addArticle?articleId=987654" });
    await expect(page.getByRole("alert").filter({ hasText: "文章不存在或已被删除" })).toBeVisible();
    await page.getByRole("link", { name: "返回文章列表" }).click();
    await expect(page).toHaveURL(/\/releaseM$/);
    await expect(page.getByRole("heading", { level: 1, name: "发布管理" })).toBeVisible();
  });

  test("an article that fails to load: the failure, 重试, and the way back", async ({ page }) => {
    await signIn(page, demo.verified, { at: "/drafts" });
    const draft = rows(page).first();
    const title = (await draft.locator("td").first().textContent())!;
    const articleId = Number(/\d+/.exec((await draft.getAttribute("data-article-id")) ?? "")?.[0] ?? 0);
    let failing = true;
    await page.route(/\/api\/management\/articles\/\d+$/, (route) => (failing ? route.fulfill({ status: 500, body: "down" }) : route.fallback()));
    await draft.getByRole("button", { name: `编辑 ${title}` }).click();
    await page.getByRole("alertdialog", { name: "编辑文章" }).getByRole("button", { name: "确定" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "服务器开小差了，请刷新页面重新请求" })).toBeVisible();
    await expect(page.getByRole("link", { name: "返回文章列表" })).toBeVisible();
    failing = false;
    await page.getByRole("button", { name: "重试" }).click();
    await expect(page.getByRole("textbox", { name: "标题" })).toHaveValue(title);
    if (articleId) await expect(page).toHaveURL(new RegExp(`articleId=${articleId}`));
  });

  test("the scopes come from GET /management/categorys", async ({ page }) => {
    await page.route("**/api/management/categorys*", (route) =>
      route.fulfill({ json: { errcode: 0, errmsg: "", result: [{ categoryId: 1, categoryName: "医生专业版" }, { categoryId: 2, categoryName: "大众科普版" }] } }),
    );
    const asked = page.waitForRequest((r) => new URL(r.url()).pathname === "/api/management/categorys");
    await signIn(page, demo.verified, { at: "/releaseM/addArticle?articleId=0" });
    await asked;
    const scope = page.getByRole("radiogroup", { name: "所属范围" });
    await expect(scope.getByRole("radio")).toHaveCount(2);
    await expect(scope.getByRole("radio", { name: "大众科普版" })).toBeVisible();
    await expect(scope.getByRole("radio", { name: "医生版" })).toHaveCount(0);
  });

  test("编辑 of a draft confirms first; the editor of a published article says saving returns it to drafts", async ({ page }) => {
    await signIn(page, demo.verified, { at: "/drafts" });
    const draft = rows(page).first();
    const draftTitle = (await draft.locator("td").first().textContent())!;
    await draft.getByRole("button", { name: `编辑 ${draftTitle}` }).click();
    const confirm = page.getByRole("alertdialog", { name: "编辑文章" });
    await expect(confirm).toContainText("修改后的文章需要重新提交审核，否则可能退回草稿箱，确定要编辑吗？");
    await confirm.getByRole("button", { name: "确定" }).click();
    await expect(page).toHaveURL(/addArticle\?articleId=[1-9]/);
    await expect(page.getByRole("textbox", { name: "标题" })).toHaveValue(draftTitle);

    await page.goto("/releaseM?state=2");
    const published = rows(page).first();
    const title = (await published.locator("td").first().textContent())!;
    await published.getByRole("button", { name: `编辑 ${title}` }).click();
    await page.getByRole("alertdialog", { name: "编辑文章" }).getByRole("button", { name: "确定" }).click();
    await expect(page.getByRole("textbox", { name: "标题" })).toHaveValue(title);
    await expect(page.getByText("保存草稿后，这篇文章将退回草稿箱；提交审核后重新进入审核。")).toBeVisible();
  });

  test("the 401 dialog offers QR sign-in and logout, and the local copy survives both", async ({ page, context }) => {
    const startedUp = Promise.all(
      ["/api/management/authentication", "/api/management/patients"].map((path) => page.waitForResponse((r) => new URL(r.url()).pathname === path && r.frame().url().includes("/addArticle"))),
    );
    await signIn(page, demo.verified, { at: "/releaseM/addArticle?articleId=0" });
    await page.getByRole("textbox", { name: "标题" }).fill("扫码医生写的文章");
    await startedUp;
    await context.clearCookies({ name: "dc_session" });
    await page.getByRole("button", { name: "保存草稿" }).click();
    let dialog = page.getByRole("dialog", { name: "登陆超时" });
    await expect(dialog).toBeVisible();
    // 扫码登录: the sign-in page with the QR code.
    await dialog.getByRole("button", { name: "扫码登录" }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole("img", { name: /二维码/ })).toBeVisible();
    // Signing in again after the session ended, as the doctor does: through the form.
    await signInThroughForm(page, demo.verified);
    await page.goto("/releaseM/addArticle?articleId=0");
    const banner = page.getByRole("region", { name: "恢复未保存的内容" });
    await banner.getByRole("button", { name: /^恢复未保存的内容/ }).click();
    await expect(page.getByRole("textbox", { name: "标题" })).toHaveValue("扫码医生写的文章");
    // 退出登录 from the same dialog keeps the copy too.
    await page.getByRole("textbox", { name: "标题" }).fill("扫码医生写的文章（二）");
    await context.clearCookies({ name: "dc_session" });
    await page.getByRole("button", { name: "保存草稿" }).click();
    dialog = page.getByRole("dialog", { name: "登陆超时" });
    await dialog.getByRole("button", { name: "退出登录" }).click();
    await expect(page).toHaveURL(/\/login$/);
    // Signing in again after the session ended, as the doctor does: through the form.
    await signInThroughForm(page, demo.verified);
    await page.goto("/releaseM/addArticle?articleId=0");
    await page.getByRole("region", { name: "恢复未保存的内容" }).getByRole("button", { name: /^恢复未保存的内容/ }).click();
    await expect(page.getByRole("textbox", { name: "标题" })).toHaveValue("扫码医生写的文章（二）");
  });
});
