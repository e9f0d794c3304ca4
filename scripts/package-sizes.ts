/**
 * The packages' entry budgets (.size-limit.js: what an entry costs a host up front, with its
 * dependencies, React excluded, gzip): runs size-limit, prints its figures, writes them to
 * docs/figures/package-sizes.json, and fails when an entry is over its limit. Run after `pnpm build`.
 */
import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { writeFigures } from "./figures.ts";

interface Measured {
  name: string;
  size: number;
  sizeLimit?: number;
  passed?: boolean;
}
const root = join(import.meta.dirname, "..");
// size-limit exits 1 when an entry is over its limit; its JSON is on stdout either way.
const stdout = await promisify(execFile)(join(root, "node_modules/.bin/size-limit"), ["--json"], { cwd: root, maxBuffer: 16 * 1024 * 1024 }).then(
  (r) => r.stdout,
  (error: { stdout?: string; stderr?: string }) => {
    if (!error.stdout?.trim().startsWith("[")) throw new Error(`size-limit failed:\n${error.stdout ?? ""}\n${error.stderr ?? ""}`);
    return error.stdout;
  },
);
const measured = JSON.parse(stdout) as Measured[];
// .size-limit.js states its limits in KiB; size-limit answers bytes.
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
for (const m of measured) console.log(`${m.passed === false ? "✘" : "✓"} ${m.name}: ${kB(m.size)}${m.sizeLimit ? ` (limit ${kB(m.sizeLimit)})` : ""}`);
writeFigures("package-sizes", {
  title: "Package entries (gzip, React excluded)",
  rows: measured.map((m) => ({ figure: m.name, value: kB(m.size), ...(m.sizeLimit ? { budget: `≤ ${kB(m.sizeLimit)}`, ok: m.passed !== false } : {}) })),
});
if (measured.some((m) => m.passed === false)) {
  console.error("A package entry is over its size limit.");
  process.exit(1);
}
