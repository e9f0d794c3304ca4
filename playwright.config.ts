import { defineConfig } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromiumArgs, chromiumPath } from "./scripts/chromium";

// End-to-end: the reference server serving the built console, over a throwaway DATA_DIR.
const port = Number(process.env.E2E_PORT ?? 4173);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), "doctor-console-e2e-"));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: 1,
  // One retry on CI, reported as "flaky" rather than hidden: the suite shares two cores.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: "zh-CN",
    timezoneId: "Asia/Shanghai",
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: "off",
  },
  webServer: {
    command: "pnpm --filter @doctor-console/server start",
    url: `http://localhost:${port}/api/management/message`,
    // The first start seeds a fresh database (PGlite: a few seconds).
    timeout: 120_000,
    reuseExistingServer: false,
    ignoreHTTPSErrors: true,
    stdout: "pipe",
    // No access log: a line per request would bury the test report (the server's errors still show).
    env: { PORT: String(port), DATA_DIR: dataDir, HOST: "127.0.0.1", ACCESS_LOG: "0" },
  },
});
