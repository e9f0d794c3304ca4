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
