import { readFile } from "node:fs/promises";
import type { Plugin } from "vite";

/**
 * `import { Dialog } from "radix-ui"` made `import * as Dialog from "@radix-ui/react-dialog"` in our
 * own modules, for the build. The `radix-ui` module re-exports every Radix package as a namespace,
 * and the bundler keeps it as one module: imported by the shell (Slot, Tabs) and by the overlays'
 * lazily loaded parts alike, it would bring every overlay with the shell (docs/performance.md).
 * The packages are resolved from `radix-ui`'s own dependencies.
 */
export function radixDirect(): Plugin {
  let packages: Promise<Map<string, string>> | undefined;
  const importRe = /import\s*\{([^}]*)\}\s*from\s*["']radix-ui["'];?/g;
  return {
    name: "doctor-console:radix-direct",
    apply: "build",
    enforce: "pre",
    async transform(code, id) {
      if (id.includes("/node_modules/") || !code.includes("radix-ui")) return null;
      importRe.lastIndex = 0;
      if (!importRe.test(code)) return null;
      const barrel = await this.resolve("radix-ui", id);
      if (!barrel) return null;
      packages ??= readFile(barrel.id, "utf8").then((text) => new Map([...text.matchAll(/import \* as (\w+) from "(@radix-ui\/[^"]+)"/g)].map((m) => [m[1]!, m[2]!])));
      const names = await packages;
      const out = code.replace(importRe, (statement: string, specifiers: string) => {
        const lines: string[] = [];
        for (const specifier of specifiers.split(",").map((s) => s.trim()).filter(Boolean)) {
          const [name, alias] = specifier.split(/\s+as\s+/) as [string, string | undefined];
          const pkg = names.get(name);
          if (!pkg || name.startsWith("type ")) return statement;
          lines.push(`import * as ${alias ?? name} from "${pkg}";`);
        }
        return lines.join("\n");
      });
      return { code: out, map: null };
    },
    async resolveId(source, importer) {
      if (!source.startsWith("@radix-ui/") || !importer || importer.includes("/node_modules/")) return null;
      const barrel = await this.resolve("radix-ui", importer);
      return barrel ? this.resolve(source, barrel.id, { skipSelf: true }) : null;
    },
  };
}
