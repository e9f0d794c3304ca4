/**
 * `pnpm bench:memory`: the reference server's memory, as an operator would see it (docs/deployment.md
 * "Memory"). It starts `pnpm start`'s server (src/main.ts, access log on) on a fresh DATA_DIR
 * with the demo data, and again on the same folder:
 * - peak: the largest resident memory (RSS) of the server and any process it started (the demo
 *   files are drawn by a child process), summed, sampled every 25 ms from /proc, and the kernel's
 *   own high-water mark of the server process (VmHWM) — the larger of the two counts;
 * - idle: RSS 10 s after it listens and after a console's morning calls (sign in, the order
 *   lists, an order, the nutrition lists), the mean of 5 s of samples;
 * - where the first start's memory goes: the server's own trace of its phases (MEMORY_TRACE=1).
 * It writes the figures to docs/figures/server-memory.json and exits 1 over the budgets
 * (BENCH_PEAK_MB 400, BENCH_IDLE_MB 300). Linux only (/proc).
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startInstance, type Instance } from "../test/support/instance";
import { writeFigures, type FigureRow } from "../../../scripts/figures";

const PEAK_BUDGET_MB = Number(process.env.BENCH_PEAK_MB ?? 400);
const IDLE_BUDGET_MB = Number(process.env.BENCH_IDLE_MB ?? 300);
/** BENCH_PORT: the server's port; by default one it picks (free). */
const PORT = process.env.BENCH_PORT ?? "0";

const kb = (status: string, key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
const mb = (kib: number) => Math.round(kib / 1024);

/** The process and its descendants. */
function tree(pid: number): number[] {
  const out = [pid];
  try {
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const children = readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").trim();
      for (const child of children ? children.split(" ") : []) out.push(...tree(Number(child)));
    }
  } catch {
    // gone
  }
  return out;
}

/** RSS of the process and its descendants, KiB. */
function treeRss(pid: number): number {
  let sum = 0;
  for (const p of tree(pid)) {
    try {
      sum += kb(readFileSync(`/proc/${p}/status`, "utf8"), "VmRSS");
    } catch {
      // ended meanwhile
    }
  }
  return sum;
}

interface Run {
  peakMb: number;
  serverHighWaterMb: number;
  idleMb: number;
  startSeconds: number;
  phases: { phase: string; rssMb: number; heapMb: number }[];
}

/** Samples from spawn to listening; answers the instance and the peak seen. */
async function start(dataDir: string): Promise<{ instance: Instance; peakKb: number; seconds: number }> {
  let peakKb = 0;
  let pid: number | undefined;
  const started = Date.now();
  const sampler = setInterval(() => {
    if (pid) peakKb = Math.max(peakKb, treeRss(pid));
  }, 25);
  const pending = startInstance({ PORT, DATA_DIR: dataDir, MEMORY_TRACE: "1" });
  // The child's pid, as soon as it exists.
  const finder = setInterval(() => {
    for (const p of tree(process.pid).slice(1)) {
      try {
        if (readFileSync(`/proc/${p}/cmdline`, "utf8").includes("src/main.ts")) pid ??= p;
      } catch {
        // not ours any more
      }
    }
  }, 5);
  try {
    const instance = await pending;
    pid = instance.process.pid!;
    peakKb = Math.max(peakKb, treeRss(pid));
    return { instance, peakKb, seconds: (Date.now() - started) / 1000 };
  } finally {
    clearInterval(finder);
    clearInterval(sampler);
  }
}

/** A console's first calls on the demo data. */
async function morning(url: string): Promise<void> {
  const login = await fetch(`${url}/api/management/login`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: url },
    body: new URLSearchParams({ usersname: "13800138000", password: "doctor123" }),
  });
  const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0]!;
  const paths = ["/api/management/message", "/api/docnutrition/getnutritionprescriptions/1001/1"];
  for (const state of [0, 1, 2, 5, 7]) paths.push(`/api/management/patients?state=${state}&page=1`);
  for (const path of paths) {
    const answer = (await fetch(`${url}${path}`, { headers: { cookie } }).then((r) => r.json())) as { errcode: number };
    if (answer.errcode !== 0) throw new Error(`${path}: errcode ${answer.errcode}`);
  }
}

async function measure(dataDir: string): Promise<Run> {
  const { instance, peakKb, seconds } = await start(dataDir);
  const pid = instance.process.pid!;
  let peak = peakKb;
  const sampler = setInterval(() => (peak = Math.max(peak, treeRss(pid))), 25);
  try {
    await morning(instance.url).catch((error) => console.error("morning calls:", error));
    await new Promise((r) => setTimeout(r, 10_000));
    const samples: number[] = [];
    for (let i = 0; i < 20; i++) {
      samples.push(treeRss(pid));
      await new Promise((r) => setTimeout(r, 250));
    }
    const highWater = kb(readFileSync(`/proc/${pid}/status`, "utf8"), "VmHWM");
    const phases = instance
      .output()
      .split("\n")
      .filter((line) => line.startsWith("memory-trace "))
      .map((line) => JSON.parse(line.slice("memory-trace ".length)) as { phase: string; rssMb: number; heapMb: number });
    return {
      peakMb: mb(Math.max(peak, highWater)),
      serverHighWaterMb: mb(highWater),
      idleMb: mb(samples.reduce((a, b) => a + b, 0) / samples.length),
      startSeconds: Math.round(seconds * 10) / 10,
      phases: phases.map(({ phase, rssMb, heapMb }) => ({ phase, rssMb, heapMb })),
    };
  } finally {
    clearInterval(sampler);
    await instance.stop();
  }
}

const dataDir = mkdtempSync(join(tmpdir(), "dc-memory-"));
try {
  const first = await measure(dataDir);
  const restart = await measure(dataDir);
  const pass = Math.max(first.peakMb, restart.peakMb) <= PEAK_BUDGET_MB && Math.max(first.idleMb, restart.idleMb) <= IDLE_BUDGET_MB;
  const row = (name: string, r: Run): FigureRow[] => [
    { figure: `${name}: peak RSS (server and the processes it starts)`, value: `${r.peakMb} MB`, budget: `≤ ${PEAK_BUDGET_MB} MB`, ok: r.peakMb <= PEAK_BUDGET_MB, note: `server alone ${r.serverHighWaterMb} MB; listening after ${r.startSeconds} s` },
    { figure: `${name}: idle RSS`, value: `${r.idleMb} MB`, budget: `≤ ${IDLE_BUDGET_MB} MB`, ok: r.idleMb <= IDLE_BUDGET_MB },
  ];
  writeFigures("server-memory", {
    title: "Reference server memory",
    rows: [...row("first start (fresh DATA_DIR, demo data)", first), ...row("restart", restart)],
    summary: `RSS of the server started as \`pnpm start\` starts it, embedded database; first start phases: ${first.phases.map((p) => `${p.phase} ${p.rssMb} MB`).join(", ")}.`,
  });
  const line = (name: string, r: Run) => `${name}: peak ${r.peakMb} MB (server alone ${r.serverHighWaterMb} MB), idle ${r.idleMb} MB, listening after ${r.startSeconds} s`;
  console.log(line("first start", first));
  for (const p of first.phases) console.log(`  ${p.phase.padEnd(36)} ${String(p.rssMb).padStart(4)} MB (heap ${p.heapMb} MB)`);
  console.log(line("restart", restart));
  console.log(`budgets: peak ≤ ${PEAK_BUDGET_MB} MB, idle ≤ ${IDLE_BUDGET_MB} MB: ${pass ? "pass" : "OVER"} (written to docs/figures/server-memory.json and docs/performance.md)`);
  process.exitCode = pass ? 0 : 1;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
