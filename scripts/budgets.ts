/**
 * JavaScript budgets of the built console (gzip), from Vite's manifest: what a browser loads for
 * a screen is the entry, the screen's lazy chunks and everything they import statically.
 * Prints the figures and exits non-zero when a budget is exceeded. Run after `pnpm build`.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { writeFigures, type FigureRow } from "./figures.ts";

interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
const dist = join(import.meta.dirname, "../apps/console/dist");
const manifest = JSON.parse(readFileSync(join(dist, ".vite/manifest.json"), "utf8")) as Record<string, Chunk>;
const gz = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

function closure(keys: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`not in the manifest: ${key}`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return files;
}

const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
// Scripts the HTML asks for besides the entry (the route preload map: apps/console/route-preload.ts), on every screen.
const htmlScripts = [...readFileSync(join(dist, "index.html"), "utf8").matchAll(/<script[^>]* src="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
const kib = (bytes: number) => bytes / 1024;
const screens: { name: string; keys: string[]; budgetKiB: number }[] = [
  // /login loads React, the form and the session cookies; the data layer, the api client, the
  // route table and the shell come once the browser is idle or the doctor focuses the form
  // (apps/console/src/pages/login.tsx). The menus, dialogs and tooltips of the shell and the list
  // load on first open (packages/ui/src/lib/lazy-overlay.tsx). See docs/performance.md for what
  // each change saved.
  // 93 → 92: /login carries the four icons it shows, not every icon (ui's icon/base-icons.tsx; −0.8).
  // 92 → 85 (84.96 measured): cn's own class merger instead of tailwind-merge (−2.7), the sign-in
  // messages and the login path in modules of their own (−2.0), the VIP labels and side menu apart
  // from isVipActive (−0.6), no router (wouter/use-browser-location) and no Radix Primitive (−1.3).
  // 85 → 85.5 (85.1 measured): the sign-in form's markup in the HTML, shown by the route preload
  // script before any other script has run (apps/console/prerender.tsx: mobile LCP 2.2 → 1.8 s).
  // 85.5 → 85, the target (84.0 measured): the ui's own Slot instead of Radix's (−1.1).
  { name: "/login", keys: [entry, "src/pages/login.tsx"], budgetKiB: 85 },
  // 168 when the overlays went lazy; the drawer menu, the unsaved-work guard and the chat's unread
  // badge took it to 170.3. 171 → 167: no Radix Tabs, roving focus or collection with the shell and
  // the list (their tabs are links: LinkTabs; −4.7). 167 → 162 (161.6 measured): cn's own merger
  // (−2.7) and the order table's refusal prompt on first refusal (−2.2). 162 → 155.5 (155.0
  // measured): no Radix code with the shell and the list (the ui's own Slot and VisuallyHidden, the
  // Radix basics in a chunk of their own; −6.9 with the line above) and the menu's icons without
  // lucide-react (−2.1). 155.5 → 150, the target (146.7 measured): the console's own cache of
  // server state instead of TanStack Query (apps/console/src/data/server-state.ts; −8.3).
  { name: "shell + one data page (/patient)", keys: [entry, "src/shell/console-shell.tsx", dataPage()], budgetKiB: 150 },
];
function dataPage(): string {
  return ["src/pages/patient/patient-page.tsx", "src/pages/welcome.tsx"].find((k) => manifest[k])!;
}

let failed = false;
const rows: string[] = [];
const figureRows: FigureRow[] = [];
for (const s of screens) {
  const total = [...new Set([...closure(s.keys), ...htmlScripts])].reduce((sum, f) => sum + gz(f), 0);
  const over = kib(total) > s.budgetKiB;
  failed ||= over;
  rows.push(`| ${s.name} | ${kib(total).toFixed(1)} KiB | ≤ ${s.budgetKiB} KiB | ${over ? "OVER" : "ok"} |`);
  figureRows.push({ figure: s.name, value: `${kib(total).toFixed(1)} KiB`, budget: `≤ ${s.budgetKiB} KiB`, ok: !over });
}
const all = readdirSync(join(dist, "assets")).filter((f) => f.endsWith(".js"));
const whole = all.reduce((sum, f) => sum + gz(join("assets", f)), 0);
// Every chunk once, though no screen loads them all. The build copies shared modules under 2 kB
// into the chunks that use them (apps/console/vite.config.ts: fewer requests before the first
// paint), so the copies count here several times. The history, in docs/performance.md: 582.4
// with every feature in; the schemas in zod/mini −20.6; the article editor on Tiptap's core with
// only the extensions it uses −14.8; copies of modules under 4 kB instead of 8 kB −21.6
// (/patient one request more): 527.1; cn's own class merger −2.7, a few more small chunks (the
// refusal prompt, the paths, wouter) +1.4: 525.8; the chat thread's own virtual list (the chat
// record then kept TanStack Virtual) and the prerendered sign-in +0.8: 526.6; the chat record on
// the thread's virtual list, without TanStack Virtual −9.7: 516.7, and the budget 527 → 517.5;
// the ui's own Slot +0.4 and the menu's icons without lucide-react −2.2: 515.0. Squire (31.4 for the editor's page instead
// of 128.7) missed the typing budget (docs/performance.md); the editor on ProseMirror alone,
// without Tiptap (its page 85.2), −42.3: 472.7; copies of modules under 2 kB instead of 4 kB
// −7.7 (/patient unchanged): 465.0; the editor's and the form's fixes after review (an image's
// place kept through edits, the hand-over before leaving, the form's description) +0.5: 465.5,
// and the budget 466; the console's own cache of server state instead of TanStack Query −9.8:
// 455.7, and the budget 456; the editor's list, quote and link fixes +0.4: 456.1; the small
// modules the shell and the pages share in the shell's shared chunk instead of a copy in each
// page, and the ones only forms and record pages share not copied (apps/console/vite.config.ts)
// −10.6: 445.5, and the budget 450, the target.
const wholeBudgetKiB = 450;
const wholeOver = kib(whole) > wholeBudgetKiB;
failed ||= wholeOver;
rows.push(`| whole app (${all.length} chunks) | ${kib(whole).toFixed(1)} KiB | ≤ ${wholeBudgetKiB} KiB | ${wholeOver ? "OVER" : "ok"} |`);
figureRows.push({ figure: `whole app (${all.length} chunks)`, value: `${kib(whole).toFixed(1)} KiB`, budget: `≤ ${wholeBudgetKiB} KiB`, ok: !wholeOver });
writeFigures("console-js", { title: "JavaScript the console loads (gzip)", rows: figureRows });

// The chunks V8 compiles as they load (apps/console/compile-hints.ts): React's, the chat page's and
// the virtual list's, and no other (a small module of theirs copied into another chunk would take
// the hint with it: compiled at load for nothing, on every page that loads that chunk).
const hinted = all.filter((f) => readFileSync(join(dist, "assets", f), "utf8").startsWith("//# allFunctionsCalledOnLoad\n")).map((f) => f.replace(/-[\w-]{8}\.js$/, "")).sort();
const hintedExpected = ["chat-page", "react", "virtual-rows"];
if (hinted.join() !== hintedExpected.join()) {
  console.error(`Compiled at load: ${hinted.join(", ") || "none"}; expected ${hintedExpected.join(", ")}.`);
  failed = true;
}

console.log("JavaScript loaded (gzip):\n| screen | measured | budget | |\n|---|---|---|---|\n" + rows.join("\n"));
if (failed) {
  console.error("A JavaScript budget is exceeded.");
  process.exit(1);
}
