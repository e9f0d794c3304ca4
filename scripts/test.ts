/**
 * `pnpm test`: every check of the project, as a small scheduler over the steps below.
 *
 * Steps run at the same time where they can (a step starts when the steps it `needs` have passed
 * and a lane is free; TEST_JOBS lanes, default the cores plus two — several steps wait on a
 * browser, a server or the disk more than they compute: the unit tests use a quarter of a core
 * over their run; a `light` step, which mostly waits, needs no lane). A step marked
 * `alone` is timed against a budget (CPU-throttled browser benchmarks, Lighthouse, the server's
 * latency, chat delivery): it starts only when nothing else runs, and nothing starts beside it.
 * Each step's output goes to .test-logs/<step>.log and is printed whole when the step ends, so
 * parallel output never interleaves.
 *
 * At the end: a table of each step's time (also written to docs/figures/test-steps.json, which
 * docs/performance.md renders). The first failure stops the run: running steps are ended and
 * nothing new starts (with --keep-going every step that can run runs, and the run still fails).
 *
 *   pnpm test                        everything
 *   pnpm test --only=unit,lint       just these steps (their `needs` are not added)
 *   pnpm test --skip=bench:lighthouse
 *   pnpm test --keep-going           run on after a failure (see every failure at once)
 *   pnpm test --list                 the steps and what they wait for
 *
 * Adding a step is one line in `steps`.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmdirSync, rmSync } from "node:fs";
import { cpus } from "node:os";
import { join } from "node:path";
import { writeFigures } from "./figures.ts";

interface Step {
  name: string;
  /** A shell command line, run from the repository's root. */
  run: string;
  /** Steps that must have passed first. */
  needs?: string[];
  /** Timed against a budget: runs with nothing beside it. */
  alone?: boolean;
  /** Mostly waits (a few seconds of CPU in a minute): starts as soon as it may, beside the lanes' steps. */
  light?: boolean;
}

const steps: Step[] = [
  // First the end-to-end tests' way: they take longest, and need only the console's build (the
  // workspace packages resolve to their source) and Chromium.
  { name: "chromium", run: "node scripts/ensure-chromium.mjs" },
  { name: "build:console", run: "pnpm --filter @doctor-console/console build" },
  { name: "e2e", run: "pnpm test:e2e", needs: ["build:console", "chromium"] },
  { name: "unit", run: "pnpm test:unit" },
  { name: "build:packages", run: "pnpm -r --filter './packages/*' build" },
  { name: "stories", run: "pnpm test:stories", needs: ["chromium"] },
  { name: "typecheck", run: "pnpm typecheck" },
  { name: "lint", run: "pnpm lint" },
  { name: "check:packages", run: "pnpm check:packages", needs: ["build:packages"] },
  { name: "consumer", run: "pnpm test:consumer", needs: ["build:packages", "chromium"] },
  { name: "size", run: "pnpm size", needs: ["build:console", "build:packages"] },
  // Memory is counted, not timed, and the bench mostly waits (idle samples): it runs beside the
  // others from the start, not last in a lane, where its minute of waiting held the benches up.
  { name: "bench:memory", run: "pnpm bench:memory", light: true },
  { name: "build:chat-bench", run: "pnpm bench:chat --build-only" },
  { name: "bench:chat", run: "pnpm bench:chat --built", needs: ["chromium", "build:chat-bench"], alone: true },
  { name: "bench:interactions", run: "pnpm bench:interactions", needs: ["build:console", "chromium"], alone: true },
  { name: "bench:editor", run: "pnpm bench:editor", needs: ["build:console", "chromium"], alone: true },
  { name: "bench:lighthouse", run: "pnpm bench:lighthouse", needs: ["build:console", "chromium"], alone: true },
  { name: "bench:server", run: "pnpm bench:server", alone: true },
  // A message's way between two servers is timed, so alone too: quiet its p95 reads about 10 ms,
  // beside the first minute's builds and test start-ups 35-301 ms (a clean clone failed at 301).
  { name: "bench:chat-delivery", run: "pnpm bench:chat-delivery", alone: true },
];

const root = join(import.meta.dirname, "..");
const logs = join(root, ".test-logs");
const args = process.argv.slice(2);
const listArg = (flag: string) => args.find((a) => a.startsWith(`--${flag}=`))?.slice(flag.length + 3).split(",");
const only = listArg("only");
const skip = listArg("skip") ?? [];
const keepGoing = args.includes("--keep-going");
const lanes = Number(process.env.TEST_JOBS ?? cpus().length + 2);

for (const name of [...(only ?? []), ...skip]) if (!steps.some((s) => s.name === name)) throw new Error(`no step named ${name}; steps: ${steps.map((s) => s.name).join(", ")}`);
const chosen = steps.filter((s) => (only ? only.includes(s.name) : true) && !skip.includes(s.name));
const chosenNames = new Set(chosen.map((s) => s.name));
if (args.includes("--list")) {
  for (const s of steps) console.log(`${s.name.padEnd(20)} ${s.alone ? "alone " : s.light ? "light " : "      "} needs ${s.needs?.join(", ") || "-"}   ${s.run}`);
  process.exit(0);
}

/** `settling`: an alone step waiting for the machine to be quiet before it starts. */
type State = "waiting" | "settling" | "running" | "passed" | "failed" | "stopped";
interface Run {
  step: Step;
  state: State;
  startedAt?: number;
  seconds?: number;
  /**
   * CPU seconds (user + system) of the step: every process of its tree, from a cgroup of its own
   * where the machine lets us make one (cgroup v1 cpuacct), else those bash waited for (`times`,
   * which misses a browser its parent never reaped).
   */
  cpu?: number;
  child?: ChildProcess;
}
const runs = chosen.map((step): Run => ({ step, state: "waiting" }));
const startedAt = Date.now();
let failed = false;
rmSync(logs, { recursive: true, force: true });
mkdirSync(logs, { recursive: true });

const clock = () => `${((Date.now() - startedAt) / 1000).toFixed(0).padStart(4)} s`;
const running = () => runs.filter((r) => r.state === "running" || r.state === "settling");
/** A need outside the chosen steps counts as met (`--only` runs what it names). */
const ready = (r: Run) => (r.step.needs ?? []).every((n) => !chosenNames.has(n) || runs.find((x) => x.step.name === n)?.state === "passed");

/**
 * Ends a running step's process group: SIGINT first (Playwright then stops the web server it
 * started, in a group of its own), SIGTERM after 5 s, SIGKILL after 15 s.
 */
function stop(r: Run): void {
  r.state = "stopped";
  const signal = (s: NodeJS.Signals) => {
    try {
      process.kill(-r.child!.pid!, s);
    } catch {
      // already gone
    }
  };
  signal("SIGINT");
  setTimeout(() => signal("SIGTERM"), 5_000).unref();
  setTimeout(() => signal("SIGKILL"), 15_000).unref();
}

function start(r: Run): void {
  r.state = "running";
  r.startedAt = Date.now();
  const log = join(logs, `${r.step.name.replaceAll(":", "-")}.log`);
  const out = createWriteStream(log);
  console.log(`${clock()}  ▶ ${r.step.name}${r.step.alone ? " (alone)" : ""}: ${r.step.run}`);
  // Own process group, so a stop ends the step's whole tree (servers, browsers) and only it.
  // `times` after the command: the CPU its waited-for processes used (bash), read into the table.
  const cpuFile = join(logs, `${r.step.name.replaceAll(":", "-")}.cpu`);
  const group = cpuGroup(r.step.name);
  const line = `${group ? `echo $$ > '${group}/tasks'; ` : ""}(${r.step.run}); rc=$?; times > '${cpuFile}'; exit $rc`;
  const child = spawn(line, { cwd: root, shell: "/bin/bash", detached: true, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, FORCE_COLOR: "0" } });
  r.child = child;
  child.stdout!.pipe(out, { end: false });
  child.stderr!.pipe(out, { end: false });
  child.on("close", (code) => {
    out.end(() => {
      r.seconds = (Date.now() - r.startedAt!) / 1000;
      r.cpu = (group ? groupSeconds(group) : undefined) ?? cpuSeconds(cpuFile);
      if (r.state === "running") r.state = code === 0 ? "passed" : "failed";
      const text = readFileSync(log, "utf8").trimEnd();
      console.log(`\n──── ${r.step.name}: ${r.state} in ${r.seconds.toFixed(0)} s ────\n${text}\n`);
      if (r.state === "failed") {
        failed = true;
        if (!keepGoing) running().forEach(stop);
      }
      schedule();
    });
  });
}

const cpuacct = "/sys/fs/cgroup/cpuacct";
/** A fresh cpuacct cgroup for a step (its processes join it, their children inherit it), or undefined. */
function cpuGroup(step: string): string | undefined {
  const dir = join(cpuacct, `doctor-console-test-${process.pid}-${step.replaceAll(":", "-")}`);
  try {
    if (existsSync(dir)) rmdirSync(dir);
    mkdirSync(dir);
    return dir;
  } catch {
    return undefined;
  }
}
/** The group's CPU seconds (cpuacct.usage is in nanoseconds); the group is removed once empty. */
function groupSeconds(dir: string): number | undefined {
  try {
    const seconds = Number(readFileSync(join(dir, "cpuacct.usage"), "utf8")) / 1e9;
    setTimeout(() => {
      try {
        rmdirSync(dir);
      } catch {
        // a straggler still in it: the OS keeps the empty group, harmless
      }
    }, 2_000).unref();
    return seconds;
  } catch {
    return undefined;
  }
}

/** Sums the children's user and system times of bash's `times` output ("0m1.5s 0m0.2s", second line). */
function cpuSeconds(file: string): number | undefined {
  if (!existsSync(file)) return undefined;
  const children = readFileSync(file, "utf8").trim().split("\n")[1] ?? "";
  const parts = [...children.matchAll(/(\d+)m([\d.]+)s/g)].map((m) => Number(m[1]) * 60 + Number(m[2]));
  return parts.length === 2 ? parts[0]! + parts[1]! : undefined;
}

/** The machine's busy and total CPU time so far (jiffies, every core), from /proc/stat. */
function cpuTimes(): { busy: number; total: number } | undefined {
  try {
    const fields = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).slice(1, 9).map(Number);
    const total = fields.reduce((a, b) => a + b, 0);
    // idle and iowait are not busy; steal (the host's other guests) is.
    return { busy: total - fields[3]! - fields[4]!, total };
  } catch {
    return undefined;
  }
}

/**
 * Resolves once the machine's CPUs were at most QUIET busy over a second (what a finished step
 * left behind — a browser closing, a server's last writes — has ended), or after QUIET_WAIT_S:
 * a timed step measures our code, not its neighbours. Says what it waited for, if anything.
 */
const QUIET = 0.2;
const QUIET_WAIT_S = 30;
async function whenQuiet(): Promise<string | undefined> {
  const began = Date.now();
  for (;;) {
    const before = cpuTimes();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const after = cpuTimes();
    if (!before || !after || after.total === before.total) return undefined;
    const last = (after.busy - before.busy) / (after.total - before.total);
    const waited = (Date.now() - began) / 1000;
    if (last <= QUIET) return waited > 1.5 ? `waited ${waited.toFixed(0)} s for a quiet machine` : undefined;
    if (waited >= QUIET_WAIT_S) return `the machine stayed busy (${(last * 100).toFixed(0)} % of its CPUs over the last second): started after ${waited.toFixed(0)} s`;
  }
}

function schedule(): void {
  if (!failed || keepGoing) {
    for (const r of runs) {
      if (r.state !== "waiting" || !ready(r)) continue;
      const busy = running();
      if (busy.some((b) => b.step.alone)) break;
      if (r.step.alone) {
        // Ordinary steps first; an alone step starts when the machine is quiet.
        if (busy.length === 0 && !runs.some((o) => o.state === "waiting" && !o.step.alone && ready(o))) {
          r.state = "settling";
          void whenQuiet().then((note) => {
            if (note) console.log(`${clock()}  … ${r.step.name}: ${note}`);
            if (r.state === "settling") start(r);
          });
        }
        continue;
      }
      if (r.step.light || busy.filter((b) => !b.step.light).length < lanes) start(r);
    }
  }
  if (running().length === 0) finish();
}

function finish(): void {
  const total = (Date.now() - startedAt) / 1000;
  const blocked = runs.filter((r) => r.state === "waiting");
  if (!failed && blocked.length > 0) {
    failed = true;
    console.error(`never started (a need failed or is missing): ${blocked.map((r) => r.step.name).join(", ")}`);
  }
  const width = Math.max("total (wall clock)".length, ...runs.map((r) => r.step.name.length));
  const secs = (n: number | undefined) => (n === undefined ? "      -" : `${n.toFixed(0).padStart(5)} s`);
  const rows = runs.map((r) => `| ${r.step.name.padEnd(width)} | ${secs(r.seconds)} | ${secs(r.cpu)} | ${r.startedAt === undefined ? "     -" : `${((r.startedAt - startedAt) / 1000).toFixed(0).padStart(4)} s`} | ${r.step.alone ? "alone " : "shared"} | ${r.state.padEnd(7)} |`);
  const cpuTotal = runs.reduce((sum, r) => sum + (r.cpu ?? 0), 0);
  console.log(
    [
      `| ${"step".padEnd(width)} |    time |     cpu | starts | runs   | result  |`,
      `|${"-".repeat(width + 2)}|---------|---------|--------|--------|---------|`,
      ...rows,
      `| ${"total (wall clock)".padEnd(width)} | ${`${(total / 60).toFixed(1)} min`.padStart(7)} | ${`${(cpuTotal / 60).toFixed(1)} min`.padStart(7)} |        |        | ${(failed ? "failed" : "passed").padEnd(7)} |`,
    ].join("\n"),
  );
  // The table is a figure of the whole run only: a partial run (--only/--skip) or a failed one writes nothing.
  if (!only && skip.length === 0 && !failed) {
    writeFigures("test-steps", {
      title: "pnpm test, step by step",
      rows: runs.map((r) => ({ figure: r.step.name, value: `${r.seconds!.toFixed(0)} s`, note: `${r.cpu === undefined ? "" : `${r.cpu.toFixed(0)} s CPU, `}starts at ${((r.startedAt! - startedAt) / 1000).toFixed(0)} s${r.step.alone ? ", alone" : ""}` })),
      summary: `${(total / 60).toFixed(1)} min wall clock, ${lanes} lanes`,
    });
  }
  process.exit(failed ? 1 : 0);
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    running().forEach(stop);
    setTimeout(() => process.exit(130), 6_000);
  });
}

console.log(`pnpm test: ${chosen.length} steps, ${lanes} lanes (TEST_JOBS); logs in .test-logs/`);
schedule();
