/**
 * Interaction to next paint of a doctor's frequent actions in the built console against the
 * reference server, at a 4× CPU slowdown: the Event Timing API's duration of each
 * interaction (input delay + handlers + the paint after), the largest per interaction, median of
 * the runs. Fails (exit 1) when a median is over 200 ms; a set of runs over it is measured again
 * and the median is of both (the worse middle run).
 *
 * Measured here: switching an order tab, accepting an order (the row leaves), typing in the
 * product picker (each key of "TPF" until its result shows; the slowest key counts) and moving
 * to the next step of the NRS-2002 wizard (basic information → initial screening). Typing in the
 * article editor is `pnpm bench:editor`; opening a 5,000-message chat record is `pnpm bench:chat`.
 * The forms are filled at full speed; only the measured interactions run at 4× slowdown.
 *
 *   pnpm build && pnpm bench:interactions        INP_PORT (default 4176), INP_RUNS (5; at most 7:
 *   the demo doctor has 15 orders to accept, and a set measured again accepts as many again)
 */
import { chromium, type Page } from "playwright";
import { chromiumArgs, chromiumPath } from "../../scripts/chromium";
import { startReferenceServer } from "../support/reference-server";
import { writeFigures, type FigureRow } from "../../scripts/figures";

const port = Number(process.env.INP_PORT ?? 4176);
const runs = Number(process.env.INP_RUNS ?? 5);
const origin = `http://localhost:${port}`;
const BUDGET_MS = 200;

const server = await startReferenceServer(port);

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const page = await browser.newPage({ locale: "zh-CN", timezoneId: "Asia/Shanghai", viewport: { width: 1440, height: 900 } });
// Every interaction's longest event (Event Timing), kept for the bench to read.
await page.addInitScript(() => {
  const w = window as unknown as { __interactions: Map<number, number> };
  w.__interactions = new Map();
  new PerformanceObserver((list) => {
    // `interactionId` is in Chromium but not yet in TypeScript's DOM types.
    for (const e of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
      if (!e.interactionId) continue;
      w.__interactions.set(e.interactionId, Math.max(w.__interactions.get(e.interactionId) ?? 0, e.duration));
    }
  }).observe({ type: "event", buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
});
const cdp = await page.context().newCDPSession(page);

async function inp(action: () => Promise<void>): Promise<number> {
  await page.evaluate(() => (window as unknown as { __interactions: Map<number, number> }).__interactions.clear());
  await action();
  // Event Timing entries are delivered after the paint: give the observer a frame or two.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 50)))));
  const values = await page.evaluate(() => [...(window as unknown as { __interactions: Map<number, number> }).__interactions.values()]);
  return Math.max(0, ...values);
}

const rows = (p: Page) => p.locator("tr[data-slot=order-row]");
const tab = (p: Page, name: string) => p.getByRole("navigation", { name: "问诊订单分类" }).getByRole("link", { name: new RegExp(`^${name}`) });

/** Runs `steps` at a 4× CPU slowdown. */
async function slow<T>(steps: () => Promise<T>): Promise<T> {
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  try {
    return await steps();
  } finally {
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  }
}

const results: Record<string, number[]> = {
  "switch an order tab": [],
  "accept an order (the row leaves)": [],
  "type in the product picker": [],
  "next wizard step (NRS-2002)": [],
};
/** The interactions measured together (an accept needs the list it leaves), `runs` times over. */
const groups: { names: string[]; run: (times: number) => Promise<void> }[] = [
  {
    names: ["switch an order tab", "accept an order (the row leaves)"],
    run: async (times) => {
      await page.goto(`${origin}/patient/patient_djz`);
      await rows(page).first().waitFor();
      for (let i = 0; i < times; i++) {
        results["switch an order tab"]!.push(
          await slow(() => inp(async () => {
            await tab(page, "已接诊").click();
            await page.locator('[data-list-state="1"] tr[data-slot=order-row]').first().waitFor();
          })),
        );
        await tab(page, "待接诊").click();
        await page.locator('[data-list-state="0"] tr[data-slot=order-row]').first().waitFor();
        const first = rows(page).first();
        const id = await first.getAttribute("data-pay-record-id");
        results["accept an order (the row leaves)"]!.push(
          await slow(() => inp(async () => {
            await first.getByRole("button", { name: /^接诊/ }).click();
            await page.locator(`tr[data-pay-record-id="${id}"]`).waitFor({ state: "detached" });
          })),
        );
      }
    },
  },
  {
    names: ["type in the product picker"],
    run: async (times) => {
      await page.goto(`${origin}/nutriRecipel/addnutriRecipel?articleId=0`);
      await page.getByRole("button", { name: "添加营养品" }).click();
      const picker = page.getByRole("dialog", { name: "添加营养品" }).getByRole("combobox", { name: "营养品" });
      for (let i = 0; i < times; i++) {
        await picker.fill("");
        await picker.focus();
        results["type in the product picker"]!.push(
          await slow(() => inp(async () => {
            await page.keyboard.type("TPF");
            await page.getByRole("option", { name: /TPF/ }).waitFor();
          })),
        );
      }
    },
  },
  {
    names: ["next wizard step (NRS-2002)"],
    run: async (times) => {
      for (let i = 0; i < times; i++) {
        await page.goto(`${origin}/nutriRecipel/addnutritionDy?articleId=0`);
        const info = page.getByRole("form", { name: "基本信息" });
        await info.getByRole("textbox", { name: "姓名" }).fill("测速");
        await info.getByRole("textbox", { name: "年龄" }).fill("45");
        await info.getByRole("radio", { name: "女" }).click();
        await info.getByRole("textbox", { name: "手机号" }).fill("13912345678");
        await info.getByRole("spinbutton", { name: "身高(cm)" }).fill("160");
        await info.getByRole("spinbutton", { name: "体重(kg)" }).fill("50");
        await info.getByRole("textbox", { name: "疾病诊断" }).fill("胃癌术后");
        results["next wizard step (NRS-2002)"]!.push(
          await slow(() => inp(async () => {
            await info.getByRole("button", { name: "下一步" }).click();
            await page.getByRole("form", { name: "初步筛查" }).getByRole("radiogroup").first().waitFor();
          })),
        );
      }
    },
  },
];
/** The worse middle run (the upper median of an even count). */
const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)] ?? NaN;

let failed = false;
try {
  await page.goto(`${origin}/login`);
  await page.getByRole("textbox", { name: "账号" }).fill("13800138000");
  await page.getByLabel("密码", { exact: true }).fill("doctor123");
  await page.getByRole("button", { name: "登录", exact: true }).click();
  await page.waitForURL(/\/Welcome$/i);
  for (const group of groups) {
    await group.run(runs);
    // A set over the budget is measured again and the median is of both, the rule of the other
    // benchmarks: a spell of the machine's own slowness does not fail it alone; a regression, slow in both, still does.
    if (group.names.some((name) => !(median(results[name]!) <= BUDGET_MS))) await group.run(runs);
  }
} finally {
  await browser.close();
  await server.stop();
}

console.log(`Interaction to next paint at 4× CPU slowdown, median of ${runs} runs, of ${2 * runs} where a set was over its budget (budget ≤ ${BUDGET_MS} ms):`);
const figureRows: FigureRow[] = [];
for (const [name, samples] of Object.entries(results)) {
  const middle = median(samples);
  const bad = !(middle <= BUDGET_MS);
  failed ||= bad;
  console.log(`  ${bad ? "✘" : "✓"} ${name.padEnd(34)} ${Math.round(middle)} ms   (runs: ${samples.map(Math.round).join(", ")})`);
  figureRows.push({ figure: name, value: `${Math.round(middle)} ms`, budget: `≤ ${BUDGET_MS} ms`, ok: !bad, note: `runs ${samples.map(Math.round).join(", ")}` });
}
writeFigures("interactions", { title: "Interaction to next paint", rows: figureRows, summary: `At 4× CPU slowdown, median of ${runs} runs (of ${2 * runs} for a set measured again).` });
if (failed) process.exitCode = 1;
