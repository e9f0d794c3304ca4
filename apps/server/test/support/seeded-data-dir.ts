/**
 * A DATA_DIR as the demo's first start leaves it (the database made and seeded, the demo files
 * drawn), for servers whose test is not about that first start: the end-to-end tests and browser
 * benchmarks (e2e/support/reference-server.ts) and the server tests that run `pnpm start`'s
 * process on a folder of demo data (admin, one owner per folder).
 *
 * The first start is most of a start's CPU (about 8 s, against 2 s for a start on a folder made
 * before). It is made once for the source as it is: a real first start (src/main.ts on an empty
 * folder), stopped cleanly, kept in the system's temp folder as a template, and every start within
 * the next 30 minutes (a whole `pnpm test`) runs on a copy of it. The demo data is dated from its
 * making, so an older template is made again rather than show older orders; so is one whose
 * server, domain or contract source changed. Concurrent callers (test files, e2e workers, the
 * steps of `pnpm test`, other checkouts of the same source) make it once, under a lock. A template
 * is never replaced in place (one is named by its source and the time it was made), so a caller
 * still copying the one it found fresh is not disturbed by the next; making one removes the
 * templates too old to be copied again.
 */
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { startInstance } from "./instance";

const root = fileURLToPath(new URL("../../../../", import.meta.url));
/** What the demo data is made from. */
const sources = ["apps/server/src", "apps/server/assets", "apps/server/package.json", "packages/domain/src", "packages/api/src"];
const templateMaxAgeMs = 30 * 60_000;

/** A new folder in the system's temp folder holding a copy of the seeded template; the caller removes it. */
export async function seededDataDir(prefix = "dc-seeded-"): Promise<string> {
  const template = await seededTemplate();
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  cpSync(template, dataDir, { recursive: true });
  return dataDir;
}

/** The template's folder, made first if there is none for this source or it is too old. Concurrent callers make it once. */
export async function seededTemplate(): Promise<string> {
  const hash = createHash("sha256");
  const add = (path: string) => {
    if (statSync(path).isDirectory()) for (const entry of readdirSync(path).sort()) add(join(path, entry));
    else hash.update(path.slice(root.length)).update(readFileSync(path));
  };
  for (const source of sources) add(join(root, source));
  const name = `doctor-console-seeded-${hash.digest("hex").slice(0, 16)}`;
  /** The newest template of this source made within the age limit, if any. */
  const fresh = () =>
    readdirSync(tmpdir())
      .filter((entry) => entry.startsWith(`${name}-`) && /^\d+$/.test(entry.slice(name.length + 1)))
      .map((entry) => ({ path: join(tmpdir(), entry), made: Number(entry.slice(name.length + 1)) }))
      .filter((t) => Date.now() - t.made < templateMaxAgeMs && existsSync(t.path))
      .sort((a, b) => b.made - a.made)[0]?.path;
  const lock = join(tmpdir(), `${name}.lock`);
  for (const deadline = Date.now() + 180_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 200))) {
    const found = fresh();
    if (found) return found;
    try {
      mkdirSync(lock);
    } catch {
      // Another start is making it; a lock left by a process that died is taken over after 3 minutes.
      const held = statSync(lock, { throwIfNoEntry: false });
      if (held && Date.now() - held.mtimeMs > 180_000) rmSync(lock, { recursive: true, force: true });
      continue;
    }
    try {
      const found = fresh();
      if (found) return found;
      const making = mkdtempSync(join(tmpdir(), "doctor-console-seeding-"));
      try {
        const server = await startInstance({ DATA_DIR: making, ACCESS_LOG: "0" });
        // The banner's last line names the demo data; the line before, whether this start seeded it.
        for (let i = 0; i < 100 && !/Demo data: (on|off)/.test(server.output()); i++) await new Promise((r) => setTimeout(r, 50));
        const seeded = server.output().includes("(demo data seeded)");
        // Stopped cleanly: the database closed, and the folder's lock (server.pid) given back.
        const code = await server.stop();
        if (!seeded || code !== 0) throw new Error(`the demo's first start did not seed and stop cleanly (exit ${code}):\n${server.output()}`);
        const template = join(tmpdir(), `${name}-${Date.now()}`);
        renameSync(making, template);
        pruneStaleTemplates();
        return template;
      } finally {
        rmSync(making, { recursive: true, force: true });
      }
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
  throw new Error(`no seeded data folder ${name}-* within 3 minutes`);
}

/**
 * Templates too old to be copied again (of this source or an earlier one) are removed, so that the
 * temp folder does not fill up: those made twice the age limit ago, so that none is removed while
 * a test that found it fresh still copies it.
 */
function pruneStaleTemplates(): void {
  for (const name of readdirSync(tmpdir())) {
    // Templates named before they carried their time (by the folder's time) and the timed ones.
    const named = /^doctor-console-seeded-[0-9a-f]{16}(?:-(\d+))?$/.exec(name);
    if (!named) continue;
    const path = join(tmpdir(), name);
    const made = named[1] ? Number(named[1]) : statSync(path, { throwIfNoEntry: false })?.mtimeMs;
    if (made !== undefined && Date.now() - made >= 2 * templateMaxAgeMs) rmSync(path, { recursive: true, force: true });
  }
}
