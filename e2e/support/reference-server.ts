/**
 * The reference server as the end-to-end tests and the browser benchmarks use it: `pnpm start`
 * on the port given, over a throwaway DATA_DIR holding the demo data, resolved once it answers;
 * `stop()` ends its process group and removes the folder.
 *
 * The demo data's first start (making the database and drawing its files) is most of a start's
 * CPU: each start runs on a copy of a folder that first start left, made once per source and
 * half hour and shared with the server's own tests (apps/server/test/support/seeded-data-dir.ts).
 */
import { spawn } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { join } from "node:path";
import { seededDataDir } from "../../apps/server/test/support/seeded-data-dir";

export interface ReferenceServer {
  /** http://localhost:<port> */
  url: string;
  stop(): Promise<void>;
}

export async function startReferenceServer(port: number, options: { accessLog?: boolean } = {}): Promise<ReferenceServer> {
  const dataDir = await seededDataDir("doctor-console-server-");
  try {
    const server = await launch(port, dataDir, options);
    return {
      url: server.url,
      stop: async () => {
        await server.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** `pnpm start` on `dataDir`, resolved once it answers; `stop()` ends it and waits until it has given the folder back. */
async function launch(port: number, dataDir: string, options: { accessLog?: boolean }): Promise<ReferenceServer> {
  const url = `http://localhost:${port}`;
  const child = spawn("pnpm", ["--filter", "@doctor-console/server", "start"], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, HOST: "127.0.0.1", ...(options.accessLog === false ? { ACCESS_LOG: "0" } : {}) },
    // The server's errors still show; its banner and access log do not bury the report.
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  let exited: string | undefined;
  const gone = new Promise<void>((resolve) =>
    child.once("exit", (code, signal) => {
      exited = `the reference server on port ${port} exited (${signal ?? code})`;
      resolve();
    }),
  );
  const stop = async () => {
    if (exited === undefined && child.pid) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // already gone
      }
      await Promise.race([gone, new Promise((r) => setTimeout(r, 10_000))]);
    }
    // pnpm may end before the server has closed its database: the server gives its lock back last.
    for (const deadline = Date.now() + 10_000; existsSync(join(dataDir, "server.pid")) && Date.now() < deadline; ) await new Promise((r) => setTimeout(r, 50));
  };
  // A first start seeds a fresh database (PGlite: a few seconds, more on a busy machine).
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (exited) {
      await stop();
      throw new Error(exited);
    }
    try {
      if ((await fetch(`${url}/api/management/message`)).status < 500) return { url, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error(`the reference server at ${url} did not start within 120 s`);
}
