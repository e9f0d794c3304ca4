/**
 * Browser benchmark of the chat record: the time from the click that expands a chat
 * record of 5,000 messages to its paint, the elements it renders and the heap it adds, at normal
 * speed and at a 4× CPU slowdown (CDP Emulation.setCPUThrottlingRate). Fails (exit 1) when the
 * median at 4× is over 200 ms or more than 300 elements are rendered.
 *
 * Run: `pnpm bench:chat` (tsx e2e/bench/chat-record.bench.ts). It builds the page in
 * e2e/bench/chat-record with Vite (production React), serves it and drives Debian's Chromium.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type CDPSession, type Page } from "playwright";
import { build, preview } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { chromiumArgs, chromiumPath } from "../../scripts/chromium";
import { writeFigures } from "../../scripts/figures";

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 5000);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const BUDGET_MS_AT_4X = 200;
const BUDGET_ELEMENTS = 300;

interface Sample {
  clickToPaintMs: number;
  elements: number;
  listItems: number;
  heapAddedKiB: number;
}

async function serveHarness(): Promise<{ url: string; close: () => Promise<void> }> {
  const root = join(import.meta.dirname, "chat-record");
  const outDir = mkdtempSync(join(tmpdir(), "chat-record-bench-"));
  await build({
    root,
    logLevel: "warn",
    plugins: [react(), tailwindcss()],
    resolve: { conditions: ["source", "module", "browser", "production"] },
    build: { outDir, emptyOutDir: true, target: "es2022" },
  });
  const server = await preview({ root, logLevel: "warn", build: { outDir }, preview: { port: 0, host: "127.0.0.1" } });
  const address = server.resolvedUrls?.local[0];
  if (!address) throw new Error("the preview server did not start");
  return {
    url: address,
    close: async () => {
      await server.close();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}

async function heapUsed(cdp: CDPSession): Promise<number> {
  await cdp.send("HeapProfiler.collectGarbage");
  const { usedSize } = await cdp.send("Runtime.getHeapUsage");
  return usedSize;
}

async function measureOnce(page: Page, cdp: CDPSession, url: string, rate: number): Promise<Sample> {
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  await page.goto(`${url}?count=${MESSAGES}`);
  await page.waitForSelector("[data-slot=chat-record-trigger]");
  await page.waitForTimeout(200);
  const before = await heapUsed(cdp);
  // Arm the probe: from the click's input time to the first frame after React's commit.
  await page.evaluate(() => {
    const w = window as unknown as { __paint: Promise<number> };
    w.__paint = new Promise<number>((resolve) => {
      const trigger = document.querySelector<HTMLElement>("[data-slot=chat-record-trigger]")!;
      trigger.addEventListener(
        "click",
        (event) => {
          const start = event.timeStamp;
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => resolve(performance.now() - start);
            channel.port2.postMessage(null);
          });
        },
        { capture: true, once: true },
      );
    });
  });
  const box = (await page.locator("[data-slot=chat-record-trigger]").boundingBox())!;
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
  // A plain mouse click (CDP Input events), without the test runner's actionability checks.
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  const clickToPaintMs = await page.evaluate(() => (window as unknown as { __paint: Promise<number> }).__paint);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  const counts = await page.evaluate(() => {
    const record = document.querySelector("[data-slot=chat-record]")!;
    return {
      elements: record.querySelectorAll("*").length,
      listItems: record.querySelectorAll("[data-slot=chat-record-viewport] [role=listitem]").length,
    };
  });
  const after = await heapUsed(cdp);
  return { clickToPaintMs, ...counts, heapAddedKiB: (after - before) / 1024 };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

async function main() {
  const harness = await serveHarness();
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const results: { rate: number; samples: Sample[] }[] = [];
  try {
    for (const rate of [1, 4]) {
      const samples: Sample[] = [];
      for (let i = 0; i < RUNS; i++) {
        const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
        const cdp = await page.context().newCDPSession(page);
        samples.push(await measureOnce(page, cdp, harness.url, rate));
        await page.close();
      }
      results.push({ rate, samples });
    }
  } finally {
    await browser.close();
    await harness.close();
  }

  console.log(`Chat record of ${MESSAGES} messages: click → paint (${RUNS} runs each)\n`);
  console.log("| CPU | median ms | min ms | max ms | elements | list items | heap added |");
  console.log("|---|---|---|---|---|---|---|");
  let failed = false;
  for (const { rate, samples } of results) {
    const times = samples.map((s) => s.clickToPaintMs);
    const elements = Math.max(...samples.map((s) => s.elements));
    const items = Math.max(...samples.map((s) => s.listItems));
    const heap = median(samples.map((s) => s.heapAddedKiB));
    console.log(
      `| ${rate}× | ${median(times).toFixed(1)} | ${Math.min(...times).toFixed(1)} | ${Math.max(...times).toFixed(1)} | ${elements} | ${items} | ${heap.toFixed(0)} KiB |`,
    );
    if (rate === 4 && median(times) > BUDGET_MS_AT_4X) failed = true;
    if (elements > BUDGET_ELEMENTS) failed = true;
  }
  console.log(`\nBudget: ≤ ${BUDGET_MS_AT_4X} ms at 4× (median), ≤ ${BUDGET_ELEMENTS} elements.`);
  writeFigures("chat-record", {
    title: "Chat record",
    rows: results.flatMap(({ rate, samples }) => {
      const times = samples.map((s) => s.clickToPaintMs);
      const elements = Math.max(...samples.map((s) => s.elements));
      return [
        {
          figure: `click → paint, ${rate}× CPU (median)`,
          value: `${median(times).toFixed(0)} ms`,
          ...(rate === 4 ? { budget: `≤ ${BUDGET_MS_AT_4X} ms`, ok: median(times) <= BUDGET_MS_AT_4X } : {}),
          note: `min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)}; heap added ${median(samples.map((s) => s.heapAddedKiB)).toFixed(0)} KiB`,
        },
        { figure: `elements after expanding, ${rate}× CPU`, value: String(elements), budget: `≤ ${BUDGET_ELEMENTS}`, ok: elements <= BUDGET_ELEMENTS, note: `${Math.max(...samples.map((s) => s.listItems))} list items` },
      ];
    }),
    summary: `${MESSAGES.toLocaleString("en")} messages, ${RUNS} runs at each CPU rate.`,
  });
  if (failed) {
    console.error("Over budget.");
    process.exit(1);
  }
}

await main();
