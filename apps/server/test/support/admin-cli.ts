/**
 * Runs the operator's command (`pnpm accounts …`, `pnpm audit-log …`, `pnpm backup`) as a process
 * of its own, from the repository's root, with `env` added and `stdin` written (passwords go in on
 * stdin, never as arguments).
 *
 * The root scripts run src/admin/cli.ts through tsx, which compiles it with esbuild as it loads.
 * Here it is compiled with esbuild once per test process (our source in one file, the
 * dependencies imported from node_modules as before) and each command runs that with plain Node:
 * the same code, without tsx's loader thread and its resolving of a hundred source files, which
 * was most of a command's CPU (about 0.7 s; 0.1 s so when the server answers it). Each source
 * file keeps its own `import.meta.url`, so the files it names beside it (the database thread, the
 * migrations, the assets) are found where they are.
 */
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";

const root = fileURLToPath(new URL("../../../../", import.meta.url));
const cli = fileURLToPath(new URL("../../src/admin/cli.ts", import.meta.url));
/** In the server's node_modules, so that the bundle's imports of its dependencies resolve as the source's do. */
const cacheDir = fileURLToPath(new URL("../../node_modules/.cache/admin-cli/", import.meta.url));

let compiled: Promise<string> | undefined;

/** cli.ts and the source it imports (ours: the server's and the workspace packages'), as one ES module file. */
async function compile(): Promise<string> {
  const result = await build({
    entryPoints: [cli],
    bundle: true,
    write: false,
    platform: "node",
    format: "esm",
    target: "node20",
    conditions: ["source"],
    logLevel: "silent",
    plugins: [
      {
        name: "dependencies-from-node-modules-and-own-urls",
        setup(b) {
          // A dependency stays an import (resolved from node_modules at run time); our packages are compiled in.
          b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith("@doctor-console/") ? undefined : { external: true }));
          b.onLoad({ filter: /\.(ts|mjs|js)$/ }, (args) => {
            if (args.path.includes("/node_modules/")) return undefined;
            const text = readFileSync(args.path, "utf8").replaceAll("import.meta.url", JSON.stringify(pathToFileURL(args.path).href));
            return { contents: text, loader: args.path.endsWith(".ts") ? "ts" : "js", resolveDir: dirname(args.path) };
          });
        },
      },
    ],
  });
  const code = result.outputFiles[0]!.contents;
  const file = join(cacheDir, `cli-${createHash("sha256").update(code).digest("hex").slice(0, 16)}.mjs`);
  if (!existsSync(file)) {
    mkdirSync(cacheDir, { recursive: true });
    // Whole or not at all: test processes side by side may write the same file.
    const temp = `${file}.${process.pid}.tmp`;
    writeFileSync(temp, code);
    renameSync(temp, file);
    for (const name of readdirSync(cacheDir)) {
      const path = join(cacheDir, name);
      if (path !== file && Date.now() - statSync(path).mtimeMs > 24 * 3600_000) rmSync(path, { force: true });
    }
  }
  return file;
}

export async function runAdmin(args: string[], env: Record<string, string>, stdin = ""): Promise<{ code: number | null; out: string; err: string }> {
  const script = await (compiled ??= compile());
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
