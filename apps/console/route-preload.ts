import { join, resolve } from "node:path";
import { runnerImport, type InlineConfig, type Plugin, type Rollup } from "vite";
import type { RouteRecord } from "./src/route-table.ts";
import { routePattern } from "./src/route-pattern.ts";

interface Options {
  /** The route table: a plain module whose `routeTable` lists `{ path, page }`, `page` naming a module under `pages`. */
  table: string;
  /** The folder of the page modules. */
  pages: string;
  /** The modules every route of the table renders inside (the signed-in screen and its shell). */
  within: string[];
  /** Pages outside the table, by path. */
  outside: Record<string, string>;
  /** The build-time module whose `prerendered` maps a path to its page's first markup (./prerender.tsx). */
  prerender: string;
}

/** Modules run in Node, workspace packages from their source (as the app sees them). */
const asTheAppSeesIt = (root: string): InlineConfig => ({
  root,
  logLevel: "error",
  environments: { inline: { resolve: { conditions: ["source"], noExternal: [/^@doctor-console\//] } } },
});

/**
 * The first page's code asked for by the HTML, not after the main chunk has arrived and run: a
 * tiny script (`async`, its own file, so that a strict CSP `script-src 'self'` allows it and any
 * static host serves it) holds the route → files map and adds `<link rel="modulepreload">` (and
 * the stylesheets) for the current path's page and the shell it renders in. The map is made from
 * the route table's records (the module is loaded and run, as data) and the build's chunk graph:
 * no list to keep.
 */
export function routePreload(options: Options): Plugin {
  let root = process.cwd();
  let base = "/";
  let assets = "assets/";
  const routes: { path: string; module: string }[] = [];
  let prerendered: Record<string, string> = {};
  return {
    name: "doctor-console:route-preload",
    apply: "build",
    enforce: "post",
    configResolved(config) {
      root = config.root;
      base = config.base;
      assets = `${config.build.assetsDir}/`;
    },
    async buildStart() {
      // The table's module run in Node, workspace packages from their source (as the app sees them).
      const { module } = await runnerImport<{ routeTable: RouteRecord[] }>(resolve(root, options.table), asTheAppSeesIt(root));
      routes.length = 0;
      for (const { path, page } of module.routeTable) routes.push({ path, module: join(options.pages, `${page}.tsx`) });
      if (routes.length === 0) this.error(`no route found in ${options.table}`);
      // The pages render with a `location` (a page may read its query string on its first render).
      const globals = globalThis as { location?: unknown };
      const location = globals.location;
      globals.location = new URL("https://console.invalid/");
      const pages = await runnerImport<{ prerendered: Record<string, string> }>(resolve(root, options.prerender), asTheAppSeesIt(root)).finally(() => {
        globals.location = location;
      });
      prerendered = pages.module.prerendered;
    },
    generateBundle(_, bundle) {
      const html = bundle["index.html"];
      const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === "chunk");
      const entry = chunks.find((c) => c.isEntry);
      if (!html || html.type !== "asset" || !entry) return;
      // What the HTML asks for already: the entry and its static imports.
      const closure = (chunk: Rollup.OutputChunk, into = new Set<string>()): Set<string> => {
        if (into.has(chunk.fileName)) return into;
        into.add(chunk.fileName);
        for (const file of chunk.imports) closure(bundle[file] as Rollup.OutputChunk, into);
        return into;
      };
      const loaded = closure(entry);
      const filesOf = (module: string): string[] => {
        const chunk = chunks.find((c) => c.moduleIds.includes(resolve(root, module)));
        if (!chunk) this.error(`no chunk holds ${module}`);
        const js = [...closure(chunk)].filter((f) => !loaded.has(f));
        const css = js.flatMap((f) => [...((bundle[f] as Rollup.OutputChunk).viteMetadata?.importedCss ?? [])]);
        return [...js, ...css.filter((f) => !entry.viteMetadata?.importedCss.has(f))];
      };
      const shell = [...new Set(options.within.flatMap(filesOf))];
      // A route's own files; a route outside the shell is marked (a third item, 1).
      const map: [string, string[], 1?][] = [
        ...Object.entries(options.outside).map(([path, module]): [string, string[], 1] => [path, filesOf(module), 1]),
        ...routes.map(({ path, module }): [string, string[]] => [path, filesOf(module).filter((file) => !shell.includes(file))]),
      ];
      // Files once, by their indexes; the shell's files once, for every signed-in route.
      const files = [...new Set([...shell, ...map.flatMap(([, f]) => f)])];
      const index = (list: string[]) => list.map((file) => files.indexOf(file));
      const data = map.map(([path, f, outside]) => [routePattern(path).source, index(f), ...(outside ? [outside] : [])]);
      const json = JSON.stringify;
      // Every file is under the assets folder: the map names them without it.
      const named = (file: string) => (file.startsWith(assets) ? file.slice(assets.length) : this.error(`${file} is not under ${assets}`));
      // A page whose first screen the server rendered (<html data-first-screen="entry preload…">,
      // the reference server's http/first-screen.ts) paints from the HTML: its modules are asked
      // for once the parsed screen has painted, so that they are no part of that paint (in a tab
      // opened in the background, which paints nothing, at once); stylesheets at once, as always.
      const source = `(()=>{const b=${json(base + assets)},f=${json(files.map(named))},w=${json(index(shell))},r=${json(data)},p=location.pathname,d=document,x=d.documentElement.dataset.firstScreen;
const a=(h,m)=>{const l=d.createElement(m?"script":"link");if(m){l.type="module";l.src=h}else{l.rel=h.endsWith(".css")?"stylesheet":"modulepreload";l.href=h}l.crossOrigin="";d.head.append(l)};
let n=[];for(const[s,i,o]of r)if(new RegExp(s,"i").test(p)){n=(o?i:w.concat(i)).map(k=>b+f[k]);break}
for(const h of n)if(!x||h.endsWith(".css"))a(h);
const v=()=>{for(const e of d.querySelectorAll("[data-prerendered]"))if(!location.search&&new RegExp(e.dataset.prerendered,"i").test(p))e.hidden=false;
const g=()=>{const[e,...m]=x.split(" ");for(const h of[...m,...n])if(!h.endsWith(".css"))a(h);a(e,1)};
if(x)d.hidden?setTimeout(g):requestAnimationFrame(()=>setTimeout(g))};
d.readyState==="loading"?d.addEventListener("DOMContentLoaded",v):v()})()
`;
      const script = this.getFileName(this.emitFile({ type: "asset", name: "route-preload.js", source }));
      // Before the entry: the browser asks for it first and runs it as soon as it arrives (async).
      let page = String(html.source).replace(/<script type="module"/, `<script async fetchpriority="high" src="${base}${script}"></script>\n    $&`);
      // Each prerendered page inside #root, hidden and inert: the script above shows it on its path
      // (and nowhere else); React's first render replaces it with the live page, the same markup.
      const markup = Object.entries(prerendered)
        .map(([path, page]) => `<div data-prerendered="${routePattern(path).source.replaceAll("&", "&amp;").replaceAll('"', "&quot;")}" hidden inert>${page}</div>`)
        .join("");
      if (!page.includes('<div id="root"></div>')) this.error("index.html has no empty #root");
      page = page.replace('<div id="root"></div>', `<div id="root">${markup}</div>`);
      html.source = page;
    },
  };
}
