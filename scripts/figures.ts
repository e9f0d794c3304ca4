/**
 * Measured figures are written by what measures them, never typed by hand.
 *
 * A benchmark (or budget check, or `pnpm test` itself) calls `writeFigures(name, …)`: its figures
 * go to docs/figures/<name>.json, and docs/performance.md's generated section for it — between
 * `<!-- figures:<name> -->` and `<!-- /figures:<name> -->` — is rendered again from that file.
 * Everything outside the markers is prose (what a figure means, its budget) and is left alone.
 *
 *   tsx scripts/figures.ts            render every section from the JSON files
 *   tsx scripts/figures.ts --check    exit 1 when performance.md is not what the JSON files render
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

export interface FigureRow {
  /** What is measured, in a reader's words. */
  figure: string;
  /** The measurement, with its unit ("112 ms", "119.1 KiB", "0.97"). */
  value: string;
  /** The budget it is held to, if any ("≤ 200 ms"). */
  budget?: string;
  /** Within budget; absent when there is no budget. */
  ok?: boolean;
  note?: string;
}

export interface Figures {
  title: string;
  rows: FigureRow[];
  /** One line under the table (runs, conditions). */
  summary?: string;
}

export interface FiguresFile extends Figures {
  measured: { date: string; machine: string; node: string; loadAverage: number };
}

const root = join(import.meta.dirname, "..");
export const figuresDir = join(root, "docs/figures");
export const performanceDoc = join(root, "docs/performance.md");

/** Writes docs/figures/<name>.json and renders its section of docs/performance.md. */
export function writeFigures(name: string, figures: Figures): void {
  const file: FiguresFile = {
    ...figures,
    measured: {
      date: new Date().toISOString().slice(0, 10),
      machine: `${cpus().length} × ${cpus()[0]?.model.trim() ?? "cpu"}`,
      node: process.version,
      loadAverage: Number(loadavg()[0]!.toFixed(1)),
    },
  };
  mkdirSync(figuresDir, { recursive: true });
  writeFileSync(join(figuresDir, `${name}.json`), `${JSON.stringify(file, null, 2)}\n`);
  if (existsSync(performanceDoc)) writeFileSync(performanceDoc, render(readFileSync(performanceDoc, "utf8")));
}

const cell = (text: string) => text.replaceAll("|", "\\|").replaceAll("\n", " ");

/** The markdown of one figures file. */
export function renderSection(name: string, file: FiguresFile): string {
  const budgets = file.rows.some((r) => r.budget !== undefined);
  const notes = file.rows.some((r) => r.note !== undefined);
  const head = ["figure", "measured", ...(budgets ? ["budget", ""] : []), ...(notes ? ["note"] : [])];
  const lines = [
    `_From docs/figures/${name}.json, written ${file.measured.date} on ${file.measured.machine} (Node ${file.measured.node}, load average ${file.measured.loadAverage})._`,
    "",
    `| ${head.join(" | ")} |`,
    `|${head.map(() => "---").join("|")}|`,
    ...file.rows.map((r) => {
      const cells = [cell(r.figure), cell(r.value), ...(budgets ? [cell(r.budget ?? ""), r.ok === undefined ? "" : r.ok ? "ok" : "**over**"] : []), ...(notes ? [cell(r.note ?? "")] : [])];
      return `| ${cells.join(" | ")} |`;
    }),
  ];
  if (file.summary) lines.push("", file.summary);
  return lines.join("\n");
}

/** Replaces every generated section of `doc` with what its JSON file renders; a section without a file says so. */
export function render(doc: string): string {
  return doc.replace(/<!-- figures:([\w-]+) -->\n[\s\S]*?<!-- \/figures:\1 -->/g, (_, name: string) => {
    const path = join(figuresDir, `${name}.json`);
    const body = existsSync(path) ? renderSection(name, JSON.parse(readFileSync(path, "utf8")) as FiguresFile) : `_Not measured yet: docs/figures/${name}.json is written by the benchmark's next run._`;
    return `<!-- figures:${name} -->\n${body}\n<!-- /figures:${name} -->`;
  });
}

/** Names of the figures files present. */
export function figureNames(): string[] {
  return existsSync(figuresDir) ? readdirSync(figuresDir).filter((f) => f.endsWith(".json")).map((f) => f.slice(0, -5)) : [];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const doc = readFileSync(performanceDoc, "utf8");
  const rendered = render(doc);
  if (process.argv.includes("--check")) {
    if (rendered !== doc) {
      console.error("docs/performance.md is not what docs/figures/*.json render: run `tsx scripts/figures.ts`.");
      process.exit(1);
    }
  } else {
    writeFileSync(performanceDoc, rendered);
    console.log(`docs/performance.md: ${figureNames().length} figures files rendered`);
  }
}
