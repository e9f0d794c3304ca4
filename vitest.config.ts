import { defineConfig } from "vitest/config";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import { chromiumArgs, chromiumPath } from "./scripts/chromium.ts";

// Two layers: `unit` runs domain, api and server tests in Node; `storybook` runs every story
// (and its play function, and axe) in Debian's headless Chromium.
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
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: ".storybook" })],
        test: {
          name: "storybook",
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
              // Reduced motion: dialogs and popovers open without their transition, so assertions see them at once.
              contextOptions: { timezoneId: "Asia/Shanghai", locale: "zh-CN", reducedMotion: "reduce" },
            }),
            instances: [{ browser: "chromium" }],
          },
        },
      },
    ],
  },
});
