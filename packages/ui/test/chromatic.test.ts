import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { allStatesSnapshot, noSnapshot } from "../src/lib/chromatic";

// What Chromatic snapshots, read from the stories' source, must be what the README says.
const root = join(import.meta.dirname, "..", "..", "..");
const src = join(import.meta.dirname, "..", "src");
const files = readdirSync(src, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".stories.tsx"));

interface Snapshotted {
  file: string;
  story: string;
  snapshots: number;
}

function snapshotted(file: string): Snapshotted[] {
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

describe("Chromatic snapshots", () => {
  const all = files.flatMap(snapshotted);

  it("are off unless a story opts in", () => {
    const preview = readFileSync(join(root, ".storybook", "preview.tsx"), "utf8");
    expect(preview).toMatch(/chromatic: \{ disableSnapshot: true/);
    expect(noSnapshot.chromatic.disableSnapshot).toBe(true);
    for (const file of files) {
      const meta = /^const meta = \{([\s\S]*?)^\} satisfies/m.exec(readFileSync(join(src, file), "utf8"))?.[1] ?? "";
      expect(meta, file).not.toMatch(/allStatesSnapshot|disableSnapshot: false/);
    }
  });

  it("take two viewport widths where they opt in with allStatesSnapshot", () => {
    expect(allStatesSnapshot.chromatic.modes).toEqual({ "desktop 1280": { viewport: 1280 }, "laptop 1024": { viewport: 1024 } });
  });

  it("are counted in the README", () => {
    const readme = readFileSync(join(root, "README.md"), "utf8").replace(/\s+/g, " ");
    const withSnapshots = new Set(all.map((s) => s.file)).size;
    const total = all.reduce((n, s) => n + s.snapshots, 0);
    const stories = /snapshotted — (\d+) stories from (\d+) of the (\d+) stories files/.exec(readme)?.slice(1).map(Number);
    expect(stories).toEqual([all.length, withSnapshots, files.length]);
    expect(Number(/(\d+) snapshots a build/.exec(readme)?.[1])).toBe(total);
  });
});
