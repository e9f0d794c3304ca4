/**
 * The packages' entry budgets, run by scripts/package-sizes.ts (`pnpm size`, after `pnpm build`):
 * what a host app pays up front for an import from our packages, with everything it brings,
 * React excluded, gzip. What an entry loads later by itself — an overlay's parts on first open,
 * sonner (with our Toaster: toast/styled-toaster.tsx) with the first message — is not counted,
 * unless the line says so (`counting`): the order table is measured with its toasts. See
 * docs/performance.md.
 */
const overReact = ["react", "react-dom", "react/jsx-runtime"];

/** esbuild: dynamic imports stay imports (loaded later), but those `counting` matches. */
const later = (counting = []) => ({
  name: "loads-later",
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) =>
      args.kind === "dynamic-import" && !counting.some((pattern) => pattern.test(args.path)) ? { path: args.path, external: true } : undefined,
    );
  },
});

const entry = (name, path, imported, limit, { ignore = overReact, counting } = {}) => ({
  name,
  path,
  import: imported,
  ignore,
  gzip: true,
  limit,
  modifyEsbuildConfig: (config) => ({ ...config, plugins: [...(config.plugins ?? []), later(counting)] }),
});

// Limits sit just above what each entry measures. After the overlays went lazy: OrderTable 39.7,
// PgSgaWorksheet 75.3; the merged features (row actions and cards, a known patient and derived
// answers, the chat rules in domain, the drawer menu) took them to 40.4 and 78.5. Then the schemas
// moved to zod/mini and domain's module-level schemas and error catalogue to calls marked pure
// (a bundle keeps only what it uses): PgSgaWorksheet 78.5 → 58.8 (zod/mini −14.9, no z.catch and so
// no zod util namespace −3.3, the unused schemas and catalogue −1.5), OrderTable 40.4 → 39.0, the nutrition
// entry 126.8 → 107.4, profile 101.5 → 81.7, publishing 264.8 → 244.7, domain 48.0 → 28.5.
// The publishing entry: 265 → 250.5 when the article editor left StarterKit and @tiptap/react,
// → 230.5 with the schemas in zod/mini too (measured 229.7); the editor on ProseMirror alone,
// without Tiptap: measured 182.7, and the limit 185. The api entry: 7.4 → 7.53 when its listeners
// came to share one event stream (a connection a tab instead of two), and the limit 7.5 → 7.6.
export default [
  entry("ProductPicker (@doctor-console/ui/nutrition, over React)", "packages/ui/dist/nutrition/index.js", "{ ProductPicker }", "17 KiB"),
  entry("OrderTable (@doctor-console/ui/orders, over React, with its toasts: sonner)", "packages/ui/dist/orders/index.js", "{ OrderTable }", "39.5 KiB", { counting: [/styled-toaster/] }),
  entry("PrescriptionSheet (@doctor-console/ui/orders, over React)", "packages/ui/dist/orders/index.js", "{ PrescriptionSheet }", "17.5 KiB"),
  entry("ChatRecord (@doctor-console/ui/orders, over React)", "packages/ui/dist/orders/index.js", "{ ChatRecord }", "17 KiB"),
  entry("PgSgaWorksheet (@doctor-console/ui/nutrition, over React)", "packages/ui/dist/nutrition/index.js", "{ PgSgaWorksheet }", "59.5 KiB"),
  entry("ChatWorkbench (@doctor-console/ui/chat, over React)", "packages/ui/dist/chat/index.js", "{ ChatWorkbench }", "32 KiB"),
  entry("LoginForm (@doctor-console/ui/auth, over React)", "packages/ui/dist/auth/index.js", "{ LoginForm }", "13 KiB"),
  entry("AppShell (@doctor-console/ui/shell, over React)", "packages/ui/dist/shell/index.js", "{ AppShell }", "7.5 KiB"),
  entry("Button (@doctor-console/ui/primitives, over React)", "packages/ui/dist/primitives/index.js", "{ Button }", "10 KiB"),
  entry("a domain constant (no zod)", "packages/domain/dist/index.js", "{ REQUEST_TIMEOUT_MS, orderStateLabels }", "2 KiB", { ignore: [] }),
  entry("@doctor-console/ui/primitives", "packages/ui/dist/primitives/index.js", "*", "65.5 KiB"),
  entry("@doctor-console/ui/shell", "packages/ui/dist/shell/index.js", "*", "16 KiB"),
  entry("@doctor-console/ui/auth", "packages/ui/dist/auth/index.js", "*", "14 KiB"),
  entry("@doctor-console/ui/orders", "packages/ui/dist/orders/index.js", "*", "38 KiB"),
  entry("@doctor-console/ui/nutrition", "packages/ui/dist/nutrition/index.js", "*", "108 KiB"),
  entry("@doctor-console/ui/profile", "packages/ui/dist/profile/index.js", "*", "82.5 KiB"),
  entry("@doctor-console/ui/publishing", "packages/ui/dist/publishing/index.js", "*", "185 KiB"),
  entry("@doctor-console/ui/chat", "packages/ui/dist/chat/index.js", "*", "32 KiB"),
  entry("@doctor-console/domain", "packages/domain/dist/index.js", "*", "29 KiB", { ignore: [] }),
  entry("@doctor-console/api", "packages/api/dist/index.js", "*", "7.6 KiB", { ignore: ["@doctor-console/domain", "zod"] }),
];
