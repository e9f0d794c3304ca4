/**
 * What Chromatic snapshots, read from the stories' source: a story opts in with
 * `parameters: allStatesSnapshot` (one snapshot per mode) or `disableSnapshot: false` (one);
 * every other story is an interaction test only (`.storybook/preview.tsx` turns snapshots off).
 *
 *   pnpm figures:chromatic    writes docs/figures/chromatic.json
 *                             (and its section of docs/performance.md)
 *
 * packages/ui/test/chromatic.test.ts holds the written figures to the stories as they are.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { allStatesSnapshot } from "../src/lib/chromatic";

const src = join(import.meta.dirname, "..", "src");

export interface Snapshotted {
  file: string;
  story: string;
  snapshots: number;
}

/** Every stories file of packages/ui/src, relative to it. */
export const storiesFiles = (): string[] => readdirSync(src, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".stories.tsx")).sort();

/** The stories of one file that Chromatic snapshots, with their snapshot counts. */
export function snapshotted(file: string): Snapshotted[] {
  const text = readFileSync(join(src, file), "utf8");
  const out: Snapshotted[] = [];
  for (const match of text.matchAll(/^export const (\w+): Story = \{\n([\s\S]*?)^\};/gm)) {
    const [, story, body] = match as unknown as [string, string, string];
    const params = /^ {2}parameters: (.*)$/m.exec(body)?.[1] ?? "";
    if (params.includes("allStatesSnapshot")) out.push({ file, story, snapshots: Object.keys(allStatesSnapshot.chromatic.modes).length });
    else if (params.includes("disableSnapshot: false")) out.push({ file, story, snapshots: 1 });
  }
  return out;
}

export interface SnapshotCounts {
  stories: number;
  storiesFiles: number;
  filesWithSnapshots: number;
  snapshots: number;
}

export function snapshotCounts(): SnapshotCounts {
  const files = storiesFiles();
  const all = files.flatMap(snapshotted);
  return {
    stories: all.length,
    filesWithSnapshots: new Set(all.map((s) => s.file)).size,
    storiesFiles: files.length,
    snapshots: all.reduce((n, s) => n + s.snapshots, 0),
  };
}

/** The figures' rows, in the order docs/figures/chromatic.json keeps them. */
export const snapshotRows = (c: SnapshotCounts) => [
  { figure: "stories snapshotted", value: String(c.stories) },
  { figure: "stories files with a snapshotted story", value: String(c.filesWithSnapshots), note: `of ${c.storiesFiles} stories files` },
  { figure: "snapshots a build", value: String(c.snapshots), note: `modes: ${Object.keys(allStatesSnapshot.chromatic.modes).join(", ")}` },
];

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { writeFigures } = await import("../../../scripts/figures.ts");
  const counts = snapshotCounts();
  writeFigures("chromatic", { title: "Chromatic snapshots", rows: snapshotRows(counts) });
  console.log(`chromatic: ${counts.snapshots} snapshots a build from ${counts.stories} stories`);
}
