/**
 * The reference server as the end-to-end tests and the browser benchmarks use it: `pnpm start`
 * on the port given, over a throwaway DATA_DIR seeded with the demo data, resolved once it
 * answers; `stop()` ends its process group and removes the folder.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface ReferenceServer {
  /** http://localhost:<port> */
  url: string;
  stop(): Promise<void>;
}

export async function startReferenceServer(port: number, options: { accessLog?: boolean } = {}): Promise<ReferenceServer> {
  const url = `http://localhost:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), "doctor-console-server-"));
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
    rmSync(dataDir, { recursive: true, force: true });
  };
  // The first start seeds a fresh database (PGlite: a few seconds, more on a busy machine).
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
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`the reference server at ${url} did not start within 120 s`);
}
