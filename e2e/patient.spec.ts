import { expect, test, type BrowserContext, type Page } from "./fixtures";
import { demo, signIn, withoutFirstScreen } from "./helpers";

/** The rows of the order table on screen. */
const rows = (page: Page) => page.locator("tr[data-slot=order-row]");
const tab = (page: Page, name: string) => page.getByRole("navigation", { name: "问诊订单分类" }).getByRole("link", { name: new RegExp(`^${name}`) });

/** Signs in as the verified doctor on an order list. */
async function openPatients(page: Page, path = "/patient") {
  await signIn(page, demo.verified, { at: path });
  await expect(page.getByRole("heading", { name: "问诊订单", level: 1 })).toBeVisible();
}

/** Pages in a PDF Chromium printed. */
function pdfPages(pdf: Buffer): { count: number; boxes: number[][] } {
  const text = pdf.toString("latin1");
  const count = (text.match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? []).length;
  const boxes = [...text.matchAll(/\/MediaBox\s*\[\s*([\d.\s]+)\]/g)].map((m) => m[1]!.trim().split(/\s+/).map(Number));
  return { count, boxes };
}

test.describe("patients", () => {
  test("a doctor without an open studio sees the invitation, not the tabs", async ({ page }) => {
    await signIn(page, demo.unverified, { at: "/patient" });
    const invitation = page.getByRole("region", { name: "您还未开通工作室" });
    await expect(invitation).toBeVisible();
    await expect(invitation.getByRole("listitem")).toHaveText(["在线问诊", "在线转诊会诊", "线下门诊"]);
    await expect(page.getByRole("navigation", { name: "问诊订单分类" })).toHaveCount(0);
  });

  test("nine tabs, each its list; paging only when there are rows; page 1 on every entry", async ({ page }) => {
    await openPatients(page);
    await expect(page).toHaveURL(/\/patient\/patient_djz$/);
    const nav = page.getByRole("navigation", { name: "问诊订单分类" });
    await expect(nav.getByRole("link")).toHaveCount(9);

    // Pending: 13 orders, 10 a page (the server's page size).
    await expect(rows(page)).toHaveCount(10);
    const pager = page.getByRole("navigation", { name: "分页" });
    await expect(pager).toContainText(/共 1[23] 条/);
    await pager.getByRole("button", { name: "2" }).click();
    await expect(pager.getByRole("button", { name: "2" })).toHaveAttribute("aria-current", "page");
    await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
    await expect(rows(page).first()).toBeVisible();
    expect(await rows(page).count()).toBeLessThan(10);
    for (const state of await rows(page).evaluateAll((trs) => trs.map((tr) => tr.getAttribute("data-order-state")))) expect(state).toBe("1");
    // How long each patient has waited.
    await expect(rows(page).first().locator("[data-slot=order-waited]")).toHaveText(/刚刚|分钟|小时|天/);

    // Each tab lists the orders of its state.
    const expected: [string, RegExp][] = [
      ["已接诊", /^(2|6)$/],
      ["已处方", /^(2|6|7)$/],
      ["待评价", /^6$/],
      ["已结束", /^7$/],
      ["已拒绝", /^(3|4)$/],
      ["已转出", /^3$/],
      ["线下门诊", /^(1|2|4|6|7)$/],
    ];
    for (const [name, states] of expected) {
      await tab(page, name).click();
      await expect(tab(page, name)).toHaveAttribute("aria-current", "page");
      await expect(rows(page).first()).toBeVisible();
      for (const s of await rows(page).evaluateAll((trs) => trs.map((tr) => tr.getAttribute("data-order-state") ?? ""))) expect(s, name).toMatch(states);
    }
    // Back to the pending tab: page 1 again.
    await tab(page, "待接诊").click();
    await expect(page.getByRole("navigation", { name: "分页" }).getByRole("button", { name: "1" })).toHaveAttribute("aria-current", "page");
    await expect(rows(page)).toHaveCount(10);
  });

  test("other errcodes of a list are ignored: an empty list, no message, no paging", async ({ page }) => {
    // The list as the browser asks for it (the answer is replaced here, out of the server's reach).
    await withoutFirstScreen(page);
    await page.route(/\/api\/management\/patients\?.*state=6/, (route) =>
      route.fulfill({ json: { errcode: 40001, errmsg: "系统繁忙", result: null } }),
    );
    await openPatients(page, "/patient/patient_dpj");
    await expect(page.getByText("暂无数据")).toBeVisible();
    await expect(page.getByText("系统繁忙")).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "分页" })).toHaveCount(0);
  });

  // Before the accept and the refuse below: it needs more than a page pending (13 in the demo data;
  // home.spec, which runs earlier, accepts one).
  test("with more than a page pending, accepting one and refusing another announces nothing", async ({ page, context }) => {
    await spyOnAnnouncements(page, context);
    await page.clock.install();
    await openPatients(page, "/patient/patient_djz");
    const pager = page.getByRole("navigation", { name: "分页" });
    const total = Number((await pager.textContent())!.match(/共 (\d+) 条/)![1]);
    // More than a page: an older order shifts onto page 1 after the accept.
    expect(total).toBeGreaterThanOrEqual(11);

    await rows(page).first().getByRole("button", { name: /^接诊/ }).click();
    await expect(page.getByText("接诊成功，请在已接诊查看")).toBeVisible();
    await expect(pager).toContainText(`共 ${total - 1} 条`);
    await rows(page).first().getByRole("button", { name: /^拒绝/ }).click();
    const dialog = page.getByRole("alertdialog", { name: "拒绝接诊" });
    await dialog.getByRole("textbox", { name: /拒绝原因/ }).fill("今日停诊");
    await dialog.getByRole("button", { name: "确定" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "今日停诊" }).locator("[data-title]")).toHaveText("发送成功");
    await expect(pager).toContainText(`共 ${total - 2} 条`);
    await expect(rows(page)).toHaveCount(Math.min(10, total - 2));

    // Two more polls go by.
    await page.clock.runFor(25_000);
    await expect(tab(page, "待接诊").locator("[data-slot=badge]")).toHaveText(String(total - 2));
    await expect(page.getByText("您有新的问诊订单")).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __notes: string[] }).__notes)).toEqual([]);
  });

  test("accept: 接诊成功，请在已接诊查看, and the order moves from 待接诊 to 已接诊", async ({ page }) => {
    await openPatients(page, "/patient/patient_djz");
    const first = rows(page).first();
    const id = await first.getAttribute("data-pay-record-id");
    const totalBefore = Number((await page.getByRole("navigation", { name: "分页" }).textContent())!.match(/共 (\d+) 条/)![1]);
    await first.getByRole("button", { name: /^接诊/ }).click();
    await expect(page.getByText("接诊成功，请在已接诊查看")).toBeVisible();
    await expect(page.locator(`tr[data-pay-record-id="${id}"]`)).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "分页" })).toContainText(`共 ${totalBefore - 1} 条`);
    await tab(page, "已接诊").click();
    await expect(page.locator(`tr[data-pay-record-id="${id}"]`)).toHaveAttribute("data-order-state", "2");
  });

  test("refuse: a reason is needed; 发送成功 with the reason, and the order moves to 已拒绝", async ({ page }) => {
    await openPatients(page, "/patient/patient_djz");
    const first = rows(page).first();
    const id = await first.getAttribute("data-pay-record-id");
    const refuse = first.getByRole("button", { name: /^拒绝/ });
    await refuse.click();
    const dialog = page.getByRole("alertdialog", { name: "拒绝接诊" });
    // Typing goes to the reason at once; Esc gives focus back to 拒绝.
    await expect(dialog.getByRole("textbox", { name: /拒绝原因/ })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(refuse).toBeFocused();
    await refuse.click();
    await dialog.getByRole("button", { name: "确定" }).click();
    await expect(dialog.getByText("请输入拒绝原因")).toBeVisible();
    const reason = "近期停诊，请选择其他医生";
    await dialog.getByRole("textbox", { name: /拒绝原因/ }).fill(reason);
    await dialog.getByRole("button", { name: "确定" }).click();
    // Two parts: 发送成功, then the reason.
    const sent = page.locator("[data-sonner-toast]").filter({ hasText: reason });
    await expect(sent.locator("[data-title]")).toHaveText("发送成功");
    await expect(sent.locator("[data-description]")).toHaveText(reason);
    await expect(dialog).toHaveCount(0);
    await expect(page.locator(`tr[data-pay-record-id="${id}"]`)).toHaveCount(0);
    await tab(page, "已拒绝").click();
    const refused = page.locator(`tr[data-pay-record-id="${id}"]`);
    await expect(refused).toHaveAttribute("data-order-state", "3");
    await expect(refused).toContainText(reason);
  });

  test("details open from the links; their return links land on the right tab", async ({ page }) => {
    await openPatients(page, "/patient/patient_ycf");
    const link = page.getByRole("link", { name: "查看处方" }).first();
    const href = await link.getAttribute("href");
    expect(href).toMatch(/^\/patient\/patient_cfxq\?payRecordId=\d+$/);
    await link.click();
    await expect(page).toHaveURL(/\/patient\/patient_cfxq\?payRecordId=\d+$/);
    const sheet = page.getByRole("article", { name: "处方笺" });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole("table", { name: "药品清单" })).toBeVisible();
    await expect(page.getByRole("group", { name: "患者信息与病史" })).toBeVisible();
    await page.getByRole("link", { name: "返回已处方" }).click();
    await expect(page).toHaveURL(/\/patient\/patient_ycf$/);
    await expect(tab(page, "已处方")).toHaveAttribute("aria-current", "page");

    await tab(page, "已结束").click();
    await page.getByRole("link", { name: "查看病历" }).first().click();
    await expect(page).toHaveURL(/\/patient\/patient_blxq\?payRecordId=\d+$/);
    await expect(page.getByRole("article", { name: "问诊病历" })).toBeVisible();
    await page.getByRole("link", { name: "返回已结束" }).click();
    await expect(page).toHaveURL(/\/patient\/patient_yjs$/);
    await expect(tab(page, "已结束")).toHaveAttribute("aria-current", "page");
  });

  test("the chat record shows every message kind; text stays text", async ({ page }) => {
    // Every kind in one consultation: the demo chat plus one message of each kind.
    await page.route(/\/api\/management\/patients\/\d+$/, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { result: { communication: { fromNick: string; msgType: string; body: string }[] } };
      body.result.communication = [
        { fromNick: "患者", msgType: "TEXT", body: "医生您好" },
        { fromNick: "患者", msgType: "TEXT", body: "最近胃胀" },
        { fromNick: "医生", msgType: "TEXT", body: "请拍舌象" },
        { fromNick: "患者", msgType: "TEXT", body: "<b>粗体</b><img src=x onerror=alert(1)>" },
        { fromNick: "患者", msgType: "PICTURE", body: JSON.stringify({ url: "/favicon.svg" }) },
        { fromNick: "患者", msgType: "AUDIO", body: JSON.stringify({ url: "/uploads/demo/chat-voice.wav", dur: 8000 }) },
        { fromNick: "患者", msgType: "VIDEO", body: JSON.stringify({ url: "/uploads/demo/chat-neck.mp4", dur: 15000 }) },
        { fromNick: "患者", msgType: "CUSTOM", body: JSON.stringify({ type: 3 }) },
      ];
      await route.fulfill({ response, json: body });
    });
    // The order's own record shows when the order has no conversation in the chat (an order from
    // before it): the chat's thread holds only text and images (see docs/behaviour/chat.md).
    await page.route(/\/api\/management\/chat\/conversations(\?.*)?$/, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { result: unknown[] };
      await route.fulfill({ response, json: { ...body, result: [] } });
    });
    await openPatients(page, "/patient/patient_ycf");
    await page.getByRole("link", { name: "查看处方" }).first().click();
    const chat = page.getByRole("region", { name: /聊天记录/ });
    await expect(chat.getByRole("list", { name: "前3条消息" }).getByRole("listitem")).toHaveCount(3);
    await chat.getByRole("button", { name: "展开其余 5 条消息" }).click();
    const rest = chat.getByRole("region", { name: "其余聊天记录" });
    await expect(rest.getByText("<b>粗体</b><img src=x onerror=alert(1)>")).toBeVisible();
    await expect(rest.locator("b")).toHaveCount(0);
    await expect(rest.getByText("[无法识别的消息]")).toBeVisible();
    await expect(rest.getByRole("img", { name: "图片消息，点击查看大图" })).toHaveAttribute("loading", "lazy");
    await rest.getByRole("button", { name: "图片消息，点击查看大图" }).click();
    await expect(page.getByRole("dialog", { name: "查看图片" })).toBeVisible();
    await page.keyboard.press("Escape");
    await rest.getByRole("button", { name: "播放语音消息，8秒" }).click();
    await expect(rest.locator("audio")).toHaveAttribute("preload", "none");
    await rest.getByRole("button", { name: "播放视频消息，15秒" }).click();
    await expect(rest.locator("video")).toHaveAttribute("controls", "");
  });

  test("printing a prescription gives one page with only the sheet", async ({ page }) => {
    await openPatients(page, "/patient/patient_ycf");
    await page.getByRole("link", { name: "查看处方" }).first().click();
    await expect(page.getByRole("article", { name: "处方笺" })).toBeVisible();
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("banner")).toBeHidden();
    await expect(page.getByRole("button", { name: "打印" })).toBeHidden();
    await expect(page.getByRole("group", { name: "患者信息与病史" })).toBeHidden();
    await expect(page.getByRole("article", { name: "处方笺" })).toBeVisible();
    const pdf = pdfPages(await page.pdf({ preferCSSPageSize: true, printBackground: true }));
    expect(pdf.count).toBe(1);
    // A5 portrait: 148 × 210 mm = 419.5 × 595.3 pt.
    const [, , w, h] = pdf.boxes[0]!;
    expect(Math.abs(w! - 419.5)).toBeLessThan(2);
    expect(Math.abs(h! - 595.3)).toBeLessThan(2);
  });

  test("printing a medical record gives one A4 page", async ({ page }) => {
    await openPatients(page, "/patient/patient_yjs");
    await page.getByRole("link", { name: "查看病历" }).first().click();
    await expect(page.getByRole("article", { name: "问诊病历" })).toBeVisible();
    await page.emulateMedia({ media: "print" });
    const pdf = pdfPages(await page.pdf({ preferCSSPageSize: true, printBackground: true }));
    expect(pdf.count).toBe(1);
    const [, , w, h] = pdf.boxes[0]!;
    expect(Math.abs(w! - 595.3)).toBeLessThan(2);
    expect(Math.abs(h! - 841.9)).toBeLessThan(2);
  });

  test("a new pending order is noticed within 10 s: badge, toast, chime, desktop notification", async ({ page, context }) => {
    await spyOnAnnouncements(page, context);

    // The patient app is not part of the console: a new paid order is simulated in the answer of
    // the pending list once `arrived` is set.
    let arrived = 0;
    await page.route(/\/api\/management\/patients\?.*state=0/, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { errcode: number; result: { list: Record<string, unknown>[]; total: number } };
      if (arrived > 0 && body.errcode === 0) {
        const template = body.result.list[0]!;
        for (let i = 0; i < arrived; i++) {
          body.result.list.unshift({
            ...template,
            payRecordId: 990_000 + i,
            patient: { ...(template.patient as object), patientName: `新患者${i + 1}` },
          });
        }
        body.result.total += arrived;
      }
      await route.fulfill({ response, json: body });
    });

    // The page's clock runs, and jumps the poll's 10 s where the test says (a loaded machine's
    // real 10 s wait was the test's only timing).
    await page.clock.install();
    await openPatients(page, "/patient/patient_djz");
    const badge = tab(page, "待接诊").locator("[data-slot=badge]");
    await expect(badge).toHaveText(/^\d+$/);
    const before = Number(await badge.textContent());
    // The watcher starts once the page is idle; its first look (the menu's count) is in before the order arrives.
    await expect(page.getByRole("link", { name: /个待接诊$/ })).toBeVisible();

    arrived = 1;
    await page.clock.fastForward(10_000);
    await expect(page.getByText("您有新的问诊订单")).toBeVisible({ timeout: 5_000 });
    await expect(page.getByText("患者新患者1提交了问诊申请，请及时接诊")).toBeVisible();
    await expect(badge).toHaveText(String(before + 1));
    // The open pending list shows it.
    await expect(page.locator('tr[data-pay-record-id="990000"]')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __chimes: number }).__chimes)).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { __notes: string[] }).__notes)).toEqual([
      "您有新的问诊订单|患者新患者1提交了问诊申请，请及时接诊",
    ]);

    // The doctor switches the chime off: the next order only shows.
    await page.getByRole("button", { name: /新订单提示音/ }).click();
    await expect(page.getByRole("button", { name: /新订单提示音/ })).toHaveAttribute("aria-pressed", "false");
    const chimes = await page.evaluate(() => (window as unknown as { __chimes: number }).__chimes);
    arrived = 2;
    await page.clock.fastForward(10_000);
    await expect(page.getByText("患者新患者2提交了问诊申请，请及时接诊")).toBeVisible({ timeout: 5_000 });
    await expect(badge).toHaveText(String(before + 2));
    expect(await page.evaluate(() => (window as unknown as { __chimes: number }).__chimes)).toBe(chimes);
  });
});

test.describe("orders: what a doctor trips over", () => {
  test("an accepted face-to-face order stays in 线下门诊, in its new state", async ({ page }) => {
    await openPatients(page, "/patient/patient_xxmz");
    const waiting = page.locator('tr[data-slot=order-row][data-order-state="1"]').first();
    const id = await waiting.getAttribute("data-pay-record-id");
    await waiting.getByRole("button", { name: /^接诊/ }).click();
    await expect(page.getByText("接诊成功，请在已接诊查看")).toBeVisible();
    const row = page.locator(`tr[data-pay-record-id="${id}"]`);
    await expect(row).toHaveAttribute("data-order-state", "2");
    await expect(row.getByText("已接诊")).toBeVisible();
    await expect(row.getByRole("button", { name: /^接诊/ })).toHaveCount(0);
  });

  test("已转出 rows read as referred out, with the doctor they went to", async ({ page }) => {
    await openPatients(page, "/patient/patient_yzc");
    await expect(rows(page).first()).toBeVisible();
    for (const row of await rows(page).all()) {
      await expect(row.locator("[data-slot=order-status-tag]")).toHaveText("已转出");
      await expect(row.locator("[data-column=referredTo]")).not.toHaveText(/^\s*$/);
    }
    await expect(page.locator("[data-slot=order-table]").getByText("已拒绝", { exact: true })).toHaveCount(0);
  });

  test("stamps only on an approved prescription; signatures and stamps stay inside the sheet", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openPatients(page, "/patient/patient_ycf");
    const states: Record<string, string> = {};
    for (const row of await rows(page).all()) {
      const label = (await row.locator("[data-column=prescriptionStatus]").textContent())?.trim() ?? "";
      states[label] ??= (await row.getByRole("link", { name: "查看处方" }).getAttribute("href"))!;
    }
    expect(Object.keys(states).sort()).toEqual(["处方审核中", "审核未通过", "审核通过"].sort());
    for (const [label, href] of Object.entries(states)) {
      await page.goto(href);
      const sheet = page.getByRole("article", { name: "处方笺" });
      await expect(sheet).toBeVisible();
      await expect(sheet.locator("[data-slot=stamp]")).toHaveCount(label === "审核通过" ? 2 : 0);
      const box = (await sheet.boundingBox())!;
      for (const part of await sheet.locator("[data-slot=signature] img, [data-slot=stamp]").all()) {
        const b = (await part.boundingBox())!;
        expect(b.x).toBeGreaterThanOrEqual(box.x);
        expect(b.x + b.width).toBeLessThanOrEqual(box.x + box.width + 0.5);
      }
    }
  });

  test("下载打印 on a nutrition prescription downloads its PDF", async ({ page }) => {
    await signIn(page, demo.verified, { at: "/nutriRecipel/nutriRecipel_jl" });
    await page.getByRole("link", { name: /^查看/ }).first().click();
    await expect(page).toHaveURL(/nutriRecipelDetail/);
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "下载打印" }).click();
    expect((await download).suggestedFilename()).toMatch(/^营养处方-\d+\.pdf$/);
  });
});

/** Counts the new-order chime's oscillators (`__chimes`) and records desktop notifications (`__notes`, "title|body"), which still show. */
async function spyOnAnnouncements(page: Page, context: BrowserContext): Promise<void> {
  await context.grantPermissions(["notifications"]);
  await page.addInitScript(() => {
    const w = window as unknown as { __chimes: number; __notes: string[]; AudioContext: typeof AudioContext; Notification: typeof Notification };
    w.__chimes = 0;
    w.__notes = [];
    const Audio = w.AudioContext;
    w.AudioContext = class extends Audio {
      override createOscillator() {
        w.__chimes++;
        return super.createOscillator();
      }
    };
    const Note = w.Notification;
    const Fake = function (this: unknown, title: string, options?: NotificationOptions) {
      w.__notes.push(`${title}|${options?.body ?? ""}`);
      return new Note(title, options);
    } as unknown as typeof Notification;
    Object.defineProperty(Fake, "permission", { get: () => Note.permission });
    Fake.requestPermission = Note.requestPermission.bind(Note);
    w.Notification = Fake;
  });
}
