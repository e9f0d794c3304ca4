// Installs Debian's Chromium and the CJK fonts when they are missing and the machine allows
// (root or passwordless sudo, apt-get present). Test tools cannot download their own browser here.
import { existsSync } from "node:fs";
import { execSync } from "node:child_process";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const fontsPresent = () => {
  try {
    return execSync("fc-list :lang=zh family", { encoding: "utf8" }).trim().length > 0;
  } catch {
    return false;
  }
};

if (existsSync(chromium) && fontsPresent()) process.exit(0);

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
const sudo = isRoot ? "" : "sudo -n ";
const run = (cmd) => execSync(sudo + cmd, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
try {
  console.log("Installing Chromium and CJK fonts with apt-get…");
  try {
    run("apt-get install -y --no-install-recommends chromium fonts-noto-cjk");
  } catch {
    run("apt-get update");
    run("apt-get install -y --no-install-recommends chromium fonts-noto-cjk");
  }
} catch {
  console.error(`Could not install Chromium here. Install it yourself (Debian: apt-get install chromium fonts-noto-cjk) or set CHROMIUM_PATH.`);
  process.exit(1);
}
