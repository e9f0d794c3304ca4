/**
 * The end-to-end tests' `test`: Playwright's, with one reference server per worker. Each worker
 * starts the server on a port of its own (E2E_PORT plus the worker's index) over a throwaway
 * DATA_DIR seeded with the demo data, and every test of that worker (its pages, its `request`,
 * the contexts it opens) talks to it. Workers never share a database, so the spec files run side
 * by side; within a worker they share one, in the order the worker runs them (see docs/testing.md).
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test as base } from "@playwright/test";

// Everything else (expect, the types) as Playwright exports it.
export * from "@playwright/test";

const firstPort = Number(process.env.E2E_PORT ?? 4173);

async function waitUntilUp(url: string, exited: () => string | undefined): Promise<void> {
  // The first start seeds a fresh database (PGlite: a few seconds, more on a busy machine).
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const failure = exited();
    if (failure) throw new Error(failure);
    try {
      if ((await fetch(`${url}/api/management/message`)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the reference server at ${url} did not start within 120 s`);
}

export const test = base.extend<object, { server: { url: string } }>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from its first parameter.
    async ({}, use, workerInfo) => {
      const port = firstPort + workerInfo.parallelIndex;
      const url = `http://localhost:${port}`;
      const dataDir = mkdtempSync(join(tmpdir(), "doctor-console-e2e-"));
      // No access log: a line per request would bury the report (the server's errors still show).
      const child = spawn("pnpm", ["--filter", "@doctor-console/server", "start"], {
        env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, HOST: "127.0.0.1", ACCESS_LOG: "0" },
        stdio: ["ignore", "ignore", "inherit"],
        detached: true,
      });
      let exit: string | undefined;
      child.once("exit", (code, signal) => (exit = `the reference server on port ${port} exited (${signal ?? code})`));
      try {
        await waitUntilUp(url, () => exit);
        await use({ url });
      } finally {
        if (child.pid && exit === undefined) {
          const gone = new Promise((r) => child.once("exit", r));
          process.kill(-child.pid, "SIGTERM");
          await Promise.race([gone, new Promise((r) => setTimeout(r, 10_000))]);
        }
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: "worker", timeout: 150_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
});
