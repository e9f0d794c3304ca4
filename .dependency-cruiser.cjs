/**
 * The import rule of the house, enforced by `pnpm lint` (see docs/architecture.md):
 *
 *   domain  <-  api  <-  console  ->  ui  ->  domain
 *   domain  <-  server  ->  api (contract only)
 *
 * plus: the console's shell imports no page, ui areas share through ui/src/lib or primitives
 * (never another area's folder), and no circular import anywhere in apps/ and packages/.
 *
 * Circles count type-only imports too (`import type`): they vanish at runtime, but a circle of
 * types is the same tangle for a reader, and TypeScript's own project references refuse it.
 *
 * scripts/boundaries.test.ts plants a wrong import and a circle in a copy of the tree and
 * expects this configuration to refuse both.
 */

/** ui areas: folders of packages/ui/src that hold components of one part of the product. */
const uiShared = ["lib", "primitives", "docs"];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "A circle of imports (type-only imports included): break it by moving the shared part down.",
      from: { path: "^(apps|packages)/" },
      to: { circular: true },
    },
    {
      name: "domain-imports-nothing-of-ours",
      severity: "error",
      comment: "domain is the bottom room: it imports no other package of ours and no app.",
      from: { path: "^packages/domain/" },
      to: { path: "^(packages/(api|ui)|apps)/" },
    },
    {
      name: "ui-imports-domain-only",
      severity: "error",
      comment: "ui never fetches and knows no app: it imports domain, never api or apps.",
      from: { path: "^packages/ui/" },
      to: { path: "^(packages/api|apps)/" },
    },
    {
      name: "api-imports-domain-only",
      severity: "error",
      comment: "api is the wire contract: it imports domain, never ui or apps.",
      from: { path: "^packages/api/" },
      to: { path: "^(packages/ui|apps)/" },
    },
    {
      name: "packages-import-no-app",
      severity: "error",
      comment: "A published package cannot reach into an app (its tests included).",
      from: { path: "^packages/" },
      to: { path: "^apps/" },
    },
    {
      name: "server-imports-no-ui-or-console",
      severity: "error",
      comment: "The server speaks the api contract; it renders no React and imports nothing of the console.",
      from: { path: "^apps/server/" },
      to: { path: "^(packages/ui|apps/console)/" },
    },
    {
      name: "console-imports-no-server",
      severity: "error",
      comment: "The console talks to the server over HTTP through api, never by import.",
      from: { path: "^apps/console/" },
      to: { path: "^apps/server/" },
    },
    {
      name: "shell-imports-no-page",
      severity: "error",
      comment: "The console's shell imports no page; what the shell needs lives in src/features/.",
      from: { path: "^apps/console/src/shell/" },
      to: { path: "^apps/console/src/pages/" },
    },
    {
      name: "ui-area-imports-no-other-area",
      severity: "error",
      comment: `A ui area imports another area through its public index only; shared code lives in packages/ui/src/{${uiShared.join(",")}}.`,
      from: { path: `^packages/ui/src/(?!(?:${uiShared.join("|")})/)([^/]+)/` },
      to: {
        path: `^packages/ui/src/(?!(?:${uiShared.join("|")})/)([^/]+)/.+`,
        pathNot: [`^packages/ui/src/$1/`, "^packages/ui/src/[^/]+/index\\.tsx?$"],
      },
    },
    {
      name: "ui-shared-imports-no-area",
      severity: "error",
      comment: "packages/ui/src/lib and primitives sit below the areas: they import no area (stories and their data included).",
      from: { path: "^packages/ui/src/(lib|primitives)/" },
      to: { path: `^packages/ui/src/(?!(?:${uiShared.join("|")})/)[^/]+/` },
    },
    {
      name: "tests-import-no-other-room",
      severity: "error",
      comment: "End-to-end code uses the packages' public entries, never their internals.",
      from: { path: "^e2e/" },
      to: { path: "^packages/[^/]+/src/", pathNot: ["^packages/[^/]+/src/index\\.tsx?$", "^packages/[^/]+/src/[^/]+/index\\.tsx?$"] },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["(^|/)dist/", "(^|/)node_modules/", "^storybook-static/", "^scripts/consumer/app/"] },
    includeOnly: "^(apps|packages|e2e|scripts|\\.storybook)/",
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    combinedDependencies: false,
    enhancedResolveOptions: {
      // Workspace packages resolve to their source, as in tsconfig's customConditions.
      conditionNames: ["source", "import", "module", "browser", "default"],
      exportsFields: ["exports"],
      mainFields: ["module", "main", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
    preserveSymlinks: false,
    cache: false,
  },
};
