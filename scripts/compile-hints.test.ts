/**
 * The console's compile hints (apps/console/compile-hints.ts): a production build puts V8's
 * `//# allFunctionsCalledOnLoad` on the first line of the chunks that hold the chosen modules, and
 * only of those. Built here from a few modules laid out as the console's: the chat's page chunk,
 * which Vite begins with the map of the files its dynamic import needs (a stylesheet here), and the entry, which holds none.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build, type Rolldown } from "vite";
import { compileHint, compileHints } from "../apps/console/compile-hints";

let root: string;

const files: Record<string, string> = {
  "main.js": `export const start = () => import("./packages/ui/src/chat/page.js").then((m) => m.open());\nstart();\n`,
  "packages/ui/src/chat/page.js": `import { shared } from "../../../../shared.js";\nexport function open() { return import("../../../../later.js").then((m) => m.run(shared())); }\n`,
  "later.js": `import "./later.css";\nimport { shared } from "./shared.js";\nexport function run(x) { return [x, shared()].join(","); }\n`,
  "shared.js": `export function shared() { return String(Math.random()); }\n`,
  "later.css": `.later { color: red; }\n`,
};

async function chunks(plugins: ReturnType<typeof compileHints>[]): Promise<Rolldown.OutputChunk[]> {
  const result = await build({
    root,
    configFile: false,
    logLevel: "silent",
    plugins,
    build: { write: false, minify: true, rolldownOptions: { input: join(root, "main.js") } },
  });
  const outputs = Array.isArray(result) ? result : [result];
  return outputs.flatMap((o) => ("output" in o ? o.output : [])).filter((f): f is Rolldown.OutputChunk => f.type === "chunk");
}

const holding = (all: Rolldown.OutputChunk[], module: string) => all.find((c) => c.moduleIds.some((id) => id.endsWith(module)))!;

describe("compile hints", () => {
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), "compile-hints-"));
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("are the first line of the chunks holding the chosen modules, and of no other", async () => {
    const all = await chunks([compileHints()]);
    const page = holding(all, "chat/page.js");
    expect(page.code.split("\n")[0]).toBe(compileHint);
    // Vite's map of the files a dynamic import needs is below the hint, not above it.
    expect(page.code).toContain("__vite__mapDeps");
    expect(page.code.indexOf(compileHint)).toBe(0);
    expect(page.code.split(compileHint)).toHaveLength(2);
    for (const other of all.filter((c) => c !== page)) expect(other.code).not.toContain(compileHint);
  });

  it("change the hinted chunk's file name, so that a cached file without the hint is not taken for it", async () => {
    const hinted = holding(await chunks([compileHints()]), "chat/page.js");
    const plain = holding(await chunks([]), "chat/page.js");
    expect(plain.code).not.toContain(compileHint);
    expect(hinted.fileName).not.toBe(plain.fileName);
  });
});
