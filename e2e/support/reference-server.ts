/**
 * The reference server as the end-to-end tests and the browser benchmarks use it: `pnpm start`
 * on the port given, over a throwaway DATA_DIR holding the demo data, resolved once it answers;
 * `stop()` ends its process group and removes the folder.
 *
 * The demo data's first start (making the database and drawing its files) is most of a start's
 * CPU. It is made once for the source as it is: that start's folder, stopped cleanly, is kept in
 * the system's temp folder as a template, and every start within the next 30 minutes (a whole
 * `pnpm test`) runs on a copy of it. The demo data is dated from its making, so an older template
 * is made again rather than show older orders; so is one whose server, domain or contract source
 * changed.
 */
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface ReferenceServer {
  /** http://localhost:<port> */
  url: string;
  stop(): Promise<void>;
}

const root = join(import.meta.dirname, "../..");
/** What the demo data is made from. */
const sources = ["apps/server/src", "apps/server/package.json", "packages/domain/src", "packages/api/src"];
const templateMaxAgeMs = 30 * 60_000;

export async function startReferenceServer(port: number, options: { accessLog?: boolean } = {}): Promise<ReferenceServer> {
  const template = await seededTemplate(port);
  const dataDir = mkdtempSync(join(tmpdir(), "doctor-console-server-"));
  cpSync(template, dataDir, { recursive: true });
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

/** The template's folder, made first if there is none for this source or it is too old. Concurrent callers make it once. */
async function seededTemplate(port: number): Promise<string> {
  const hash = createHash("sha256");
  const add = (path: string) => {
    if (statSync(path).isDirectory()) for (const entry of readdirSync(path).sort()) add(join(path, entry));
    else hash.update(path).update(readFileSync(path));
  };
  for (const source of sources) add(join(root, source));
  const template = join(tmpdir(), `doctor-console-seeded-${hash.digest("hex").slice(0, 16)}`);
  const fresh = () => existsSync(template) && Date.now() - statSync(template).mtimeMs < templateMaxAgeMs;
  const lock = `${template}.lock`;
  for (const deadline = Date.now() + 180_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 200))) {
    if (fresh()) return template;
    try {
      mkdirSync(lock);
    } catch {
      // Another start is making it; a lock left by a process that died is taken over after 3 minutes.
      const held = statSync(lock, { throwIfNoEntry: false });
      if (held && Date.now() - held.mtimeMs > 180_000) rmSync(lock, { recursive: true, force: true });
      continue;
    }
    try {
      if (fresh()) return template;
      const making = mkdtempSync(join(tmpdir(), "doctor-console-seeding-"));
      const server = await launch(port, making, { accessLog: false });
      // Stopped cleanly: the database closed, and the folder's lock (server.pid) given back.
      await server.stop();
      rmSync(template, { recursive: true, force: true });
      renameSync(making, template);
      return template;
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
  throw new Error(`no seeded data folder at ${template} within 3 minutes`);
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
