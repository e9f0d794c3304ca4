// Installs Debian's PostgreSQL server binaries when they are missing and the machine allows (root or
// passwordless sudo, apt-get present), as ensure-chromium.mjs does for the browser. The server's
// PostgreSQL tests and benchmark start their own throwaway cluster from these binaries
// (apps/server/test/support/postgres.ts); nothing is started or enabled system-wide.
import { existsSync, readdirSync } from "node:fs";
import { execSync } from "node:child_process";

const root = "/usr/lib/postgresql";
const present = () => process.env.PG_BIN ? existsSync(`${process.env.PG_BIN}/initdb`) : existsSync(root) && readdirSync(root).some((v) => existsSync(`${root}/${v}/bin/initdb`));

if (present()) process.exit(0);

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
const sudo = isRoot ? "" : "sudo -n ";
const run = (cmd) => execSync(sudo + cmd, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
try {
  console.log("Installing PostgreSQL with apt-get…");
  try {
    run("apt-get install -y --no-install-recommends postgresql");
  } catch {
    run("apt-get update");
    run("apt-get install -y --no-install-recommends postgresql");
  }
} catch {
  console.error("Could not install PostgreSQL here. Install it yourself (Debian: apt-get install postgresql) or set PG_BIN to its bin folder.");
  process.exit(1);
}
