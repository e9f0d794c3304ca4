/** The studio gate, comment replies, diseases and the video recording test page. */
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "./fixtures";
import { demo, signIn } from "./helpers";

const studioClosed = "您还未开通工作室，开通后再来吧";
const publishingPages = ["/releaseM", "/releaseM/addArticle?articleId=0", "/releaseM/video", "/releaseM/addDisease", "/diseasesList", "/drafts", "/comment"];

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

/** The API calls (method + path below /api) the page makes from now on. */
function apiCalls(page: Page) {
  const calls: string[] = [];
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith("/api/")) calls.push(`${r.method()} ${url.pathname.slice(4)}`);
  });
  return calls;
}

test.describe("the studio gate", () => {
  test("an unverified doctor gets the message on every publishing page, no list or editor, and a link to 个人资料 → 资质认证", async ({ page }) => {
    await signIn(page, demo.unverified, { at: null });
    const calls = apiCalls(page);
    for (const path of publishingPages) {
      await page.goto(path);
      const gate = page.getByRole("region", { name: studioClosed });
      await expect(gate, path).toBeVisible();
      await expect(gate).toContainText("请在个人资料中完成资质认证");
      await expect(page.getByRole("table")).toHaveCount(0);
      await expect(page.getByRole("button", { name: /开始录制|提交|回复/ })).toHaveCount(0);
    }
    await expect(toast(page, studioClosed)).toBeVisible();
    // The gated pages never asked for their data.
    expect(calls.filter((c) => /management\/(comments|diseases|articles)/.test(c))).toEqual([]);
    await page.getByRole("link", { name: "前往资质认证" }).click();
    await expect(page).toHaveURL(/\/personalData\/certificateReview$/);
  });

  test("a doctor under review is told that the documents are being reviewed", async ({ page }) => {
    await signIn(page, demo.reviewing, { at: "/comment" });
    const gate = page.getByRole("region", { name: studioClosed });
    await expect(gate).toContainText("您的认证资料正在审核中");
    await expect(toast(page, studioClosed)).toBeVisible();
    await expect(page.getByRole("navigation", { name: "评论分类" })).toHaveCount(0);
  });
});

test.describe("publishing, studio open", () => {
  // Each test opens its page.
  test.beforeEach(async ({ page }) => {
    await signIn(page, demo.verified, { at: null });
  });

  test("a reply: blank sends nothing; 回复成功 and the comment moves to 已回复", async ({ page }) => {
    await page.goto("/comment");
    const filters = page.getByRole("navigation", { name: "评论分类" });
    await expect(filters.getByRole("link", { name: "全部" })).toHaveAttribute("aria-current", "page");
    await filters.getByRole("link", { name: "未回复" }).click();
    await expect(page).toHaveURL(/\/comment\?state=2$/);
    const comments = page.getByRole("list", { name: "评论" });
    const rows = comments.getByRole("listitem");
    await expect(rows.first()).toBeVisible();
    const before = await rows.count();
    const row = rows.first();
    const nickName = (await row.getAttribute("aria-labelledby").then((id) => page.locator(`[id="${id}"]`).textContent()))!;
    const box = row.getByRole("textbox", { name: `回复${nickName}` });

    const calls = apiCalls(page);
    await box.fill("   ");
    await row.getByRole("button", { name: "回复" }).click();
    await expect(box).toHaveValue("   ");
    expect(calls.filter((c) => c === "POST /management/comments")).toEqual([]);

    const reply = `饮食清淡，规律作息 ${Date.now() % 10_000}`;
    await box.fill(reply);
    await box.press("Tab");
    await page.keyboard.press("Enter");
    await expect(toast(page, "回复成功")).toBeVisible();
    await expect(comments.getByRole("listitem", { name: nickName })).toHaveCount(0);
    await expect(rows).toHaveCount(before - 1);

    await filters.getByRole("link", { name: "已回复" }).click();
    const replied = comments.getByRole("listitem").filter({ hasText: reply });
    await expect(replied).toHaveCount(1);
    await expect(replied).toContainText(nickName);
    await expect(replied.getByRole("button", { name: "回复" })).toHaveCount(0);
  });

  test("a disease: the spec's messages, then 提交成功 and it heads the disease list (no tab bar)", async ({ page }) => {
    await page.goto("/diseasesList");
    await expect(page.getByRole("navigation", { name: "已打开的页面" })).toHaveCount(0);
    await expect(page.getByRole("table", { name: "疾病列表" }).getByRole("row")).not.toHaveCount(1);
    await page.getByRole("link", { name: "新增疾病" }).click();
    await expect(page).toHaveURL(/\/releaseM\/addDisease$/);
    await expect(page.getByRole("navigation", { name: "已打开的页面" })).toHaveCount(0);

    await page.getByRole("button", { name: "提交" }).click();
    await expect(page.getByText("名称不能为空")).toBeVisible();
    await expect(page.getByText("内容不能为空")).toBeVisible();
    await expect(page.getByText("请输入所在科室")).toBeVisible();

    const name = `痞满${Date.now() % 100_000}`;
    await page.getByRole("textbox", { name: "疾病名称" }).fill(name);
    await page.getByRole("textbox", { name: "疾病内容" }).fill("胃脘痞塞，满闷不舒");
    const departments = page.getByRole("group", { name: "所属科室" });
    await departments.getByRole("checkbox", { name: "中医内科" }).click();
    await departments.getByRole("checkbox", { name: "脾胃病科" }).click();
    await page.getByRole("button", { name: "提交" }).click();
    await expect(toast(page, "提交成功")).toBeVisible();
    await expect(page).toHaveURL(/\/diseasesList$/);
    const first = page.getByRole("table", { name: "疾病列表" }).getByRole("row").nth(1);
    await expect(first.getByRole("cell")).toHaveText([name, "胃脘痞塞，满闷不舒", "中医内科、脾胃病科"]);
  });
});

test.describe("the video recording test page, with Chromium's fake camera", () => {
  test("choose devices, record with a running time, play back and download", async ({ page }) => {
    await page.clock.install();
    await signIn(page, demo.verified, { at: "/releaseM/video" });
    const start = page.getByRole("button", { name: "开始录制" });
    await expect(start).toBeEnabled();
    await expect(page.getByRole("combobox", { name: "摄像头" })).not.toHaveText(/无可用|请选择/);
    await expect(page.getByRole("combobox", { name: "麦克风" })).not.toHaveText(/无可用|请选择/);
    await expect
      .poll(() => page.getByLabel("摄像头画面", { exact: true }).evaluate((v: HTMLVideoElement) => v.srcObject !== null))
      .toBe(true);

    await start.click();
    const timer = page.getByRole("timer", { name: "录制时长" });
    await expect(timer).toHaveText("00:00");
    await page.clock.runFor(3_000);
    await expect(timer).toHaveText("00:03");
    await page.clock.runFor(2_000);
    await expect(timer).toHaveText("00:05");
    await page.getByRole("button", { name: "停止录制" }).click();

    const playback = page.locator("video[aria-label='录制回放']");
    await expect(playback).toHaveAttribute("src", /^blob:/);
    await expect(timer).toHaveText("00:05");
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "下载录像" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^视频录制测试-\d{14}\.webm$/);
    const bytes = await readFile((await download.path())!);
    // A WebM file: the EBML magic number.
    expect(bytes.subarray(0, 4).toString("hex")).toBe("1a45dfa3");
  });
});
