/**
 * Visual regression inside the story tests: after each story has rendered and played, the setup
 * file (visual.setup.ts) calls this command, which screenshots the story's frame in Debian's
 * Chromium and compares it with the committed baseline in visual/baselines (pixelmatch, per-pixel
 * threshold 0.1; a story fails when more than 0.1 % of its pixels differ). Differences are written
 * to visual/report (expected / actual / diff PNGs + index.html). One browser pass renders every
 * story once for its play function, axe and its picture: no Storybook build is needed.
 *
 *   pnpm test:stories           compare (stories tagged `!visual` are not pictured)
 *   pnpm test:visual:update     write the screenshots as the new baselines (VISUAL_UPDATE=1)
 *
 * See docs/storybook-and-visual-tests.md.
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import pixelmatch from "pixelmatch";
import { PNG } from "pngjs";
import type { BrowserCommand } from "vitest/node";

const root = join(import.meta.dirname, "..");
const baselines = join(root, "visual/baselines");
const report = join(root, "visual/report");
const maxDiffRatio = 0.001;
const update = process.env.VISUAL_UPDATE === "1";
export const updateCommand = "pnpm test:visual:update";

/** The story project's global setup: a run starts with an empty report. */
export function clearReport(): void {
  rmSync(report, { recursive: true, force: true });
}

function reportFailure(id: string, why: string, files: Record<string, Buffer>): void {
  mkdirSync(report, { recursive: true });
  for (const [kind, data] of Object.entries(files)) writeFileSync(join(report, `${id}.${kind}.png`), data);
  const index = join(report, "index.html");
  if (!existsSync(index)) writeFileSync(index, `<!doctype html><meta charset="utf-8"><title>visual diffs</title><style>img{max-width:32%;border:1px solid #ccc}</style>\n`);
  appendFileSync(index, `<h2>${id}: ${why}</h2><p>${Object.keys(files).map((k) => `<img alt="${k}" src="${id}.${k}.png">`).join(" ")}</p>\n`);
}

/** Returns null when the story matches its baseline (or the baseline was written), else why not. */
export const visualCheck: BrowserCommand<[storyId: string]> = async (ctx, storyId) => {
  if (!("page" in ctx)) throw new Error("visualCheck needs the playwright provider");
  const frame = ctx.page.locator('[data-vitest="true"]');
  const actual = await frame.screenshot({ animations: "disabled", caret: "hide", scale: "css" });
  const baselineFile = join(baselines, `${storyId}.png`);
  if (update) {
    mkdirSync(baselines, { recursive: true });
    writeFileSync(baselineFile, actual);
    return null;
  }
  if (!existsSync(baselineFile)) {
    reportFailure(storyId, "no baseline", { actual });
    return `no baseline for ${storyId} (run ${updateCommand})`;
  }
  const expected = readFileSync(baselineFile);
  // The same picture encodes to the same bytes: most stories end here, without decoding.
  if (actual.equals(expected)) return null;
  const a = PNG.sync.read(expected);
  const b = PNG.sync.read(actual);
  if (a.width !== b.width || a.height !== b.height) {
    reportFailure(storyId, "size changed", { expected, actual });
    return `${storyId}: size ${a.width}×${a.height} → ${b.width}×${b.height} (if intended: ${updateCommand})`;
  }
  const changed = pixelmatch(a.data, b.data, undefined, a.width, a.height, { threshold: 0.1 });
  if (changed / (a.width * a.height) <= maxDiffRatio) return null;
  const diff = new PNG({ width: a.width, height: a.height });
  pixelmatch(a.data, b.data, diff.data, a.width, a.height, { threshold: 0.1 });
  reportFailure(storyId, `${changed} pixels differ`, { expected, actual, diff: PNG.sync.write(diff) });
  return `${storyId}: ${changed} pixels differ from its baseline; see visual/report/index.html (if intended: ${updateCommand})`;
};
