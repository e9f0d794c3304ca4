import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { compileHints, reactGroup } from "./compile-hints.ts";
import { radixDirect } from "./radix-direct.ts";
import { routePreload } from "./route-preload.ts";

// The Radix packages only the overlays use (their parts load on first open: see the chunk groups below).
const overlayParts = "menu|dropdown-menu|dialog|alert-dialog|popover|tooltip|popper|dismissable-layer|focus-scope|focus-guards|portal|arrow|use-rect|use-escape-keydown";

const server = process.env.API_SERVER ?? "http://127.0.0.1:3000";

/**
 * Writes `file.br` and `file.gz` beside every text asset of the build, compressed once at the
 * highest levels, so that a server (ours: apps/server/src/http/static.ts; nginx `gzip_static` /
 * `brotli_static`) sends them without compressing per request.
 */
function precompress(): Plugin {
  let outDir = "dist";
  const compressible = /\.(js|mjs|css|html|svg|json|txt|xml|wasm)$/;
  return {
    name: "doctor-console:precompress",
    apply: "build",
    configResolved: (config) => void (outDir = config.build.outDir),
    closeBundle() {
      // A failed build wrote nothing: its own error is the one to see.
      if (!existsSync(outDir)) return;
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)) : [join(dir, name)]));
      for (const file of walk(outDir).filter((f) => compressible.test(f))) {
        const body = readFileSync(file);
        if (body.length < 512) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }));
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

// Workspace packages resolve to their TypeScript source (the `source` export condition),
// so the console needs no package build step. `vite build --ssr src/server-render.tsx` (the
// second half of `pnpm build`) makes the server's render of the first screen: one module for Node
// with everything it imports, into dist-server/ (not served).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    ...(isSsrBuild
      ? []
      : [
          // The signed-in routes render inside the signed-in screen (the redirect rules) and the shell; /login outside (src/app.tsx).
          routePreload({
            table: "src/route-table.ts",
            pages: "src/pages",
            within: ["src/signed-in-screen.tsx", "src/shell/console-shell.tsx"],
            outside: { "/login": "src/pages/login.tsx" },
            prerender: "prerender.tsx",
          }),
          radixDirect(),
          // React and the chat thread's code compiled as they load, not on the click that first runs them.
          compileHints(),
          precompress(),
        ]),
  ],
  // The server's render runs React's production build, as the browser's does.
  define: isSsrBuild ? { "process.env.NODE_ENV": JSON.stringify("production") } : undefined,
  ssr: { noExternal: true, resolve: { conditions: ["source", "module", "node", "development|production"] } },
  resolve: {
    conditions: ["source", "module", "browser", "development|production"],
    // React 19 has useSyncExternalStore: the shim's fallback would never run (src/use-sync-external-store-shim.ts).
    alias: [{ find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: fileURLToPath(new URL("./src/use-sync-external-store-shim.ts", import.meta.url)) }],
  },
  server: {
    port: 5173,
    proxy: { "/api": { target: server, changeOrigin: false }, "/uploads": { target: server } },
  },
  build: isSsrBuild
    ? { target: "node20", outDir: "dist-server", sourcemap: false, rolldownOptions: { output: { codeSplitting: false } } }
    : {
    target: "es2022",
    // No source maps: the console's source is not published with it.
    sourcemap: false,
    manifest: true,
    // Every browser the console supports preloads modules itself: no polyfill in the entry.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 300,
    // Shared modules under 2 kB (small ui pieces) are copied into the chunks that use them
    // instead of travelling as chunks of their own, and the groups below gather what the signed-in
    // pages share: /patient asks for 22 files before its first paint (57 with no copies and no
    // groups), on a browser that opens 6 connections at a time (Lighthouse mobile: LCP −0.5 s for
    // the copies, −0.3 s for the groups). The copies cost bytes across lazily loaded pages: 4 kB
    // instead of 8 copies 21.6 KiB less for one request more, 2 kB instead of 4 another 7.7 KiB
    // less with /patient unchanged and two requests more on /releaseM and /nutriRecipel, whose
    // Lighthouse figures did not move (docs/performance.md). The pieces only the forms and the
    // record pages share (their field hooks, back link, record layouts and load failure) are not
    // copied: those pages are no screen's first paint, and a request more there costs less than
    // a copy in each.
    rolldownOptions: {
      output: {
        codeSplitting: {
          experimentalInlineCommonChunks: {
            maxSize: 2048,
            exclude: /[\\/](lib[\\/](use-values-change|failure)|features[\\/](navigation[\\/]back-link|nutrition[\\/]detail-layout|records[\\/]record-view|errors[\\/]load-failed)|data[\\/]use-record|department-picker)\./,
          },
          // A group takes the modules its modules import too: React and the Radix basics have
          // groups of their own.
          groups: [
            reactGroup,
            {
              // The Radix modules that are not components of ours themselves (Primitive, Slot,
              // composed refs, presence, context, ids, sizes, VisuallyHidden…), as one file: a page
              // that renders a Radix component loads it with it; neither /login nor the shell and
              // the list load it (the ui's own Slot and VisuallyHidden do without). The components
              // (select, checkbox, radio group, toolbar, tabs, the overlays…) load with their pages.
              name: "radix-base",
              test: new RegExp(
                `[\\\\/]node_modules[\\\\/]@radix-ui[\\\\/](?!react-(checkbox|radio-group|select|separator|toggle|toggle-group|toolbar|use-previous|tabs|roving-focus|collection|${overlayParts})[\\\\/])`,
              ),
              priority: 4,
            },
            {
              // The ui pieces every screen uses, /login included (class merging, the slot, icons,
              // button, input, label): one file, instead of a copy of each in every page's chunk.
              name: "ui-base",
              test: /[\\/]packages[\\/]ui[\\/]src[\\/](lib[\\/](cn|merge-classes|use-controllable-state|slot)\.tsx?|primitives[\\/](icon[\\/](create-icon|base-icons)|button[\\/]button|input[\\/]input|label[\\/]label)\.tsx)$/,
              priority: 3,
            },
            {
              // What the shell and the signed-in pages share: the ui pieces (table, pagination,
              // link tabs, card, badge, empty state, visually hidden text, icons, the dialog, links,
              // formats), the overlays' loader, the dates as shown, the console's router link and
              // error report, as one file the shell loads, instead of a copy in every page's
              // chunk. Only these modules: what they import stays where it is (the data layer,
              // which the shell loads too; the session and the paths, which /login loads).
              name: "signed-in-shared",
              test: /[\\/](packages[\\/]ui[\\/]src[\\/](lib[\\/](lazy-overlay\.tsx|motion\.ts|link\.tsx|format\.ts)|primitives[\\/]icon[\\/]icon\.tsx|primitives[\\/]((card|empty-state|badge|pagination|table|visually-hidden)[\\/][\w-]+|tabs[\\/]link-tabs|dialog[\\/]dialog)\.tsx?)|packages[\\/]domain[\\/]src[\\/]rules[\\/]date-display\.ts|apps[\\/]console[\\/]src[\\/](router-link\.tsx|report-error\.ts))$/,
              includeDependenciesRecursively: false,
              priority: 2,
            },
            {
              // Radix Tabs and the roving focus they share with the menus: only the pages with Radix tabs
              // (not LinkTabs) load them, and the menus' parts with the overlays, not the other way round.
              name: "roving-focus",
              test: /[\\/]node_modules[\\/]@radix-ui[\\/]react-(tabs|roving-focus|collection)[\\/]/,
              priority: 2,
            },
            {
              // The overlays' own Radix parts (menus, dialogs, popovers, tooltips) and what only they
              // use (Floating UI, the focus trap, the scroll lock) as one file, asked for when an
              // overlay first opens or its trigger is pointed at (packages/ui/src/lib/lazy-overlay.tsx),
              // not with the page: one request instead of nine on a slow network.
              name: "overlays",
              test: new RegExp(`[\\\\/]node_modules[\\\\/](@radix-ui[\\\\/]react-(${overlayParts})[\\\\/]|@floating-ui[\\\\/]|react-remove-scroll|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|tslib)`),
              priority: 1,
            },
          ],
        },
      },
    },
  },
}));
