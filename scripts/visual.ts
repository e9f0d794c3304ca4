/**
 * Offline visual regression: every story of the built Storybook is screenshotted in Debian's
 * Chromium and compared with the committed baseline in visual/baselines (pixelmatch, per-pixel
 * threshold 0.1, a story fails when more than 0.1 % of its pixels differ). Differences are
 * written to visual/report (expected / actual / diff PNGs + index.html).
 *
 *   pnpm test:visual              build Storybook, compare
 *   pnpm test:visual --update     write the screenshots as the new baselines
 *   pnpm test:visual --no-build   reuse storybook-static
 *   pnpm test:visual --only=primitives-button   only stories whose id starts with this
 *
 * Stories are shot at 1024×720, or at the phone or tablet width their tag names
 * (`viewport-390`, `viewport-768`: packages/ui/src/lib/viewports.ts).
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize } from "node:path";
import pixelmatch from "pixelmatch";
import { PNG } from "pngjs";
import { chromium } from "playwright";
import { chromiumArgs, chromiumPath } from "./chromium.ts";

const root = join(import.meta.dirname, "..");
const staticDir = join(root, "storybook-static");
const baselines = join(root, "visual/baselines");
const report = join(root, "visual/report");
const args = process.argv.slice(2);
const update = args.includes("--update");
const only = args.find((a) => a.startsWith("--only="))?.slice(7);
const updateCommand = "pnpm test:visual --update";
const maxDiffRatio = 0.001;

if (!args.includes("--no-build")) {
  execFileSync("pnpm", ["exec", "storybook", "build", "--quiet", "-o", staticDir], { cwd: root, stdio: "inherit" });
}

const types: Record<string, string> = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css", ".json": "application/json", ".svg": "image/svg+xml", ".png": "image/png", ".woff2": "font/woff2" };
const server = createServer((req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname)).replace(/^(\.\.[/\\])+/, "");
  const file = join(staticDir, path.endsWith("/") ? `${path}index.html` : path);
  if (!file.startsWith(staticDir) || !existsSync(file)) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { "content-type": types[extname(file)] ?? "application/octet-stream" }).end(readFileSync(file));
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

interface Entry {
  id: string;
  type: string;
  tags?: string[];
}
const index = JSON.parse(readFileSync(join(staticDir, "index.json"), "utf8")) as { entries: Record<string, Entry> };
const stories = Object.values(index.entries).filter((e) => e.type === "story" && !e.tags?.includes("!visual") && (!only || e.id.startsWith(only)));

/** The window a story is shot in: its viewport tag's, else the desktop's. */
const viewportOf = (entry: Entry) =>
  entry.tags?.includes("viewport-390") ? { width: 390, height: 844 } : entry.tags?.includes("viewport-768") ? { width: 768, height: 1024 } : { width: 1024, height: 720 };

const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs, "--font-render-hinting=none", "--force-color-profile=srgb"] });
const context = await browser.newContext({ viewport: { width: 1024, height: 720 }, locale: "zh-CN", timezoneId: "Asia/Shanghai", reducedMotion: "reduce", deviceScaleFactor: 1 });
const page = await context.newPage();

mkdirSync(baselines, { recursive: true });
rmSync(report, { recursive: true, force: true });
const failures: { id: string; why: string }[] = [];
const started = Date.now();
type PreviewWindow = Window & {
  __STORYBOOK_PREVIEW__?: { currentRender?: { id: string; phase?: string }; channel: { emit(event: string, data: unknown): void } };
};
/** Rendered and played (or failed): the preview's current render has finished its phases. */
const settled = (id: string) =>
  page.waitForFunction(
    (storyId) => {
      const render = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
      return render?.id === storyId && ["finished", "completed", "errored", "aborted"].includes(render.phase ?? "");
    },
    id,
    { timeout: 20_000 },
  );
let loaded = false;
let size = { width: 1024, height: 720 };
for (const entry of stories) {
  const { id } = entry;
  // Another window size: resize, and load the story afresh so that it lays out at that size from the start.
  const wanted = viewportOf(entry);
  if (wanted.width !== size.width || wanted.height !== size.height) {
    size = wanted;
    await page.setViewportSize(size);
    loaded = false;
  }
  // One page load; then stories are switched through Storybook's channel (much faster than a
  // reload). A toast outlives its story (the toaster's store is the page's), so after a story that
  // left one the page is loaded afresh: otherwise the next screenshots hold it or not depending
  // on how fast the machine is.
  const leftovers = loaded && (await page.locator("[data-sonner-toast]").count()) > 0;
  if (loaded && !leftovers) await page.evaluate((storyId) => (window as PreviewWindow).__STORYBOOK_PREVIEW__!.channel.emit("setCurrentStory", { storyId, viewMode: "story" }), id);
  else await page.goto(`${base}/iframe.html?id=${id}&viewMode=story`);
  loaded = true;
  await settled(id);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  });
  const actual = await page.screenshot({ animations: "disabled", caret: "hide" });
  const baselineFile = join(baselines, `${id}.png`);
  if (update) {
    writeFileSync(baselineFile, actual);
    continue;
  }
  if (!existsSync(baselineFile)) {
    failures.push({ id, why: `no baseline (run ${updateCommand})` });
    mkdirSync(report, { recursive: true });
    writeFileSync(join(report, `${id}.actual.png`), actual);
    continue;
  }
  const a = PNG.sync.read(readFileSync(baselineFile));
  const b = PNG.sync.read(actual);
  if (a.width !== b.width || a.height !== b.height) {
    failures.push({ id, why: `size ${a.width}×${a.height} → ${b.width}×${b.height}` });
    continue;
  }
  const diff = new PNG({ width: a.width, height: a.height });
  const changed = pixelmatch(a.data, b.data, diff.data, a.width, a.height, { threshold: 0.1 });
  if (changed / (a.width * a.height) > maxDiffRatio) {
    failures.push({ id, why: `${changed} pixels differ` });
    mkdirSync(report, { recursive: true });
    writeFileSync(join(report, `${id}.expected.png`), readFileSync(baselineFile));
    writeFileSync(join(report, `${id}.actual.png`), actual);
    writeFileSync(join(report, `${id}.diff.png`), PNG.sync.write(diff));
  }
}
await browser.close();
server.close();

const seconds = ((Date.now() - started) / 1000).toFixed(0);
if (update) {
  const kept = new Set(stories.map((s) => `${s.id}.png`));
  if (!only) for (const f of readdirSync(baselines)) if (!kept.has(f)) rmSync(join(baselines, f));
  console.log(`visual: ${stories.length} baselines written to visual/baselines in ${seconds} s`);
} else if (failures.length > 0) {
  const rows = failures
    .map(({ id, why }) => `<h2>${id}: ${why}</h2><p>${["expected", "actual", "diff"].map((k) => `<img alt="${k}" src="${id}.${k}.png">`).join(" ")}</p>`)
    .join("\n");
  writeFileSync(join(report, "index.html"), `<!doctype html><meta charset="utf-8"><title>visual diffs</title><style>img{max-width:32%;border:1px solid #ccc}</style>\n${rows}\n`);
  for (const f of failures) console.error(`✗ ${f.id}: ${f.why}`);
  console.error(`visual: ${failures.length} of ${stories.length} stories differ; see visual/report/index.html. If the change is intended: ${updateCommand}`);
  process.exitCode = 1;
} else {
  console.log(`visual: ${stories.length} stories match their baselines (${seconds} s)`);
}
