import { defineConfig } from "vitest/config";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import { chromiumArgs, chromiumPath } from "./scripts/chromium.ts";
import { visualCheck } from "./.storybook/visual.command.ts";

// Two layers: `unit` runs domain, api and server tests in Node; `storybook` runs every story
// (and its play function, and axe) in Debian's headless Chromium, and compares its picture with
// its baseline (.storybook/visual.command.ts).
export default defineConfig({
  resolve: { conditions: ["source", "module", "browser", "development|production"] },
  ssr: { resolve: { conditions: ["source", "module", "node", "development|production"] } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          environment: "node",
          include: ["packages/*/src/**/*.test.ts", "scripts/**/*.test.ts", "packages/*/test/**/*.test.ts", "apps/server/test/**/*.test.ts", "apps/console/src/**/*.test.ts"],
          env: { TZ: "Asia/Shanghai" },
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // The test files share their worker's modules (the server's, PGlite's, pdfkit's are
          // loaded once, not once a file): the suite's module loading halves. No file relies on
          // a fresh module state; each harness makes its own database, clock and files.
          isolate: false,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: ".storybook" })],
        test: {
          name: "storybook",
          // The story files share one page and its modules (React, Radix, the ui package are
          // evaluated once, not once a file): a third less CPU for the same stories. Each story
          // still mounts on a clean canvas; a story that leaves something on \`window\` must not
          // count on another file not having run.
          isolate: false,
          setupFiles: ["./.storybook/visual.setup.ts"],
          globalSetup: ["./.storybook/visual.global-setup.ts"],
          browser: {
            commands: { visualCheck },
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
              // Reduced motion: dialogs and popovers open without their transition, so assertions see them at once.
              contextOptions: { timezoneId: "Asia/Shanghai", locale: "zh-CN", reducedMotion: "reduce", viewport: { width: 1280, height: 1100 } },
            }),
            instances: [{ browser: "chromium" }],
          },
        },
      },
    ],
  },
});
