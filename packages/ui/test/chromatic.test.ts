import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { allStatesSnapshot, noSnapshot } from "../src/lib/chromatic";
import { snapshotCounts, snapshotRows, storiesFiles } from "../scripts/chromatic-snapshots";

// What Chromatic snapshots, read from the stories' source (packages/ui/scripts/chromatic-snapshots.ts).
const root = join(import.meta.dirname, "..", "..", "..");
const src = join(import.meta.dirname, "..", "src");
const files = storiesFiles();

describe("Chromatic snapshots", () => {
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

  it("are counted in docs/figures/chromatic.json as the stories are now", () => {
    // A generated file, never prose: regenerate with `pnpm figures:chromatic`.
    const written = JSON.parse(readFileSync(join(root, "docs/figures/chromatic.json"), "utf8")) as { rows: unknown[] };
    const counts = snapshotCounts();
    expect(counts.stories).toBeGreaterThan(0);
    expect(written.rows, "docs/figures/chromatic.json is stale: run `pnpm figures:chromatic`").toEqual(snapshotRows(counts));
  });
});
