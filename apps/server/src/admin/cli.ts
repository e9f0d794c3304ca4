/**
 * The operator's command line (docs/deployment.md): run from the repository root as
 *   pnpm accounts add --account <mobile> --name <name> [--hospital <name>] [--department <name>]
 *   pnpm accounts list | disable <mobile> | enable <mobile> | reset-password <mobile>
 *   pnpm audit-log export --since <date> [--doctor <mobile>]
 *   pnpm backup <file>
 *   pnpm restore <file>
 * with the server's own settings (DATA_DIR, FILES_DIR, DATABASE_URL). Passwords are read from
 * standard input (typed without echo on a terminal, or piped), never from the command line.
 *
 * Where the database is: on PostgreSQL (DATABASE_URL) the command works on it directly, beside
 * any number of running servers (a disabled doctor's consoles hear it through the database's
 * NOTIFY). On the embedded database, a running server holds the folder: the command asks it over
 * its admin socket (admin/socket.ts); with no server running it opens the folder itself and
 * holds it meanwhile, so no server starts on it halfway.
 */
import { request } from "node:http";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { auditRows } from "../audit";
import { AuditLog } from "../audit";
import { migrations } from "../db/migrate";
import { openDb, type Db } from "../db/store";
import { dataDirOwner, DataDirInUse, lockDataDir } from "../lock";
import { Channel } from "../realtime";
import { configFromEnv } from "../config";
import { AdminError, addAccount, disableAccount, enableAccount, listAccounts, resetPassword, type AdminContext } from "./accounts";
import { restoreBackup, writeBackup } from "./backup";
import { adminSocketPath } from "./socket";

const usage = `usage:
  pnpm accounts add --account <mobile> --name <name> [--hospital <name>] [--department <name>]   (password on stdin)
  pnpm accounts list
  pnpm accounts disable <mobile>
  pnpm accounts enable <mobile>
  pnpm accounts reset-password <mobile>   (password on stdin)
  pnpm audit-log export --since <date> [--doctor <mobile>]
  pnpm backup <file>
  pnpm restore <file>`;

class UsageError extends Error {}

/** The password: typed without echo on a terminal, else the first line of standard input. */
async function readPassword(prompt: string): Promise<string> {
  const stdin = process.stdin;
  if (stdin.isTTY) {
    process.stderr.write(prompt);
    stdin.setRawMode(true);
    stdin.resume();
    let typed = "";
    try {
      for await (const chunk of stdin as AsyncIterable<Buffer>) {
        for (const ch of chunk.toString("utf8")) {
          if (ch === "\r" || ch === "\n") return typed;
          if (ch === "\u0003") throw new UsageError("cancelled");
          if (ch === "\u007f") typed = typed.slice(0, -1);
          else typed += ch;
        }
      }
    } finally {
      stdin.setRawMode(false);
      stdin.pause();
      process.stderr.write("\n");
    }
    return typed;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of stdin as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks).toString("utf8").split(/\r?\n/)[0] ?? "";
}

/** Asks the running server over its admin socket. */
function ask(dataDir: string, method: "GET" | "POST", path: string, input?: unknown, onLine?: (line: string) => void): Promise<unknown> {
  return new Promise((resolveAnswer, reject) => {
    const req = request({ socketPath: adminSocketPath(dataDir), method, path, headers: { "content-type": "application/json" } }, (res) => {
      let buffer = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        buffer += chunk;
        if (onLine && res.statusCode === 200) {
          const lines = buffer.split("\n");
          buffer = lines.pop()!;
          for (const line of lines) if (line) onLine(line);
        }
      });
      res.on("end", () => {
        if (res.statusCode !== 200) {
          const message = (() => {
            try {
              return (JSON.parse(buffer) as { error: string }).error;
            } catch {
              return buffer;
            }
          })();
          return reject(new AdminError(message || `the server answered ${res.statusCode}`));
        }
        if (onLine) return resolveAnswer(null);
        resolveAnswer(buffer ? JSON.parse(buffer) : null);
      });
      res.on("error", reject);
    });
    req.on("error", (error) => reject(new AdminError(`the server holding ${dataDir} does not answer on its admin socket (${error.message})`)));
    req.end(input === undefined ? undefined : JSON.stringify(input));
  });
}

/** The database directly: PostgreSQL, or the embedded folder no server holds (held by this process meanwhile). */
async function direct(config: ReturnType<typeof configFromEnv>): Promise<AdminContext & { close(): Promise<void> }> {
  let unlock = () => undefined as void;
  if (!config.databaseUrl) unlock = lockDataDir(config.dataDir);
  let db: Db;
  try {
    db = await openDb(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
  } catch (error) {
    unlock();
    throw error;
  }
  const channel = new Channel();
  if (db.kind === "postgres") await channel.connect(db);
  const audit = new AuditLog(db);
  return {
    db,
    channel,
    audit,
    async close() {
      await audit.flush();
      await db.close();
      unlock();
    },
  };
}

async function main(argv: string[]): Promise<void> {
  const config = configFromEnv(process.env, process.env.INIT_CWD ?? process.cwd());
  const [command, sub, ...rest] = argv;
  const embeddedServer = !config.databaseUrl && dataDirOwner(config.dataDir) !== null;
  const out = (line: string) => process.stdout.write(`${line}\n`);

  if (command === "restore") {
    if (!sub) throw new UsageError("restore needs the backup file");
    if (config.databaseUrl) throw new UsageError("restore is for the embedded database; on PostgreSQL use pg_restore (docs/deployment.md)");
    if (dataDirOwner(config.dataDir) !== null) throw new DataDirInUse(config.dataDir, dataDirOwner(config.dataDir)!);
    const { manifest, files } = await restoreBackup(resolve(process.env.INIT_CWD ?? process.cwd(), sub), config.dataDir, config.filesDir);
    out(`restored the backup of ${manifest.createdAt} into ${config.dataDir} (${files} files into ${config.filesDir}); start the server on it`);
    return;
  }

  if (command === "backup") {
    if (!sub) throw new UsageError("backup needs the file to write");
    if (config.databaseUrl) throw new UsageError("on PostgreSQL, back up with pg_dump and a copy of FILES_DIR (docs/deployment.md)");
    const file = resolve(process.env.INIT_CWD ?? process.cwd(), sub);
    const result = embeddedServer
      ? ((await ask(config.dataDir, "POST", "/backup", { file })) as { bytes: number; files: number })
      : await (async () => {
          const ctx = await direct(config);
          try {
            return await writeBackup(file, { dumpDataDir: () => ctx.db.dumpDataDir!(), filesDir: config.filesDir, schemaVersion: migrations().length });
          } finally {
            await ctx.close();
          }
        })();
    out(`wrote ${file}: ${result.bytes} bytes, the database and ${result.files} files`);
    return;
  }

  if (command === "audit-log") {
    if (sub !== "export") throw new UsageError("audit-log has one command: export");
    const { values } = parseArgs({ args: rest, options: { since: { type: "string" }, doctor: { type: "string" } }, strict: true });
    const since = new Date(values.since ?? "");
    if (!values.since || Number.isNaN(since.getTime())) throw new UsageError("--since <date> is required (e.g. 2026-11-01)");
    if (embeddedServer) {
      const query = new URLSearchParams({ since: since.toISOString(), ...(values.doctor ? { doctor: values.doctor } : {}) });
      await ask(config.dataDir, "GET", `/audit?${query}`, undefined, out);
      return;
    }
    const ctx = await direct(config);
    try {
      for await (const row of auditRows(ctx.db, since, values.doctor)) out(JSON.stringify(row));
    } finally {
      await ctx.close();
    }
    return;
  }

  if (command === "accounts") {
    let input: Record<string, unknown>;
    let path: string;
    switch (sub) {
      case "list":
        path = "";
        input = {};
        break;
      case "add": {
        const { values } = parseArgs({
          args: rest,
          options: { account: { type: "string" }, name: { type: "string" }, hospital: { type: "string" }, department: { type: "string" } },
          strict: true,
        });
        if (!values.account || !values.name) throw new UsageError("accounts add needs --account <mobile> and --name <name>");
        path = "add";
        input = { ...values, password: await readPassword(`Password for ${values.account}: `) };
        break;
      }
      case "disable":
      case "enable":
      case "reset-password": {
        const account = rest[0];
        if (!account || rest.length > 1) throw new UsageError(`accounts ${sub} needs exactly one <mobile>`);
        path = sub;
        input = { account, ...(sub === "reset-password" ? { password: await readPassword(`New password for ${account}: `) } : {}) };
        break;
      }
      default:
        throw new UsageError(`unknown: accounts ${sub ?? ""}`);
    }
    let answer: unknown;
    if (embeddedServer) answer = path ? await ask(config.dataDir, "POST", `/accounts/${path}`, input) : await ask(config.dataDir, "GET", "/accounts");
    else {
      const ctx = await direct(config);
      try {
        const account = String(input.account ?? "");
        answer =
          path === ""
            ? await listAccounts(ctx)
            : path === "add"
              ? await addAccount(ctx, input as never)
              : path === "disable"
                ? await disableAccount(ctx, account)
                : path === "enable"
                  ? ((await enableAccount(ctx, account)) ?? {})
                  : await resetPassword(ctx, account, String(input.password));
      } finally {
        await ctx.close();
      }
    }
    if (path === "") {
      for (const a of answer as { account: string; doctorId: number; name: string; hospital: string; department: string; disabled: boolean }[]) {
        out([a.account, a.doctorId, a.name, a.hospital || "-", a.department || "-", a.disabled ? "disabled" : "active"].join("\t"));
      }
    } else out(`${sub} ${String(input.account)}: ${JSON.stringify(answer)}`);
    return;
  }
  throw new UsageError(command ? `unknown command ${command}` : "no command");
}

try {
  await main(process.argv.slice(2));
  process.exit(0);
} catch (error) {
  if (error instanceof UsageError) console.error(`${error.message}\n\n${usage}`);
  else if (error instanceof AdminError || error instanceof DataDirInUse) console.error(error.message);
  else console.error(error instanceof Error ? error.message : error);
  process.exit(error instanceof UsageError ? 2 : 1);
}
