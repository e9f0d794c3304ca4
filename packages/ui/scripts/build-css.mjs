/**
 * Builds dist/ui.css, the precompiled styles for hosts without Tailwind, from src/precompiled.css:
 * Tailwind scans the built components (dist/**\/*.js, so stories and tests do not count) and emits
 * the utilities they use, minified. Run after tsup (`pnpm build`).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { compile, optimize } from "@tailwindcss/node";
import { Scanner } from "@tailwindcss/oxide";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const input = join(root, "src/precompiled.css");
const compiler = await compile(readFileSync(input, "utf8"), {
  base: join(root, "src"),
  from: input,
  onDependency: () => {},
});
// Only the built components: styles.css's `@source "."` (for hosts with Tailwind) is not used here.
const scanner = new Scanner({ sources: [{ base: join(root, "dist"), pattern: "**/*.js", negated: false }] });
const css = optimize(compiler.build(scanner.scan()), { minify: true }).code;
writeFileSync(join(root, "dist/ui.css"), css);
console.log(`dist/ui.css ${(css.length / 1024).toFixed(1)} KiB`);
