/**
 * docs/performance.md's generated sections (scripts/figures.ts): rendered from the figures files,
 * prose around them untouched, and the page in the repository is what its files render.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { performanceDoc, render, renderSection, type FiguresFile } from "./figures.ts";

const file: FiguresFile = {
  title: "t",
  rows: [
    { figure: "a | b", value: "12 ms", budget: "≤ 50 ms", ok: true },
    { figure: "c", value: "70 ms", budget: "≤ 50 ms", ok: false, note: "slow" },
  ],
  summary: "median of 5",
  measured: { date: "2026-11-26", machine: "2 × cpu", node: "v20.20.2", loadAverage: 1.5 },
};

describe("the figures of docs/performance.md", () => {
  it("render a table with the budget and its verdict, escaping cells", () => {
    const md = renderSection("x", file);
    expect(md).toContain("| figure | measured | budget |  | note |");
    expect(md).toContain("| a \\| b | 12 ms | ≤ 50 ms | ok |  |");
    expect(md).toContain("| c | 70 ms | ≤ 50 ms | **over** | slow |");
    expect(md).toContain("load average 1.5");
    expect(md.endsWith("median of 5")).toBe(true);
  });

  it("replace only what is between a section's markers, and say when a bench has not run", () => {
    const doc = "prose before\n<!-- figures:no-such-bench -->\nold figures\n<!-- /figures:no-such-bench -->\nprose after\n";
    expect(render(doc)).toBe("prose before\n<!-- figures:no-such-bench -->\n_Not measured yet: docs/figures/no-such-bench.json is written by the benchmark's next run._\n<!-- /figures:no-such-bench -->\nprose after\n");
  });

  it("in the repository are what the figures files render (nobody edits them by hand)", () => {
    const doc = readFileSync(performanceDoc, "utf8");
    expect(doc).toMatch(/<!-- figures:chromatic -->\n[\s\S]*snapshots a build[\s\S]*<!-- \/figures:chromatic -->/);
    expect(render(doc)).toBe(doc);
  });
});
