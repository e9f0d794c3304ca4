/**
 * Benchmark of the article editor, against the reference server serving the built
 * console (run `pnpm build` first):
 * - typing latency in a 20,000-character article: for each key, from the keydown's timestamp to
 *   the first frame after the editor updated (median, p95, max over 60 keys), at normal speed and
 *   at a 4× CPU slowdown;
 * - upload throughput of a 100 MB MP4 on loopback, sent the way the editor sends it (XHR
 *   multipart to /management/video with progress events).
 * Fails (exit 1) when the typing median at 4× is over 50 ms (a set over it is typed once more,
 * and the median is of both) or the upload is under 20 MB/s.
 *
 * Run: `pnpm bench:editor` (tsx e2e/bench/article-editor.bench.ts). Port: BENCH_PORT (4121).
 */
import { chromium, type Page } from "playwright";
import { chromiumArgs, chromiumPath } from "../../scripts/chromium";
import { startReferenceServer } from "../support/reference-server";
import { writeFigures } from "../../scripts/figures";

const PORT = Number(process.env.BENCH_PORT ?? 4121);
const BASE = `http://localhost:${PORT}`;
const CHARS = 20_000;
const KEYS = 60;
const VIDEO_MB = 100;
const BUDGET_TYPING_MS_AT_4X = 50;
const BUDGET_UPLOAD_MBPS = 20;


/** A 20,000-character article in paragraphs of 200, as the editor writes them. */
function longArticle(): string {
  const sentence = "脾胃为后天之本，饮食有节，起居有常，不妄作劳。";
  const paragraph = sentence.repeat(Math.ceil(200 / sentence.length)).slice(0, 200);
  return Array.from({ length: CHARS / 200 }, () => `<p>${paragraph}</p>`).join("");
}

async function typingLatencies(page: Page, keys: number): Promise<number[]> {
  await page.evaluate(() => {
    const w = window as unknown as { __lat: number[] };
    w.__lat = [];
    document.addEventListener(
      "keydown",
      (event) => {
        const start = event.timeStamp;
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => w.__lat.push(performance.now() - start);
          channel.port2.postMessage(null);
        });
      },
      { capture: true },
    );
  });
  for (let i = 0; i < keys; i++) await page.keyboard.press(i % 10 === 9 ? "Space" : "a");
  await page.waitForFunction((n) => (window as unknown as { __lat: number[] }).__lat.length >= n, keys);
  return page.evaluate(() => (window as unknown as { __lat: number[] }).__lat);
}

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
};

async function main() {
  const server = await startReferenceServer(PORT);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const context = await browser.newContext({ baseURL: BASE, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    // The console keeps its session in cookies the login page writes: sign in through the page.
    await page.goto("/login");
    await page.getByRole("textbox", { name: "账号" }).fill("13800138000");
    await page.getByLabel("密码", { exact: true }).fill("doctor123");
    await page.getByRole("button", { name: "登录", exact: true }).click();
    await page.waitForURL(/\/Welcome$/i);
    // A signed-in write says where it comes from, as the console's own requests do.
    const saved = await page.request.post("/api/management/articles", {
      headers: { origin: BASE },
      data: { articleId: 0, title: "两万字长文", content: longArticle(), categoryId: 1, departments: ["中医内科"], department: "中医内科", isEssence: 0, isOpenDiscuss: 1, imgUrl: "", outUrl: "" },
    });
    const answer = (await saved.json()) as { errcode: number; errmsg: string; result: number };
    if (answer.errcode !== 0) throw new Error(`the long article was not saved: ${answer.errcode} ${answer.errmsg}`);
    const articleId = answer.result;

    const typing: { rate: number; lat: number[] }[] = [];
    for (const rate of [1, 4]) {
      await page.goto(`/releaseM/addArticle?articleId=${articleId}`);
      const editor = page.getByRole("textbox", { name: "文章内容" });
      await editor.click();
      await page.keyboard.press("Control+End");
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate });
      const lat = await typingLatencies(page, KEYS);
      // A set over the budget is typed again and the median is of both (the rule of the other timed
      // benches): one noisy moment (a clean clone once read 57 ms, then 37 and 40) does not fail
      // the gate alone; a real regression, slow in both, still does.
      if (rate === 4 && quantile(lat, 0.5) > BUDGET_TYPING_MS_AT_4X) lat.push(...(await typingLatencies(page, KEYS)));
      typing.push({ rate, lat });
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
      const length = await editor.evaluate((e) => e.textContent!.length);
      if (length < CHARS) throw new Error(`the article has ${length} characters`);
    }

    const upload = await page.evaluate(async (mb) => {
      const bytes = new Uint8Array(mb * 1024 * 1024);
      // An ISO media header (brand isom) so the server's sniffing sees an MP4.
      bytes.set([0, 0, 0, 24, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 2, 0, 0x69, 0x73, 0x6f, 0x6d, 0x6d, 0x70, 0x34, 0x31]);
      const form = new FormData();
      form.append("video", new File([bytes], "bench.mp4", { type: "video/mp4" }));
      const start = performance.now();
      const status = await new Promise<number>((resolve, reject) => {
        const xhr = new XMLHttpRequest();
        xhr.open("POST", "/api/management/video");
        xhr.withCredentials = true;
        xhr.onload = () => resolve(xhr.status);
        xhr.onerror = () => reject(new Error("upload failed"));
        xhr.send(form);
      });
      return { status, seconds: (performance.now() - start) / 1000 };
    }, VIDEO_MB);
    if (upload.status !== 200) throw new Error(`upload answered ${upload.status}`);
    const mbps = VIDEO_MB / upload.seconds;

    console.log(`Article editor: typing in a ${CHARS.toLocaleString("en")}-character article (${KEYS} keys, keydown → next frame)\n`);
    console.log("| CPU | median ms | p95 ms | max ms |");
    console.log("|---|---|---|---|");
    let failed = false;
    for (const { rate, lat } of typing) {
      console.log(`| ${rate}× | ${quantile(lat, 0.5).toFixed(1)} | ${quantile(lat, 0.95).toFixed(1)} | ${Math.max(...lat).toFixed(1)} |`);
      if (rate === 4 && quantile(lat, 0.5) > BUDGET_TYPING_MS_AT_4X) failed = true;
    }
    console.log(`\nUpload of a ${VIDEO_MB} MB MP4 on loopback: ${upload.seconds.toFixed(2)} s, ${mbps.toFixed(1)} MB/s`);
    console.log(`\nBudget: typing median ≤ ${BUDGET_TYPING_MS_AT_4X} ms at 4×; upload ≥ ${BUDGET_UPLOAD_MBPS} MB/s.`);
    if (mbps < BUDGET_UPLOAD_MBPS) failed = true;
    writeFigures("article-editor", {
      title: "Article editor",
      rows: [
        ...typing.map(({ rate, lat }) => ({
          figure: `typing, keydown → next frame, ${rate}× CPU (median)`,
          value: `${quantile(lat, 0.5).toFixed(1)} ms`,
          ...(rate === 4 ? { budget: `≤ ${BUDGET_TYPING_MS_AT_4X} ms`, ok: quantile(lat, 0.5) <= BUDGET_TYPING_MS_AT_4X } : {}),
          note: `p95 ${quantile(lat, 0.95).toFixed(1)}, max ${Math.max(...lat).toFixed(1)}`,
        })),
        { figure: `upload of a ${VIDEO_MB} MB MP4 on loopback`, value: `${mbps.toFixed(1)} MB/s`, budget: `≥ ${BUDGET_UPLOAD_MBPS} MB/s`, ok: mbps >= BUDGET_UPLOAD_MBPS, note: `${upload.seconds.toFixed(2)} s` },
      ],
      summary: `A ${CHARS.toLocaleString("en")}-character article, ${KEYS} keys.`,
    });
    if (failed) {
      console.error("Over budget.");
      process.exitCode = 1;
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
