/**
 * The Lighthouse gate: Lighthouse 12 in Debian's Chromium against the built console
 * and the reference server, mobile and desktop, on /login and — signed in — /patient/patient_djz,
 * /nutriRecipel, /releaseM and /IM (the chat workbench). Each page is measured on a cold HTTP cache 5 times on mobile (its
 * simulated 4x CPU spreads single runs over about ±0.01-0.02) and once on desktop (no CPU
 * multiplier: every desktop run of every page scored 1.00, so a median of 3 added 8 runs and no
 * information); the median
 * run (by performance score) is printed with LCP, TBT, CLS, accessibility (axe gives the same
 * answer every run: checked in the first) and every run's score, and the gate fails below mobile
 * 0.98 / desktop 1.0 performance (the score as the report shows it, out of 100) or 1.0
 * accessibility, or above a mobile LCP of 1.8 s (median of the runs). The signed-in pages reach
 * it with their first screen drawn by the server and hydrated (docs/architecture.md).
 * A page and form factor whose set of runs is below its budget is measured a second time (at least
 * 3 runs), and the median is of both sets (the worse middle run).
 *
 * One server and one browser for everything; the session is made once through the login form
 * and kept (Lighthouse's storage reset is off; the HTTP cache is cleared before every run).
 * Simulated throttling (Lighthouse's default), and only the categories and artifacts the scores
 * need.
 *
 *   pnpm build && pnpm bench:lighthouse          LIGHTHOUSE_PORT (default 4174), LIGHTHOUSE_RUNS (5 / 1),
 *   LIGHTHOUSE_PAGES=/login,/releaseM and LIGHTHOUSE_FORM_FACTORS=mobile to measure fewer;
 *   LIGHTHOUSE_SAVE=<dir> writes every run's report (JSON) there, to look into.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import lighthouse, { type Config, type Flags, type Result } from "lighthouse";
import defaultConfig from "lighthouse/core/config/default-config.js";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import { chromium } from "playwright";
import { chromiumArgs, chromiumPath } from "../../scripts/chromium";
import { startReferenceServer } from "../support/reference-server";
import { writeFigures } from "../../scripts/figures";

const port = Number(process.env.LIGHTHOUSE_PORT ?? 4174);
const debuggingPort = port + 1000;
// Mobile scores spread more (0.94-0.97 for one page, from the simulated 4x CPU): its median is of 5.
const runsOf = { mobile: Number(process.env.LIGHTHOUSE_RUNS ?? 5), desktop: Number(process.env.LIGHTHOUSE_RUNS ?? 1) };
const origin = `http://localhost:${port}`;
/**
 * Mobile 0.98: since a signed-in page's first screen is hydrated (not drawn a second time), its
 * Total Blocking Time after the first paint is 10–90 ms and its medians 0.99–1.00 (0.98 in a slow
 * spell of the machine); when the browser drew the page again over the server's copy, single runs
 * spread 0.85–1.00 and the gate stood at 0.95 (docs/performance.md).
 */
const budgets = { mobile: 0.98, desktop: 1, accessibility: 1 } as const;
/**
 * Mobile LCP, the median of the runs (each run's own, not the median-scoring run's): at most this
 * on every page. /login's form is in the HTML (1.6 s); a signed-in page's first screen comes from
 * the server with its data (1.0–1.2 s; it was 2.4–2.6 s when the browser drew it after its
 * scripts: docs/performance.md).
 */
const mobileLcpBudgetMs = 1800;
/** What Lighthouse 12's performance score weighs: FCP 10 %, Speed Index 10 %, LCP 25 %, TBT 30 %, CLS 25 %. */
const scoreMetrics = ["first-contentful-paint", "speed-index", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift"];
const signedInPages = ["/patient/patient_djz", "/nutriRecipel", "/releaseM", "/IM"].filter((p) => !process.env.LIGHTHOUSE_PAGES || process.env.LIGHTHOUSE_PAGES.split(",").includes(p));
const formFactors = (process.env.LIGHTHOUSE_FORM_FACTORS?.split(",") ?? ["mobile", "desktop"]) as ("mobile" | "desktop")[];


interface Figures {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Accessibility audits that failed (their ids). */
  a11yFailures: string[];
  /** Every run's performance score, lowest first. */
  runs?: number[];
  /** The median of the runs' LCPs. */
  lcpMedianMs?: number;
}

function missedNavigationStart(lhr: Result): boolean {
  return lhr.runtimeError?.code === "NO_NAVSTART" || scoreMetrics.some((id) => lhr.audits[id]?.errorMessage?.includes("NO_NAVSTART"));
}

/** The performance score as Lighthouse's report shows it (out of 100, rounded): 0.996 is a 100. Accessibility is all or nothing: 1 exactly. */
const shown = (score: number | null | undefined) => Math.round((score ?? 0) * 100) / 100;

function figuresOf(lhr: Result): Figures {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: shown(lhr.categories.performance?.score),
    accessibility: lhr.categories.accessibility?.score ?? 0,
    lcpMs: audit("largest-contentful-paint"),
    tbtMs: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    a11yFailures: (lhr.categories.accessibility?.auditRefs ?? []).filter((r) => r.weight > 0 && lhr.audits[r.id]?.score === 0).map((r) => r.id),
  };
}

/**
 * Lighthouse starts every run by timing a second of busy loops in the page (its "benchmark
 * index", the machine's speed class). The index enters no score: it is reported, and warns when
 * the machine is slow. It is measured in the first run and reused by the others (the function
 * the page evaluates is swapped for one that answers that figure): 29 seconds less, same scores.
 */
function reuseBenchmarkIndex(lhr: Result): void {
  const index = lhr.environment.benchmarkIndex;
  if (Number.isFinite(index)) pageFunctions.computeBenchmarkIndex = new Function(`return ${index};`) as () => number;
}

/**
 * The config of the runs after a page's first: Lighthouse's own (default, or desktop's settings over
 * it) naming only the five audits the score is made of, with their weights. The same score as the
 * full config filtered by `onlyAudits`; but Lighthouse resolves its config at every run, and the
 * full one's 180-odd audits took a third of a second of each run to find and load.
 */
function scoreOnlyConfig(formFactor: "mobile" | "desktop"): Config {
  const performance = defaultConfig.categories!.performance!;
  return {
    ...defaultConfig,
    settings: { ...defaultConfig.settings, ...(formFactor === "desktop" ? desktopConfig.settings : {}) },
    audits: defaultConfig.audits!.filter((audit) => scoreMetrics.some((id) => String(typeof audit === "string" ? audit : (audit as { path?: string }).path).endsWith(`/${id}`))),
    categories: { performance: { ...performance, auditRefs: performance.auditRefs.filter((ref) => scoreMetrics.includes(ref.id)) } },
  };
}
const configOf = { first: { mobile: undefined, desktop: desktopConfig }, rest: { mobile: scoreOnlyConfig("mobile"), desktop: scoreOnlyConfig("desktop") } };

const startedAt = Date.now();
const profileDir = mkdtempSync(join(tmpdir(), "doctor-console-lh-profile-"));
const server = await startReferenceServer(port);
// A persistent context is the browser's default one: the tabs Lighthouse opens share its cookies.
const context = await chromium.launchPersistentContext(profileDir, {
  executablePath: chromiumPath,
  args: [...chromiumArgs, `--remote-debugging-port=${debuggingPort}`],
  locale: "zh-CN",
  timezoneId: "Asia/Shanghai",
});
const page = context.pages()[0] ?? (await context.newPage());
const cdp = await context.newCDPSession(page);

/** `runs` Lighthouse runs of a page; the first gathers accessibility too (unless `again`: a second set). */
async function measure(path: string, formFactor: "mobile" | "desktop", again = false): Promise<Figures[]> {
  const samples: Figures[] = [];
  // A second set has 3 runs at least: with desktop's single run, one outlier (a run at 0.79 in a
  // clean clone, TBT 483 ms, then 1.00) is outvoted instead of being the worse of two.
  const runs = again ? Math.max(runsOf[formFactor], 3) : runsOf[formFactor];
  for (let n = 0; n < runs; n++) {
    // A second set's runs are numbered after the first's (the first run of all gathers accessibility).
    const i = again ? runsOf[formFactor] + n : n;
    await cdp.send("Network.clearBrowserCache");
    const flags: Flags = {
      port: debuggingPort,
      output: "json",
      logLevel: "error",
      // Accessibility (axe, the same every run) is checked in the first run of each page and form factor.
      // The other runs gather only the five metrics the performance score is made of (every other
      // audit of the category weighs 0): the same score, for less work a run.
      ...(i === 0 ? { onlyCategories: ["performance", "accessibility"] } : { onlyAudits: scoreMetrics }),
      disableStorageReset: true,
      // Only what the scores need: no full-page screenshot, and none of the diagnostics whose
      // gathering costs up to a second a run (back/forward cache probe, CSS coverage).
      disableFullPageScreenshot: true,
      skipAudits: ["bf-cache", "unused-css-rules", "render-blocking-resources", "full-page-screenshot"],
      // Waits after load: half of Lighthouse's 1 s defaults. Every page's requests and work end
      // well within them (the data arrives before the JavaScript is idle), and the simulated
      // metrics come from the trace, not from the wait: the 30 runs took 146 s instead of 175.
      pauseAfterFcpMs: 500,
      pauseAfterLoadMs: 500,
      networkQuietThresholdMs: 500,
      cpuQuietThresholdMs: 500,
    };
    const config = (i === 0 ? configOf.first : configOf.rest)[formFactor];
    let result = await lighthouse(origin + path, flags, config);
    // Now and then (a busy machine) the trace misses the navigation's start: that run is taken
    // again, twice at most. Lighthouse says so as a runtime error, or (with `onlyAudits`) in each
    // metric's audit, which then scores nothing and made the run's score 0.
    for (let again = 0; again < 2 && result && missedNavigationStart(result.lhr); again++) result = await lighthouse(origin + path, flags, config);
    if (!result) throw new Error(`no result for ${path}`);
    if (result.lhr.runtimeError) throw new Error(`${path}: ${result.lhr.runtimeError.message}`);
    reuseBenchmarkIndex(result.lhr);
    if (process.env.LIGHTHOUSE_SAVE) writeFileSync(join(process.env.LIGHTHOUSE_SAVE, `${path.replaceAll("/", "_")}-${formFactor}-${i}.json`), JSON.stringify(result.lhr));
    samples.push(figuresOf(result.lhr));
  }
  return samples;
}

/** The median run (by score) of a page's samples, with the first run's accessibility, every score and the median LCP. */
function summary(samples: Figures[]): Figures {
  const { accessibility, a11yFailures } = samples[0]!;
  // A run whose trace had no LCP (NaN) counts as the slowest.
  const lcps = samples.map((s) => (Number.isFinite(s.lcpMs) ? s.lcpMs : Infinity)).sort((a, b) => a - b);
  samples = [...samples].sort((a, b) => a.performance - b.performance);
  // Of an even number of runs, the worse of the two middle ones.
  return { ...samples[Math.floor((samples.length - 1) / 2)]!, accessibility, a11yFailures, runs: samples.map((s) => s.performance), lcpMedianMs: lcps[Math.ceil((samples.length - 1) / 2)]! };
}

const rows: { page: string; formFactor: "mobile" | "desktop"; figures: Figures }[] = [];
let failed = false;
try {
  const pages: [string, boolean][] = [
    ...(!process.env.LIGHTHOUSE_PAGES || process.env.LIGHTHOUSE_PAGES.split(",").includes("/login") ? [["/login", false] as [string, boolean]] : []),
    ...signedInPages.map((p): [string, boolean] => [p, true]),
  ];
  for (const [path, signedIn] of pages) {
    if (signedIn && !(await context.cookies(origin)).some((c) => c.name === "customerId")) {
      await page.goto(`${origin}/login`);
      await page.getByRole("textbox", { name: "账号" }).fill("13800138000");
      await page.getByLabel("密码", { exact: true }).fill("doctor123");
      await page.getByRole("button", { name: "登录", exact: true }).click();
      await page.waitForURL(/\/Welcome$/i);
      await page.goto("about:blank");
    }
    for (const formFactor of formFactors) {
      const samples = await measure(path, formFactor);
      const over = (f: Figures) => f.performance < budgets[formFactor] || (formFactor === "mobile" && f.lcpMedianMs! > mobileLcpBudgetMs);
      // A set of runs below the budget is run again, and the median is of both sets: one noisy
      // set (another process took the CPU a while) does not fail the gate, a page that is slow does.
      if (over(summary(samples))) samples.push(...(await measure(path, formFactor, true)));
      const figures = summary(samples);
      rows.push({ page: path, formFactor, figures });
      const bad = over(figures) || figures.accessibility < budgets.accessibility;
      failed ||= bad;
      console.log(
        `${bad ? "✘" : "✓"} ${formFactor.padEnd(7)} ${path.padEnd(22)} performance ${figures.performance.toFixed(2)} (≥ ${budgets[formFactor]})  ` +
          `LCP ${(figures.lcpMs / 1000).toFixed(2)} s (median of the runs ${(figures.lcpMedianMs! / 1000).toFixed(2)} s${formFactor === "mobile" ? ` ≤ ${mobileLcpBudgetMs / 1000}` : ""})  TBT ${Math.round(figures.tbtMs)} ms  CLS ${figures.cls.toFixed(3)}  ` +
          `accessibility ${figures.accessibility.toFixed(2)} (≥ ${budgets.accessibility})  runs ${figures.runs!.map((r) => r.toFixed(2)).join(" ")}` +
          (figures.a11yFailures.length ? `  [${figures.a11yFailures.join(", ")}]` : ""),
      );
    }
  }
} finally {
  await context.close();
  await server.stop();
  rmSync(profileDir, { recursive: true, force: true });
}

console.log(`Lighthouse 12, median of ${runsOf.mobile} runs (mobile) and ${runsOf.desktop} (desktop) each, cold HTTP cache; ${((Date.now() - startedAt) / 60_000).toFixed(1)} min.`);
// Figures of the whole gate only (a run narrowed by LIGHTHOUSE_PAGES / LIGHTHOUSE_FORM_FACTORS keeps the last full one).
if (!process.env.LIGHTHOUSE_PAGES && !process.env.LIGHTHOUSE_FORM_FACTORS) {
  writeFigures("lighthouse", {
    title: "Lighthouse",
    rows: rows.flatMap(({ page, formFactor, figures }) => [
      {
        figure: `${page}, ${formFactor}: performance`,
        value: figures.performance.toFixed(2),
        budget: `≥ ${budgets[formFactor]}`,
        ok: figures.performance >= budgets[formFactor],
        note: `LCP ${(figures.lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(figures.tbtMs)} ms, CLS ${figures.cls.toFixed(3)}; runs ${figures.runs!.map((r) => r.toFixed(2)).join(" ")}`,
      },
      ...(formFactor === "mobile"
        ? [
            {
              figure: `${page}, mobile: LCP (median of the runs)`,
              value: `${(figures.lcpMedianMs! / 1000).toFixed(2)} s`,
              budget: `≤ ${mobileLcpBudgetMs / 1000} s`,
              ok: figures.lcpMedianMs! <= mobileLcpBudgetMs,
            },
          ]
        : []),
      {
        figure: `${page}, ${formFactor}: accessibility`,
        value: figures.accessibility.toFixed(2),
        budget: `≥ ${budgets.accessibility}`,
        ok: figures.accessibility >= budgets.accessibility,
        ...(figures.a11yFailures.length ? { note: figures.a11yFailures.join(", ") } : {}),
      },
    ]),
    summary: `Lighthouse 12, median of ${runsOf.mobile} runs (mobile) and ${runsOf.desktop} (desktop) each, cold HTTP cache.`,
  });
}
if (failed) {
  console.error("Lighthouse gate: below budget (see ✘ above).");
  process.exitCode = 1;
}
