import { defineConfig } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./scripts/chromium";

// End-to-end: the reference server serving the built console. Each worker starts its own server
// over a throwaway DATA_DIR on port E2E_PORT + its index (e2e/fixtures.ts), so the spec files run
// in E2E_WORKERS workers side by side (2 by default: the two cores, and a test mostly waits on a
// page or the server).
export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // One retry on CI, reported as "flaky" rather than hidden: the suite shares two cores.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    locale: "zh-CN",
    timezoneId: "Asia/Shanghai",
    // Chromium's fake camera and microphone, allowed without asking (the video page). Every spec
    // file has them: a file with launch options of its own would need a worker, a browser and a
    // reference server of its own.
    launchOptions: { executablePath: chromiumPath, args: [...chromiumArgs, "--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream"] },
    trace: "off",
  },
});
