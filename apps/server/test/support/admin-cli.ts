/**
 * Runs the operator's command (`pnpm accounts …`, `pnpm audit-log …`, `pnpm backup`) as the root
 * scripts do: tsx, from the repository's root, with `env` added and `stdin` written (passwords
 * go in on stdin, never as arguments).
 */
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../../../../", import.meta.url));
const cli = fileURLToPath(new URL("../../src/admin/cli.ts", import.meta.url));

export function runAdmin(args: string[], env: Record<string, string>, stdin = ""): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--conditions=source", "--import", "tsx", cli, ...args], {
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
