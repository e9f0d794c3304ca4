/**
 * `pnpm start`: the reference server on one port, serving the built console and the platform API
 * under /api. Settings (docs/deployment.md "Settings"): PORT (3000), HOST (127.0.0.1), DATA_DIR
 * (./.data: the embedded database), FILES_DIR (DATA_DIR/files: uploads, shared by all
 * instances), DATABASE_URL (postgres://… instead of the embedded database), DEMO_DATA (1: demo
 * doctors and patients in an empty database; the default on the embedded database, not on
 * PostgreSQL), TRUST_PROXY=1 (behind an HTTPS proxy), ACCESS_LOG=0 (no JSON access log on stdout).
 *
 * SIGTERM / SIGINT stop it gracefully within 10 s (server.ts `close`).
 */
import { fileURLToPath } from "node:url";
import { demoAccounts } from "./demo/seed";
import { createLogger } from "./http/access-log";
import { DataDirInUse } from "./lock";
import { configFromEnv } from "./config";
import { startServer } from "./server";

const config = configFromEnv(process.env, process.env.INIT_CWD ?? process.cwd(), fileURLToPath(new URL("../../console/dist", import.meta.url)));
const logger = process.env.ACCESS_LOG === "0" ? undefined : createLogger();

try {
  const server = await startServer({ ...config, logger });
  console.log(`Doctor Console: ${server.url}`);
  console.log(`Data: ${config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : config.dataDir}${server.seeded ? " (demo data seeded)" : ""}`);
  console.log(`Files: ${config.filesDir}`);
  if (server.demoData) {
    console.log("Demo data: on (DEMO_DATA=0 turns it off). Demo accounts (password doctor123):");
    for (const a of demoAccounts) console.log(`  ${a.account}  ${a.description}`);
  } else {
    console.log("Demo data: off. Add doctors with: pnpm accounts add --account <mobile> --name <name>");
  }

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.error(`${signal}: stopping (requests in flight finish, event streams move to another instance)`);
    // Whatever happens, out within 10 s.
    setTimeout(() => process.exit(1), 9_500).unref();
    void server.close().then(
      () => {
        // The access log's last lines are out before the process ends.
        if (logger) logger.flush(() => process.exit(0));
        else process.exit(0);
      },
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
} catch (error) {
  if (error instanceof DataDirInUse) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
