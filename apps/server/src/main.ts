/**
 * `pnpm start`: the reference server on one port, serving the built console and the platform API
 * under /api. Settings (README "Running the server" and "More than one server"): PORT (3000),
 * HOST (127.0.0.1), DATA_DIR (./.data: the embedded database; a fresh folder means fresh demo
 * data), FILES_DIR (DATA_DIR/files: uploads, shared by all instances), DATABASE_URL (postgres://…
 * instead of the embedded database), TRUST_PROXY=1 (behind an HTTPS proxy).
 */
import { fileURLToPath } from "node:url";
import { demoAccounts } from "./demo/seed";
import { DataDirInUse } from "./lock";
import { configFromEnv, startServer } from "./server";

const config = configFromEnv(process.env, process.env.INIT_CWD ?? process.cwd(), fileURLToPath(new URL("../../console/dist", import.meta.url)));

try {
  const server = await startServer(config);
  console.log(`Doctor Console: ${server.url}`);
  console.log(`Data: ${config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : config.dataDir}${server.seeded ? " (demo data seeded)" : ""}`);
  console.log(`Files: ${config.filesDir}`);
  console.log("Demo accounts (password doctor123):");
  for (const a of demoAccounts) console.log(`  ${a.account}  ${a.description}`);

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void server.close().then(() => process.exit(0));
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
} catch (error) {
  if (error instanceof DataDirInUse) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
