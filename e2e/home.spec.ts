import { expect, test, type APIRequestContext, type Page } from "./fixtures";
import { demo, signIn } from "./helpers";
import { expectNoAxeViolations } from "./support/axe";

/**
 * The home's worklist against the platform: each count equals what the API reports, the menu badge
 * counts the same pending orders, and each count opens the list that shows exactly what it counts.
 */

interface Order {
  payRecordId: number;
  state: number;
  type: number;
  createDate: string;
  createTime: string;
  prescription?: { state: number | string; stateb: number | string } | null;
}
interface Page_<T> {
  list: T[];
  pageSize: number;
  total: number;
}

async function get<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api${path}`);
  expect(response.ok(), path).toBe(true);
  const body = (await response.json()) as { errcode: number; result: T };
  expect(body.errcode, path).toBe(0);
  return body.result;
}

/** Every order of a patient list, page after page, as the API answers them. */
async function everyOrder(request: APIRequestContext, state: number): Promise<Page_<Order>> {
  const first = await get<Page_<Order>>(request, `/management/patients?state=${state}&page=1`);
  const list = [...first.list];
  for (let p = 2; p <= Math.ceil(first.total / first.pageSize); p++) list.push(...(await get<Page_<Order>>(request, `/management/patients?state=${state}&page=${p}`)).list);
  return { ...first, list };
}

/** What the API says waits for the doctor, counted independently of the console's code. */
async function fromApi(request: APIRequestContext) {
  const pending = await everyOrder(request, 0);
  const faceToFace = await everyOrder(request, 4);
  const prescribed = await everyOrder(request, 5);
  const comments = await get<Page_<unknown>>(request, "/management/comments?state=2&page=1");
  const articles = await get<Page_<unknown>>(request, "/management/articles?state=3&page=1");
  const rescreen = await get<{ total: number }>(request, "/docnutrition/getRescreenDue");
  const key = (o: Order) => `${o.createDate} ${o.createTime} ${String(o.payRecordId).padStart(12, "0")}`;
  const oldest = [...pending.list].sort((a, b) => (key(a) < key(b) ? -1 : 1))[0]!;
  const faceToFaceAwaiting = faceToFace.list.filter((o) => o.state === 1).length;
  return {
    pendingConsultations: pending.total,
    pendingFaceToFace: faceToFaceAwaiting,
    pendingTotal: pending.total + faceToFaceAwaiting,
    oldest,
    unrepliedComments: comments.total,
    rejectedPrescriptions: prescribed.list.filter((o) => o.prescription && (Number(o.prescription.state) === 2 || Number(o.prescription.stateb) === 2)).length,
    rejectedArticles: articles.total,
    rescreenDue: rescreen.total,
  };
}

const worklist = (page: Page) => page.getByRole("region", { name: "待办事项" });
const entry = (page: Page, id: string) => page.locator(`[data-slot=worklist-entry][data-item=${id}]`);
const rows = (page: Page) => page.locator("tr[data-slot=order-row]");

test.describe("the home's worklist", () => {
  test("each count equals what the API reports, and the menu badge counts the same pending orders (线下门诊 included)", async ({ page }) => {
    await signIn(page, demo.verified);
    const api = await fromApi(page.request);
    // The demo data has something in each, so a count of 0 cannot pass by accident.
    for (const n of [api.pendingConsultations, api.pendingFaceToFace, api.unrepliedComments, api.rejectedPrescriptions, api.rejectedArticles, api.rescreenDue]) expect(n).toBeGreaterThan(0);

    await expect(worklist(page)).toBeVisible();
    for (const id of ["pendingConsultations", "pendingFaceToFace", "unrepliedComments", "rejectedPrescriptions", "rejectedArticles", "rescreenDue"] as const) {
      await expect(entry(page, id), id).toHaveAttribute("data-value", String(api[id]));
    }
    await expect(worklist(page)).toContainText(`共 ${api.pendingTotal} 个订单等待接诊`);
    // The side menu's badge: every kind of pending order, the same number.
    const menuLink = page.locator("[data-slot=side-menu-link]", { hasText: "问诊订单" });
    await expect(menuLink.locator("[data-slot=side-menu-badge]")).toHaveText(new RegExp(`^${api.pendingTotal}`));
    // The longest wait is the oldest pending order's, named by its patient.
    await expect(entry(page, "longestWait")).toHaveAttribute("data-value", /天|小时|分钟/);
    await expectNoAxeViolations(page, "/Welcome");
  });

  test("the order list's tabs show the same waiting counts, opened directly", async ({ page }) => {
    await signIn(page, demo.verified, { at: "/patient/patient_djz" });
    const api = await fromApi(page.request);
    const tabs = page.getByRole("navigation", { name: "问诊订单分类" });
    await expect(tabs.getByRole("link", { name: /^待接诊/ }).locator("[data-slot=badge]")).toHaveText(String(api.pendingConsultations));
    // The 线下门诊 count comes with the shell's poll of that list, after the page's first paint.
    await expect(tabs.getByRole("link", { name: /^线下门诊/ }).locator("[data-slot=badge]")).toHaveText(String(api.pendingFaceToFace));
  });

  test("each count opens the list that shows what it counts", async ({ page }) => {
    await signIn(page, demo.verified);
    const api = await fromApi(page.request);

    // 线下门诊待接诊 → the 线下门诊 tab, only the orders awaiting an answer.
    await entry(page, "pendingFaceToFace").getByRole("link").click();
    await expect(page).toHaveURL(/\/patient\/patient_xxmz\?filter=awaiting$/);
    await expect(rows(page)).toHaveCount(api.pendingFaceToFace);
    for (const state of await rows(page).evaluateAll((trs) => trs.map((tr) => tr.getAttribute("data-order-state")))) expect(state).toBe("1");
    await page.getByRole("link", { name: "显示全部" }).click();
    await expect(page).toHaveURL(/\/patient\/patient_xxmz$/);
    await expect(rows(page).first()).toBeVisible();
    expect(await rows(page).count()).toBeGreaterThan(api.pendingFaceToFace);

    // 审核未通过的处方 → 已处方, only the rejected ones.
    await page.goto("/Welcome");
    await entry(page, "rejectedPrescriptions").getByRole("link").click();
    await expect(page).toHaveURL(/\/patient\/patient_ycf\?filter=rejected$/);
    await expect(rows(page)).toHaveCount(api.rejectedPrescriptions);
    for (const row of await rows(page).all()) await expect(row).toContainText("审核未通过");

    // 最长等待 → the pending list, longest waiting first: the oldest order leads, across pages.
    await page.goto("/Welcome");
    await expect(entry(page, "longestWait")).toHaveAttribute("data-value", /天|小时|分钟/);
    const waited = await entry(page, "longestWait").getAttribute("data-value");
    await entry(page, "longestWait").getByRole("link").click();
    await expect(page).toHaveURL(/\/patient\/patient_djz\?sort=waited$/);
    await expect(page.getByRole("group", { name: "排序" }).getByRole("link", { name: "等待最久在前" })).toHaveAttribute("aria-current", "true");
    await expect(rows(page).first()).toHaveAttribute("data-pay-record-id", String(api.oldest.payRecordId));
    await expect(rows(page).first().locator("[data-slot=order-waited]")).toHaveText(waited!);
    await expect(page.getByRole("navigation", { name: "分页" })).toContainText(`共 ${api.pendingConsultations} 条`);
    // Newest first again (the server's order): the oldest is no longer on page 1.
    await page.getByRole("group", { name: "排序" }).getByRole("link", { name: "最新在前" }).click();
    await expect(page).toHaveURL(/\/patient\/patient_djz$/);
    await expect(rows(page).first()).not.toHaveAttribute("data-pay-record-id", String(api.oldest.payRecordId));

    // 未回复评论 → /comment on 未回复.
    await page.goto("/Welcome");
    await entry(page, "unrepliedComments").getByRole("link").click();
    await expect(page).toHaveURL(/\/comment\?state=2$/);
    await expect(page.getByRole("navigation", { name: "评论分类" }).getByRole("link", { name: "未回复" })).toHaveAttribute("aria-current", "page");

    // 审核驳回的文章 → /releaseM on 审核驳回.
    await page.goto("/Welcome");
    await entry(page, "rejectedArticles").getByRole("link").click();
    await expect(page).toHaveURL(/\/releaseM\?state=3$/);
    await expect(page.getByRole("navigation", { name: "文章状态" }).getByRole("link", { name: "审核驳回" })).toHaveAttribute("aria-current", "page");

    // 待复筛营养患者 → the nutrition page's 待复筛 list.
    await page.goto("/Welcome");
    await entry(page, "rescreenDue").getByRole("link").click();
    await expect(page).toHaveURL(/\/nutriRecipel\/rescreen$/);
  });

  test("accepting an order lowers the home's count and the badge together", async ({ page }) => {
    await signIn(page, demo.verified, { at: "/patient/patient_djz" });
    const before = await fromApi(page.request);
    await rows(page).first().getByRole("button", { name: /^接诊/ }).click();
    await expect(page.getByText("接诊成功，请在已接诊查看")).toBeVisible();
    await page.getByRole("link", { name: /首页/ }).first().click();
    await expect(page).toHaveURL(/\/Welcome$/i);
    await expect(entry(page, "pendingConsultations")).toHaveAttribute("data-value", String(before.pendingConsultations - 1));
    await expect(worklist(page)).toContainText(`共 ${before.pendingTotal - 1} 个订单等待接诊`);
    const menuLink = page.locator("[data-slot=side-menu-link]", { hasText: "问诊订单" });
    await expect(menuLink.locator("[data-slot=side-menu-badge]")).toHaveText(new RegExp(`^${before.pendingTotal - 1}`));
  });

  test("an unverified doctor gets the one studio message and the one place to go, no order or publishing counts", async ({ page }) => {
    await signIn(page, demo.unverified);
    const gate = page.getByRole("region", { name: "您还未开通工作室，开通后再来吧" });
    await expect(gate).toBeVisible();
    await expect(gate).toContainText("请在个人资料中完成资质认证");
    await expect(entry(page, "pendingConsultations")).toHaveCount(0);
    // The same message on 问诊订单 (no mobile-app wording) and on 发布管理.
    await page.goto("/patient");
    const invitation = page.getByRole("region", { name: "您还未开通工作室，开通后再来吧" });
    await expect(invitation).toContainText("请在个人资料中完成资质认证，认证通过后即可开通工作室。");
    await expect(invitation).not.toContainText("手机App");
    await page.goto("/releaseM");
    await expect(page.getByRole("region", { name: "您还未开通工作室，开通后再来吧" })).toContainText("请在个人资料中完成资质认证，认证通过后即可开通工作室。");
    await page.getByRole("link", { name: "前往资质认证" }).click();
    await expect(page).toHaveURL(/\/personalData\/certificateReview$/);
  });
});

test.describe("the home at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the counts are shown and reachable, nothing scrolls sideways, axe is clean", async ({ page }) => {
    await signIn(page, demo.verified);
    const api = await fromApi(page.request);
    await expect(worklist(page)).toBeVisible();
    await expect(entry(page, "pendingConsultations")).toHaveAttribute("data-value", String(api.pendingConsultations));
    const link = entry(page, "rejectedArticles").getByRole("link");
    await link.scrollIntoViewIfNeeded();
    await expect(link).toBeInViewport();
    const box = await worklist(page).boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page, "/Welcome at 390 px");
    await link.click();
    await expect(page).toHaveURL(/\/releaseM\?state=3$/);
  });
});
