/**
 * Runs the operator's command (`pnpm accounts …`, `pnpm audit-log …`, `pnpm backup`) as a process
 * of its own, from the repository's root, with `env` added and `stdin` written (passwords go in on
 * stdin, never as arguments). The root scripts run src/admin/cli.ts through tsx; here it runs
 * compiled once per test process (support/compiled.ts): the same code, about 0.1 s of CPU for a
 * command the server answers instead of 0.7.
 */
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { compiledEntry } from "./compiled";

const root = fileURLToPath(new URL("../../../../", import.meta.url));
const cli = fileURLToPath(new URL("../../src/admin/cli.ts", import.meta.url));

export async function runAdmin(args: string[], env: Record<string, string>, stdin = ""): Promise<{ code: number | null; out: string; err: string }> {
  const script = await compiledEntry(cli);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script, ...args], {
      cwd: root,
      env: { ...process.env, INIT_CWD: root, ...env },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (c: Buffer) => (out += c.toString()));
    child.stderr.on("data", (c: Buffer) => (err += c.toString()));
    child.stdin.end(stdin);
    child.once("exit", (code) => resolve({ code, out, err }));
  });
}
