/**
 * The end-to-end tests' `test`: Playwright's, with one reference server per worker. Each worker
 * starts the server on a port of its own (E2E_PORT plus the worker's index) over a throwaway
 * DATA_DIR seeded with the demo data, and every test of that worker (its pages, its `request`,
 * the contexts it opens) talks to it. Workers never share a database, so the spec files run side
 * by side; within a worker they share one, in the order the worker runs them (see docs/testing.md).
 */
import { expect, test as base } from "@playwright/test";
import { startReferenceServer } from "./support/reference-server";
import { serverUrl } from "./support/server-url";

// Everything else (expect, the types) as Playwright exports it.
export * from "@playwright/test";

export const test = base.extend<object, { server: { url: string } }>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from its first parameter.
    async ({}, use, workerInfo) => {
      // No access log: a line per request would bury the report (the server's errors still show).
      const server = await startReferenceServer(Number(new URL(serverUrl(workerInfo.parallelIndex)).port), { accessLog: false });
      try {
        await use({ url: server.url });
      } finally {
        await server.stop();
      }
    },
    { scope: "worker", timeout: 150_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  // A signed-in page arrives with its first screen drawn by the server, inert until the console
  // has hydrated it (docs/architecture.md, "The first screen from the server"): a navigation here
  // ends once it has, as a doctor's first click waits for it. And it hydrated without a mismatch:
  // React reports one (and draws that part of the page again) as an error of the page.
  page: async ({ page }, use) => {
    const mismatches: string[] = [];
    page.on("pageerror", (error) => {
      // #418 / #425 and their development wording: the server and the browser drew something
      // different. (A part that failed while hydrating, #422, shows its own failure: a test's to see.)
      if (/react\.dev\/errors\/(418|425)\b|Hydration failed|didn't match/.test(error.message)) mismatches.push(error.message);
    });
    for (const name of ["goto", "reload", "goBack", "goForward"] as const) {
      const navigate = page[name].bind(page) as (...args: unknown[]) => ReturnType<typeof page.goto>;
      page[name] = (async (...args: unknown[]) => {
        const response = await navigate(...args);
        await page.waitForFunction(() => !document.querySelector("[data-server-rendered]"));
        expect(mismatches, `hydrating ${page.url()}`).toEqual([]);
        return response;
      }) as never;
    }
    await use(page);
    expect(mismatches, "hydration").toEqual([]);
  },
});
