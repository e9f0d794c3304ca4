import { expect, test } from "./fixtures";
import { demo, signIn } from "./helpers";

test("publishing: its own navigation, from the side menu's 发布管理, reaches every publishing page; 评论管理 shows the unreplied count", async ({ page }) => {
  await signIn(page, demo.verified);
  await page.getByRole("navigation", { name: "主菜单" }).getByRole("link", { name: "发布管理" }).click();
  await expect(page).toHaveURL(/\/releaseM$/);
  const nav = page.getByRole("navigation", { name: "发布管理分类" });
  await expect(nav.getByRole("link", { name: "文章" })).toHaveAttribute("aria-current", "page");
  // The count is what the API reports for 未回复.
  const answer = await page.evaluate(async () => (await (await fetch("/api/management/comments?state=2&page=1", { credentials: "include" })).json()) as { result?: { total?: number } });
  const unreplied = answer.result?.total ?? 0;
  expect(unreplied).toBeGreaterThan(0);
  await expect(nav.getByRole("link", { name: new RegExp(`^评论管理\\s*${unreplied}\\s*条未回复$`) })).toBeVisible();

  const pages = [
    ["草稿箱", /\/drafts$/, "草稿箱"],
    [/^评论管理/, /\/comment$/, "评论管理"],
    ["疾病列表", /\/diseasesList$/, "疾病列表"],
    ["视频录制测试", /\/releaseM\/video$/, null],
    ["文章", /\/releaseM$/, "发布管理"],
  ] as const;
  for (const [link, url, heading] of pages) {
    await nav.getByRole("link", { name: link }).click();
    await expect(page).toHaveURL(url);
    if (heading) await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  }
  await nav.getByRole("link", { name: "疾病列表" }).click();
  await page.getByRole("link", { name: "新增疾病" }).click();
  await expect(page).toHaveURL(/\/releaseM\/addDisease$/);
});

test("a page whose code does not arrive shows the failure inside the shell; other pages still open, and 重试 reloads it once the network is back", async ({ page }) => {
  await signIn(page, demo.verified);
  await page.goto("/releaseM");
  const nav = page.getByRole("navigation", { name: "发布管理分类" });
  await expect(nav.getByRole("link", { name: "草稿箱" })).toBeVisible();
  // The comments page's code cannot be fetched (the server or the network down).
  let down = true;
  await page.route(/\/assets\/comment-page-[\w-]+\.js$/, (route) => (down ? route.abort("connectionrefused") : route.fallback()));
  await nav.getByRole("link", { name: /^评论管理/ }).click();
  const failure = page.getByRole("alert").filter({ hasText: "服务器开小差了，请刷新页面重新请求" });
  await expect(failure).toBeVisible();
  // The shell stays: its menu still leads elsewhere.
  await expect(page.getByRole("navigation", { name: "主菜单" })).toBeVisible();
  // Another page renders as usual; back on the failed one, the failure again.
  await nav.getByRole("link", { name: "草稿箱" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "草稿箱" })).toBeVisible();
  await expect(failure).toHaveCount(0);
  await page.goBack();
  await expect(failure).toBeVisible();
  down = false;
  await failure.getByRole("button", { name: "重试" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "评论管理" })).toBeVisible();
  await expect(failure).toHaveCount(0);
});
