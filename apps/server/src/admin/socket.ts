/**
 * The running server's admin socket (embedded database only): `DATA_DIR/admin.sock`, a Unix
 * socket only the folder's owner may open (mode 0600, in a folder the server owns). The
 * operator's commands (cli.ts: accounts, audit-log, backup) find the server holding the folder
 * (server.pid) and ask it here, since PGlite has one owner. Not reachable over the network; on
 * PostgreSQL the commands use the database directly and there is no socket.
 *
 * HTTP over the socket, JSON in and out:
 *   GET  /accounts                       the accounts
 *   POST /accounts/<add|disable|enable|reset-password>   { account, … }
 *   GET  /audit?since=<iso>[&doctor=<mobile>]            JSON lines
 *   POST /backup                          { file } (an absolute path the server writes)
 */
import { chmodSync, rmSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { join } from "node:path";
import { auditRows } from "../audit";
import { migrations } from "../db/migrate";
import type { Deps } from "../deps";
import { AdminError, addAccount, disableAccount, enableAccount, listAccounts, resetPassword, type AdminContext } from "./accounts";
import { writeBackup } from "./backup";

export const adminSocketPath = (dataDir: string) => join(dataDir, "admin.sock");

async function body(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > 64 * 1024) throw new AdminError("request too large");
    chunks.push(chunk);
  }
  const value: unknown = chunks.length ? JSON.parse(Buffer.concat(chunks).toString("utf8")) : {};
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw new AdminError("expected a JSON object");
  return value as Record<string, unknown>;
}

const text = (value: unknown, name: string): string => {
  if (typeof value !== "string") throw new AdminError(`${name} is required`);
  return value;
};
const optional = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);

/** Handles one admin request against `ctx` (also used by tests). */
export async function handleAdmin(ctx: AdminContext & { filesDir: string }, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? "/", "http://admin");
  const json = (status: number, value: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(value));
  };
  try {
    if (req.method === "GET" && url.pathname === "/accounts") return json(200, await listAccounts(ctx));
    if (req.method === "POST" && url.pathname.startsWith("/accounts/")) {
      const input = await body(req);
      const account = text(input.account, "account");
      switch (url.pathname.slice("/accounts/".length)) {
        case "add":
          return json(200, await addAccount(ctx, { account, name: text(input.name, "name"), hospital: optional(input.hospital), department: optional(input.department), password: text(input.password, "password") }));
        case "disable":
          return json(200, await disableAccount(ctx, account));
        case "enable":
          return json(200, (await enableAccount(ctx, account)) ?? {});
        case "reset-password":
          return json(200, await resetPassword(ctx, account, text(input.password, "password")));
      }
    }
    if (req.method === "GET" && url.pathname === "/audit") {
      const since = new Date(url.searchParams.get("since") ?? "");
      if (Number.isNaN(since.getTime())) throw new AdminError("since must be a date");
      await ctx.audit.flush();
      res.writeHead(200, { "content-type": "application/x-ndjson" });
      for await (const row of auditRows(ctx.db, since, url.searchParams.get("doctor") ?? undefined)) {
        if (!res.write(`${JSON.stringify(row)}\n`)) await new Promise((resolve) => res.once("drain", resolve));
      }
      res.end();
      return;
    }
    if (req.method === "POST" && url.pathname === "/backup") {
      const input = await body(req);
      const file = text(input.file, "file");
      const dump = ctx.db.dumpDataDir?.bind(ctx.db);
      if (!dump) throw new AdminError("this database is PostgreSQL: back it up with pg_dump (docs/deployment.md)");
      return json(200, await writeBackup(file, { dumpDataDir: dump, filesDir: ctx.filesDir, schemaVersion: migrations().length }));
    }
    json(404, { error: "no such command" });
  } catch (error) {
    if (res.headersSent) return void res.destroy(error as Error);
    json(error instanceof AdminError || error instanceof SyntaxError ? 400 : 500, { error: error instanceof Error ? error.message : String(error) });
  }
}

/** Listens on DATA_DIR/admin.sock; answers the stop. */
export async function serveAdmin(dataDir: string, deps: Deps, filesDir: string): Promise<{ close(): Promise<void> }> {
  const path = adminSocketPath(dataDir);
  // This process holds the folder (lock.ts): a socket file there is a dead server's.
  rmSync(path, { force: true });
  const ctx = { db: deps.db, channel: deps.channel, audit: deps.audit, filesDir };
  const server = createServer((req, res) => void handleAdmin(ctx, req, res));
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(path, () => resolve());
  });
  chmodSync(path, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          rmSync(path, { force: true });
          resolve();
        });
      }),
  };
}
