/**
 * `pnpm start`: the reference server on one port, serving the built console and the platform API
 * under /api. PORT (default 3000) and DATA_DIR (default ./.data: the embedded database and
 * uploads; a fresh folder means fresh demo data) are honoured.
 */
import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { openDb } from "./db/store";
import { demoAccounts, seedIfEmpty } from "./db/seed";
import { ensureDemoFiles } from "./db/demo-files";
import { Channel } from "./realtime";

const userCwd = process.env.INIT_CWD ?? process.cwd();
const dataDir = resolve(userCwd, process.env.DATA_DIR ?? ".data");
const port = Number(process.env.PORT ?? 3000);
const consoleDir = fileURLToPath(new URL("../../console/dist", import.meta.url));

mkdirSync(dataDir, { recursive: true });
const filesDir = resolve(dataDir, "files");
mkdirSync(filesDir, { recursive: true });

const db = await openDb({ dataDir });
const seeded = await seedIfEmpty(db, new Date());
const deps = { db, filesDir, channel: new Channel(), now: () => new Date() };
// The files the demo data references: written on first start, and again whenever one is missing.
await ensureDemoFiles(deps);
const app = createApp(deps, { consoleDir });

// A 500 MB video over a slow line takes longer than Node's default 5-minute request timeout.
const server = serve({ fetch: app.fetch, port, hostname: process.env.HOST ?? "127.0.0.1", serverOptions: { requestTimeout: 60 * 60 * 1000 } }, (info) => {
  const url = `http://localhost:${info.port}/`;
  console.log(`Doctor Console: ${url}`);
  console.log(`Data: ${dataDir}${seeded ? " (demo data seeded)" : ""}`);
  console.log("Demo accounts (password doctor123):");
  for (const a of demoAccounts) console.log(`  ${a.account}  ${a.description}`);
});

const stop = () => {
  server.close();
  void db.close().then(() => process.exit(0));
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
