/**
 * A throwaway PostgreSQL for tests and the benchmark: Debian's server binaries (installed by
 * scripts/ensure-postgres.mjs when missing), a fresh cluster in a temp folder, trust auth on
 * 127.0.0.1 at the port given (or one found free: a port another run took meanwhile is tried
 * again, on another), fsync off; `stop()` shuts it down and removes the folder.
 * As root (containers), the cluster runs as the `postgres` user the Debian package creates.
 */
import { execFileSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { freePort } from "./ports";

export interface TestPostgres {
  /** postgres://… of the database made for the caller. */
  url: string;
  stop(): Promise<void>;
}

function binDir(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = "/usr/lib/postgresql";
  const find = () =>
    existsSync(root)
      ? readdirSync(root)
          .filter((v) => existsSync(join(root, v, "bin", "initdb")))
          .sort((a, b) => Number(b) - Number(a))[0]
      : undefined;
  let version = find();
  if (!version) {
    execFileSync(process.execPath, [fileURLToPath(new URL("../../../../scripts/ensure-postgres.mjs", import.meta.url))], { stdio: "inherit" });
    version = find();
  }
  if (!version) throw new Error("PostgreSQL binaries not found: apt-get install postgresql, or set PG_BIN");
  return join(root, version, "bin");
}

export async function startPostgres(port?: number, database = "doctor_console"): Promise<TestPostgres> {
  if (port !== undefined) return startPostgresOn(port, database);
  for (let attempt = 1; ; attempt++) {
    try {
      return await startPostgresOn(await freePort(), database);
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}

async function startPostgresOn(port: number, database: string): Promise<TestPostgres> {
  const bin = binDir();
  const dir = mkdtempSync(join(tmpdir(), "dc-pg-"));
  const data = join(dir, "data");
  const asRoot = process.getuid?.() === 0;
  // initdb and postgres refuse to run as root.
  const command = (file: string, args: string[]): [string, string[]] => (asRoot ? ["runuser", ["-u", "postgres", "--", file, ...args]] : [file, args]);
  if (asRoot) {
    const { uid, gid } = JSON.parse(execFileSync("sh", ["-c", 'printf \'{"uid":%s,"gid":%s}\' "$(id -u postgres)" "$(id -g postgres)"'], { encoding: "utf8" })) as { uid: number; gid: number };
    chownSync(dir, uid, gid);
    chmodSync(dir, 0o700);
  }
  const [initdb, initArgs] = command(join(bin, "initdb"), ["-D", data, "-U", "dc", "--auth=trust", "--encoding=UTF8", "--locale=C", "--no-sync"]);
  execFileSync(initdb, initArgs, { stdio: "ignore" });
  // pg_ctl starts it in the background and waits until it accepts connections; stop() asks it to go.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=100`;
  const pgCtl = (...args: string[]) => {
    const [file, argv] = command(join(bin, "pg_ctl"), ["-D", data, ...args]);
    return execFileSync(file, argv, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  };
  try {
    pgCtl("-o", options, "-l", join(dir, "log"), "-w", "-t", "60", "start");
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`PostgreSQL did not start on port ${port}`, { cause: error });
  }
  const admin = `postgres://dc@127.0.0.1:${port}/postgres`;
  const client = new pg.Client({ connectionString: admin });
  try {
    await client.connect();
    await client.query(`CREATE DATABASE ${database}`);
  } finally {
    await client.end().catch(() => undefined);
  }
  return {
    url: `postgres://dc@127.0.0.1:${port}/${database}`,
    async stop() {
      pgCtl("-m", "fast", "-w", "stop");
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
