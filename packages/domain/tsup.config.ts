import { defineConfig } from "tsup";
import { readdirSync } from "node:fs";

// One output file per module (plus shared chunks), so that with `sideEffects: false` a bundler
// keeps only the modules a host imports: a constant or a label does not bring zod and the schemas.
const modules = readdirSync("src", { recursive: true, encoding: "utf8" })
  .filter((f) => f.endsWith(".ts") && !/\.test\.ts$|test-helpers\.ts$/.test(f))
  .map((f) => `src/${f}`);

export default defineConfig({
  entry: Object.fromEntries(modules.map((f) => [f.replace(/^src\//, "").replace(/\.ts$/, ""), f])),
  format: ["esm"],
  dts: true,
  clean: true,
  sourcemap: true,
  splitting: true,
  target: "es2022",
});
