import { defineConfig } from "tsup";

const areas = ["primitives", "shell", "auth", "orders", "nutrition", "publishing", "profile", "chat"];

export default defineConfig({
  entry: Object.fromEntries(areas.map((a) => [`${a}/index`, `src/${a}/index.ts`])),
  format: ["esm"],
  dts: true,
  clean: true,
  sourcemap: true,
  splitting: true,
  target: "es2022",
  external: [/^react/, /^@doctor-console\//, /^radix-ui/],
});
