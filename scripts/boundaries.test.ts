/**
 * The import rule in `pnpm lint` (`lint:imports`, dependency-cruiser with .dependency-cruiser.cjs;
 * see docs/architecture.md): it refuses an import that runs the wrong way and a circle, and the
 * real tree has neither.
 *
 * The refusals are tested in a temporary copy of the tree (its source files and package.json
 * files, with the workspace packages linked by name as pnpm links them), so nothing of the real
 * tree is touched: the copy is cruised as it is (no violation: the tree's own sources pass), then
 * again with wrong imports and a circle planted, and exactly the planted ones must be new. A cruise
 * of the whole tree is about 5 s of CPU: the copy as it is stands for the real tree rather than
 * cruising both (`pnpm lint:imports` cruises the real tree itself).
 */
import { execFile } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..");
const run = promisify(execFile);

/** Runs the `lint:imports` script's command line in `cwd`; answers its exit code and its violations, one line each. */
async function cruise(cwd: string): Promise<{ code: number; violations: string[] }> {
  const script = (JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts["lint:imports"]!;
  const [bin, ...args] = script.split(/\s+/);
  expect(bin).toBe("depcruise");
  const { code, stdout } = await run(join(root, "node_modules/.bin/depcruise"), args, { cwd, maxBuffer: 64 * 1024 * 1024 }).then(
    ({ stdout }) => ({ code: 0, stdout }),
    (error: { code: number; stdout: string }) => error,
  );
  // "  error <rule>: <from> → <to>", a circle's "→ <next>" on the next line.
  const violations = [...stdout.matchAll(/^\s*error ([\w-]+): (\S+) →\s+(\S+)/gm)].map(([, rule, from, to]) => `${rule}: ${from} → ${to}`);
  return { code, violations };
}

/**
 * A copy of the cruised folders' source files (git's view: tracked and new files, no build
 * output) and the configs cruising reads, with `node_modules/@doctor-console/*` linked to the
 * copy's own packages as pnpm links them.
 */
async function copyTree(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), "boundaries-"));
  const { stdout } = await run("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard", "apps", "packages", "e2e", "scripts", ".storybook"], { cwd: root, maxBuffer: 64 * 1024 * 1024 });
  const sources = stdout.split("\0").filter((f) => /\.(ts|tsx|js|mjs|cjs|json|css)$/.test(f) && existsSync(join(root, f)));
  for (const file of [...sources, ".dependency-cruiser.cjs", "tsconfig.json", "tsconfig.base.json", "package.json"]) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    cpSync(join(root, file), join(dir, file));
  }
  for (const pkg of ["packages/domain", "packages/api", "packages/ui", "apps/console", "apps/server"]) {
    const name = (JSON.parse(readFileSync(join(root, pkg, "package.json"), "utf8")) as { name: string }).name;
    mkdirSync(dirname(join(dir, "node_modules", name)), { recursive: true });
    symlinkSync(join(dir, pkg), join(dir, "node_modules", name), "dir");
  }
  return dir;
}

function plant(dir: string, file: string, text: string): void {
  mkdirSync(dirname(join(dir, file)), { recursive: true });
  writeFileSync(join(dir, file), text);
}

describe("the import rule in pnpm lint", () => {
  let dir = "";
  let asIs: { code: number; violations: string[] } | undefined;
  beforeAll(async () => {
    dir = await copyTree();
  });
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("passes on the tree as it is: no import runs the wrong way, no circle", async () => {
    asIs = await cruise(dir);
    expect(asIs.violations).toEqual([]);
    expect(asIs.code).toBe(0);
  }, 60_000);

  it("fails on planted wrong-way imports and a circle, and names each of them", async () => {
    const before = new Set((asIs ??= await cruise(dir)).violations);
    // A wrong way by package name (ui must not fetch), and by relative path (domain is the bottom room).
    plant(dir, "packages/ui/src/primitives/planted-fetch.ts", 'import { createClient } from "@doctor-console/api";\nexport const planted = createClient;\n');
    plant(dir, "packages/domain/src/planted-upward.ts", 'export { cn } from "../../ui/src/lib/cn";\n');
    // The shell importing a page, and a ui area reaching into another area's folder.
    plant(dir, "apps/console/src/shell/planted-shell.ts", 'export * from "../pages/planted-page";\n');
    plant(dir, "apps/console/src/pages/planted-page.ts", "export const page = 1;\n");
    plant(dir, "packages/ui/src/profile/planted-area.ts", 'export * from "../orders/planted-internal";\n');
    plant(dir, "packages/ui/src/orders/planted-internal.ts", "export const internal = 1;\n");
    // A circle of two modules, one side type-only (type-only imports count).
    plant(dir, "apps/server/src/planted-a.ts", 'import type { B } from "./planted-b";\nexport interface A { b?: B }\n');
    plant(dir, "apps/server/src/planted-b.ts", 'import { type A } from "./planted-a";\nexport const b = (a: A) => a;\nexport type B = typeof b;\n');

    const after = await cruise(dir);
    expect(after.code).not.toBe(0);
    const added = after.violations.filter((k) => !before.has(k));
    expect(added.sort()).toEqual(
      [
        "ui-imports-domain-only: packages/ui/src/primitives/planted-fetch.ts → packages/api/src/index.ts",
        "domain-imports-nothing-of-ours: packages/domain/src/planted-upward.ts → packages/ui/src/lib/cn.ts",
        "shell-imports-no-page: apps/console/src/shell/planted-shell.ts → apps/console/src/pages/planted-page.ts",
        "ui-area-imports-no-other-area: packages/ui/src/profile/planted-area.ts → packages/ui/src/orders/planted-internal.ts",
        "no-circular: apps/server/src/planted-a.ts → apps/server/src/planted-b.ts",
      ].sort(),
    );
  }, 120_000);
});
