/**
 * One of the server's entry points (src/main.ts, src/admin/cli.ts) compiled with esbuild into one
 * ES module file, once per test process, for tests that start it as a process of their own many
 * times: plain Node runs it without tsx, whose loader thread and resolving of a hundred source
 * files through it was most of such a process's start (about 0.6 s of CPU each). The same
 * compiler tsx uses, on the same source: our code (the server's and the workspace packages',
 * under the `source` condition) goes into the file; the dependencies stay imports, resolved from
 * the server's node_modules (the file is written there, in .cache) as the source's are. Each
 * source file keeps its own `import.meta.url`, so what it names beside itself (the database
 * thread, the first start's process, the migrations, the assets) is found where it is.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";

const cacheDir = fileURLToPath(new URL("../../node_modules/.cache/compiled-entries/", import.meta.url));
const compiled = new Map<string, Promise<string>>();

/** The compiled file of `entry` (a path below apps/server/src), made on the first call of this process. */
export function compiledEntry(entry: string): Promise<string> {
  let file = compiled.get(entry);
  if (!file) compiled.set(entry, (file = compile(entry)));
  return file;
}

async function compile(entry: string): Promise<string> {
  const result = await build({
    entryPoints: [entry],
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
  const name = entry.replace(/^.*\//, "").replace(/\.\w+$/, "");
  const file = join(cacheDir, `${name}-${createHash("sha256").update(code).digest("hex").slice(0, 16)}.mjs`);
  if (!existsSync(file)) {
    mkdirSync(cacheDir, { recursive: true });
    // Whole or not at all: test processes side by side may write the same file.
    const temp = `${file}.${process.pid}.tmp`;
    writeFileSync(temp, code);
    renameSync(temp, file);
    for (const other of readdirSync(cacheDir)) {
      const path = join(cacheDir, other);
      if (path !== file && Date.now() - statSync(path).mtimeMs > 24 * 3600_000) rmSync(path, { force: true });
    }
  }
  return file;
}
