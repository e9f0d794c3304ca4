/**
 * The consumer install job: another hospital's developer installing the packed packages.
 *
 * Packs @doctor-console/domain, api and ui (`pnpm pack`, after `pnpm build`), then — for two fresh
 * Vite + React apps at once — React 19.0.x with the host's Tailwind 4 (`styles.css` + `@source`)
 * and the newest React 19 without Tailwind (the precompiled `ui.css`):
 *   plain `npm install` of the tarballs and their peers (shared npm cache, --prefer-offline),
 *   `tsc` of an App.tsx that renders every public ui component and calls the api client's types,
 *   `vite build`, then the build served and opened in Debian's Chromium: every component renders
 *   (each has a section; texts from the fixtures; images shipped inline load), no console error,
 *   a dialog opens, what the host does with them works (the chat workbench over the host's own
 *   ChatTransport, the phone drawer), the README's brand colour applies, and the host's own styles
 *   compute the same with and without the ui's styles (bare.html is the same host element without them).
 * Exits non-zero on any failure. Usage: `pnpm test:consumer` (KEEP=1 keeps the temp folder).
 */
import { execFile, spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { extname, join } from "node:path";
import { promisify } from "node:util";
import { chromium, type Page } from "playwright";
import { chromiumArgs, chromiumPath } from "../chromium";

const exec = promisify(execFile);
const repo = join(import.meta.dirname, "../..");
const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
const readJson = (path: string) => JSON.parse(readFileSync(path, "utf8")) as Record<string, Record<string, string>>;
const root = readJson(join(repo, "package.json"));
const ui = readJson(join(repo, "packages/ui/package.json"));

interface AppSpec {
  name: string;
  react: string;
  mode: "tailwind" | "precompiled";
}
const apps: AppSpec[] = [
  { name: "react-19.0-tailwind", react: "~19.0.0", mode: "tailwind" },
  { name: "react-19-latest-precompiled", react: "^19.0.0", mode: "precompiled" },
];

// A clean environment for npm: without the npm_config_* that pnpm sets for its own scripts.
const env = { ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^npm_/i.test(k))), CI: "true" };

async function run(cmd: string, args: string[], cwd: string): Promise<string> {
  try {
    const { stdout } = await exec(cmd, args, { cwd, maxBuffer: 64 * 1024 * 1024, env });
    return stdout;
  } catch (e) {
    const err = e as { stdout?: string; stderr?: string };
    throw new Error(`${cmd} ${args.join(" ")} failed in ${cwd}\n${err.stdout ?? ""}\n${err.stderr ?? ""}`, { cause: e });
  }
}

async function pack(dir: string): Promise<Record<string, string>> {
  for (const p of ["domain", "api", "ui"]) {
    if (!existsSync(join(repo, "packages", p, "dist"))) throw new Error(`packages/${p}/dist is missing: run \`pnpm build\` first`);
  }
  if (!existsSync(join(repo, "packages/ui/dist/ui.css"))) throw new Error("packages/ui/dist/ui.css is missing: run `pnpm build` first");
  const out = await Promise.all(
    ["domain", "api", "ui"].map(async (p) => {
      await run("pnpm", ["pack", "--pack-destination", dir], join(repo, "packages", p));
      const file = readdirSync(dir).find((f) => f.startsWith(`doctor-console-${p}-`) && f.endsWith(".tgz"))!;
      return [`@doctor-console/${p}`, `file:${join(dir, file)}`] as const;
    }),
  );
  return Object.fromEntries(out);
}

/** What a tarball must hold, and what it must not: tests, stories, story data, docs pages. */
const required: Record<string, string[]> = {
  domain: ["dist/index.js", "dist/fixtures/index.js", "dist/fixtures/images.js"],
  api: ["dist/index.js", "dist/contract.js"],
  ui: ["dist/orders/index.js", "dist/ui.css", "src/styles.css", "src/tokens.css", "src/base.css"],
};
const forbidden = /\.(test|stories)\.tsx?$|(^|\/)story-[\w-]+\.tsx?$|test-helpers|\.mdx$|lib\/chromatic\.ts$|precompiled\.css$/;

async function checkTarball(name: string, file: string): Promise<string[]> {
  const files = (await run("tar", ["-tzf", file], repo)).split("\n").filter(Boolean).map((f) => f.replace(/^package\//, ""));
  const missing = ["package.json", "LICENSE", "README.md", ...required[name]!].filter((f) => !files.includes(f));
  return [
    ...missing.map((f) => `@doctor-console/${name} tarball lacks ${f}`),
    ...files.filter((f) => forbidden.test(f)).map((f) => `@doctor-console/${name} tarball ships ${f}`),
  ];
}

async function setUp(spec: AppSpec, tarballs: Record<string, string>, base: string): Promise<string> {
  const dir = join(base, spec.name);
  cpSync(join(import.meta.dirname, "app"), dir, { recursive: true, filter: (src) => !src.includes("/modes") });
  for (const f of ["styles.css", "bare.css"]) cpSync(join(import.meta.dirname, "app/modes", spec.mode, f), join(dir, "src", f));
  cpSync(join(import.meta.dirname, "app/modes", spec.mode, "vite.config.ts"), join(dir, "vite.config.ts"));
  const dev = root.devDependencies!;
  const pkg = {
    name: spec.name,
    private: true,
    type: "module",
    dependencies: {
      ...tarballs,
      react: spec.react,
      "react-dom": spec.react,
      // The ui's peers, at the versions we test.
      "radix-ui": ui.devDependencies!["radix-ui"],
      "react-hook-form": ui.devDependencies!["react-hook-form"],
      "@tanstack/react-table": ui.devDependencies!["@tanstack/react-table"],
    },
    devDependencies: {
      "@types/react": spec.react,
      "@types/react-dom": spec.react,
      typescript: dev.typescript,
      vite: dev.vite,
      "@vitejs/plugin-react": dev["@vitejs/plugin-react"],
      ...(spec.mode === "tailwind" ? { tailwindcss: dev.tailwindcss, "@tailwindcss/vite": dev["@tailwindcss/vite"] } : {}),
    },
    // The packed ui and api depend on domain 0.1.0, which is not on the registry: use the tarball.
    overrides: { "@doctor-console/domain": "$@doctor-console/domain" },
  };
  writeFileSync(join(dir, "package.json"), JSON.stringify(pkg, null, 2));
  await run("npm", ["install", "--prefer-offline", "--no-audit", "--no-fund", "--loglevel=error"], dir);
  const versions = await run("npm", ["ls", "react", "@types/react", "--depth=0", "--json"], dir);
  const deps = (JSON.parse(versions) as { dependencies: Record<string, { version: string }> }).dependencies;
  console.log(`${spec.name}: installed react ${deps.react!.version}, @types/react ${deps["@types/react"]!.version} (${seconds()})`);
  await run("npx", ["tsc", "-p", "."], dir);
  console.log(`${spec.name}: tsc clean (${seconds()})`);
  await run("npx", ["vite", "build", "--logLevel", "error"], dir);
  console.log(`${spec.name}: vite build (${seconds()})`);
  return join(dir, "dist");
}

const types: Record<string, string> = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css", ".svg": "image/svg+xml" };
function serve(dist: string): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const path = join(dist, decodeURIComponent(new URL(req.url!, "http://x").pathname));
    if (!path.startsWith(dist) || !existsSync(path) || extname(path) === "") {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { "content-type": types[extname(path)] ?? "application/octet-stream" }).end(readFileSync(path));
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve({ server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}` })));
}

/** The public components: every function exported by a ui entry whose name is capitalised. */
function publicComponents(dir: string): string[] {
  const distDir = join(dir, "node_modules/@doctor-console/ui/dist");
  const names = new Set<string>();
  for (const entry of readdirSync(distDir, { withFileTypes: true }).filter((d) => d.isDirectory())) {
    const dts = readFileSync(join(distDir, entry.name, "index.d.ts"), "utf8");
    for (const m of dts.matchAll(/declare (?:function|const) ([A-Z]\w*(?:Icon)?)\b(?=[(:<])/g)) {
      if (!/^[A-Z0-9_]+$/.test(m[1]!)) names.add(m[1]!); // not constants such as ICP_LOOKUP_URL
    }
  }
  return [...names].sort();
}

/** Computed styles of the host's own elements (a string: tsx's helpers do not exist in the page). */
const hostStylesScript = `(() => {
  const text = ["font-size", "font-family", "line-height", "color", "margin-top", "margin-bottom"];
  const elements = {
    html: ["font-size", "font-family", "color", "background-color"],
    body: ["font-size", "margin-top", "margin-left", "line-height"],
    "#host-title": [...text, "font-weight"],
    "#host-box": [...text, "padding-top", "padding-left", "border-top-width", "border-top-style", "box-sizing"],
    "#host-plain": [...text, "padding-top", "padding-left", "border-top-width", "box-sizing"],
    "#host-para": text,
  };
  const out = {};
  for (const [selector, props] of Object.entries(elements)) {
    const style = getComputedStyle(document.querySelector(selector));
    for (const p of props) out[selector + " " + p] = style.getPropertyValue(p);
  }
  return out;
})()`;
const hostStyles = (page: Page) => page.evaluate(hostStylesScript) as Promise<Record<string, string>>;

/** The host app's chat (scripts/consumer/app/src/memory-chat-transport.ts over the fixtures' orders). */
const chatPatient = "黄志强";
const chatFollowUp = "好的，谢谢医生，我按时服药，有变化再跟您说。";

async function check(spec: AppSpec, url: string, components: string[], appSource: string): Promise<string[]> {
  const failures: string[] = [];
  const fail = (what: string) => failures.push(`${spec.name}: ${what}`);
  const missing = components.filter((c) => !c.endsWith("Icon") && !new RegExp(`\\b${c}\\b`).test(appSource));
  if (missing.length) fail(`App.tsx does not render these public components: ${missing.join(", ")}`);

  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, timezoneId: "Asia/Shanghai" });
    const errors: string[] = [];
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    page.on("pageerror", (e) => errors.push(String(e)));
    page.on("requestfailed", (r) => errors.push(`request failed: ${r.url()}`));
    page.on("response", (r) => r.status() >= 400 && errors.push(`HTTP ${r.status()}: ${r.url()}`));
    await page.goto(`${url}/index.html`);
    await page.getByRole("heading", { name: "RecoveryBanner" }).waitFor();
    await page.waitForLoadState("networkidle");

    // Every component renders: a section per component, not empty, visible.
    const empty = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>("section[data-component]")]
        .filter((s) => {
          const body = [...s.children].slice(1) as HTMLElement[];
          return !body.some((el) => el.getBoundingClientRect().height > 0 || el.innerText?.trim());
        })
        .map((s) => s.dataset.component),
    );
    if (empty.length) fail(`sections rendered nothing: ${empty.join(", ")}`);
    const sections = await page.locator("section[data-component]").evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.component!));
    const icons = await page.locator("[data-icon] svg").count();
    const iconNames = components.filter((c) => c.endsWith("Icon"));
    if (icons !== iconNames.length) fail(`${icons} of ${iconNames.length} icons rendered`);

    // What a user sees, by role and text, from the fixtures.
    const region = (name: string) => page.getByRole("region", { name, exact: true });
    const expectations: [string, () => Promise<unknown>][] = [
      ["Button", () => page.getByRole("button", { name: "主要按钮" }).waitFor()],
      ["Select", () => page.getByRole("combobox", { name: "科室" }).waitFor()],
      ["Tabs", () => page.getByRole("tab", { name: "标签一" }).waitFor()],
      ["Pagination", () => page.getByRole("navigation").getByRole("button", { name: /2/ }).first().waitFor()],
      ["Card", () => page.getByText("卡片内容").waitFor()],
      ["Table", () => page.getByRole("cell", { name: "陈秀英" }).first().waitFor()],
      ["AppShell", () => page.getByRole("link", { name: "营养管理" }).first().waitFor()],
      ["UserMenu", () => page.getByRole("button", { name: /张明远/ }).first().waitFor()],
      ["LoginForm", () => page.getByRole("region", { name: "LoginForm", exact: true }).getByRole("textbox").first().waitFor()],
      ["OrderTable", () => page.getByRole("region", { name: "OrderTable", exact: true }).getByRole("table").waitFor()],
      ["PrescriptionSheet", () => page.getByRole("region", { name: "PrescriptionSheet", exact: true }).getByText("北京康宁中医医院").first().waitFor()],
      ["ProductLibraryTable", () => page.getByRole("region", { name: "ProductLibraryTable", exact: true }).getByRole("row").nth(1).waitFor()],
      ["Nrs2002Wizard", () => page.getByRole("region", { name: "Nrs2002Wizard" }).getByText("初步筛查").first().waitFor()],
      ["ProfileCard", () => page.getByRole("region", { name: "ProfileCard", exact: true }).getByText("张明远").first().waitFor()],
      ["RichTextEditor", () => page.getByText("编辑器内容").waitFor()],
      ["ArticleHtml", () => page.getByText("正文").first().waitFor()],
      ["SideMenuTrigger", () => region("SideMenuTrigger").getByText("当前：/patient").waitFor()],
      ["Worklist", () => region("Worklist").getByRole("region", { name: "待办事项" }).getByRole("link", { name: /待接诊问诊\s*\d+/ }).waitFor()],
      ["OrderRowActionList", () => region("OrderRowActionList").getByRole("listitem").getByRole("link", { name: "发消息" }).first().waitFor()],
      ["PatientChatLink", () => region("PatientChatLink").getByRole("region", { name: "患者端" }).getByRole("link", { name: /打开患者端/ }).waitFor()],
      ["RescreenDueTable", () => region("RescreenDueTable").getByRole("table", { name: "待复筛患者" }).getByRole("link", { name: /^营养档案 / }).first().waitFor()],
      ["NutritionPatientPicker", () => region("NutritionPatientPicker").getByRole("combobox", { name: "营养患者" }).waitFor()],
      ["NutritionTimeline", () => region("NutritionTimeline").getByRole("img", { name: /^NRS-2002 \d+ 次.*下次筛查 \d{4}-\d{2}-\d{2}$/ }).waitFor()],
      ["ConversationList", () => region("ConversationList").getByRole("navigation", { name: "会话列表" }).getByRole("button", { name: new RegExp(chatPatient) }).waitFor()],
      ["ConversationListItem", () => region("ConversationListItem").getByRole("button", { name: new RegExp(chatPatient) }).waitFor()],
      ["MessageThread", () => region("MessageThread").getByRole("region", { name: "聊天消息" }).getByText(chatFollowUp).waitFor()],
      ["ChatBubble", () => region("ChatBubble").getByRole("article").nth(1).waitFor()],
      ["Composer", () => region("Composer").getByRole("textbox", { name: "输入消息" }).waitFor()],
    ];
    for (const [name, expectation] of expectations) {
      await expectation().catch(() => fail(`${name}: not seen`));
    }

    // The fixtures' images ship inline: every image on the page loads (lazy ones too).
    const images = await page.evaluate(async () => {
      const all = [...document.images];
      for (const img of all) img.loading = "eager";
      await Promise.all(all.map((img) => img.decode().catch(() => {})));
      return all.map((img) => ({ src: img.src.slice(0, 60), ok: img.complete && img.naturalWidth > 0 }));
    });
    const broken = images.filter((i) => !i.ok);
    if (images.length < 5) fail(`only ${images.length} images on the page`);
    if (broken.length) fail(`broken images: ${broken.map((b) => b.src).join(", ")}`);

    // The README's theming: the host's --color-dc-primary colours the primary button.
    const bg = await page.getByRole("button", { name: "主要按钮" }).evaluate((el) => getComputedStyle(el).backgroundColor);
    if (bg !== "rgb(29, 78, 216)") fail(`primary button is ${bg}, not the host's brand colour rgb(29, 78, 216)`);

    // Every dialog opens from its section's first button, and closes on Escape.
    for (const name of sections.filter((s) => s.endsWith("Dialog"))) {
      const dialog = page.locator("[role=dialog], [role=alertdialog]");
      try {
        await page.getByRole("region", { name, exact: true }).getByRole("button").first().click({ timeout: 5000 });
        await dialog.waitFor({ timeout: 5000 });
        await page.keyboard.press("Escape");
        await dialog.waitFor({ state: "detached", timeout: 5000 });
      } catch {
        fail(`${name}: did not open and close`);
      }
    }

    // What the host's own code does with them: each check names the component it proves.
    const interactions: [string, () => Promise<unknown>][] = [
      // The workbench over the host's in-memory ChatTransport: the accepted order's conversation
      // opens with its history, a message sent is stored (已发送), a patient's message arrives by event.
      [
        "ChatWorkbench",
        async () => {
          const workbench = region("ChatWorkbench");
          const thread = workbench.getByRole("region", { name: "聊天消息" });
          await workbench.getByRole("heading", { name: chatPatient }).waitFor();
          await thread.getByText(chatFollowUp).waitFor();
          await workbench.getByRole("textbox", { name: "输入消息" }).fill("一周后复诊，忌生冷油腻。");
          await workbench.getByRole("textbox", { name: "输入消息" }).press("Enter");
          const sent = thread.locator("[data-slot=chat-bubble][data-from=doctor]").filter({ hasText: "一周后复诊，忌生冷油腻。" });
          await sent.getByText("已发送").waitFor();
          await workbench.getByRole("button", { name: "模拟患者来信" }).click();
          await thread.getByText("医生，今天饭后不胀了。").waitFor();
        },
      ],
      // The composer hands the host what the doctor typed.
      [
        "Composer",
        async () => {
          await region("Composer").getByRole("textbox", { name: "输入消息" }).fill("请上传舌苔照片。");
          await region("Composer").getByRole("textbox", { name: "输入消息" }).press("Enter");
          await region("Composer").getByText("已交给主机：请上传舌苔照片。").waitFor();
        },
      ],
      // 选择已有患者 searches the host's patients and hands back the one chosen.
      [
        "KnownPatientField",
        async () => {
          await region("KnownPatientField").getByRole("combobox", { name: "选择已有患者" }).fill("黄");
          await region("KnownPatientField").getByRole("option", { name: /黄志强/ }).click();
          await region("KnownPatientField").getByText("已选择：黄志强").waitFor();
        },
      ],
      // On a phone the trigger opens the menu as a drawer; a choice navigates and closes it.
      [
        "SideMenuTrigger",
        async () => {
          await page.setViewportSize({ width: 390, height: 844 });
          try {
            await region("SideMenuTrigger").getByRole("button", { name: "打开菜单" }).click();
            const drawer = page.getByRole("dialog", { name: "主菜单" });
            await drawer.getByRole("link", { name: "营养管理" }).click();
            await drawer.waitFor({ state: "detached" });
            await region("SideMenuTrigger").getByText("当前：/nutrition").waitFor();
          } finally {
            await page.setViewportSize({ width: 1280, height: 900 });
          }
        },
      ],
    ];
    for (const [name, interaction] of interactions) {
      await interaction().catch((e: Error) => fail(`${name}: ${e.message.split("\n")[0]}`));
    }

    // Host styles untouched: the same element with and without the ui's styles.
    const withUi = await hostStyles(page);
    await page.goto(`${url}/bare.html`);
    await page.locator("#host-box").waitFor();
    const without = await hostStyles(page);
    // Without Tailwind, `p-4` means nothing to the host; the precompiled ui.css defines such utility
    // class names globally (at Tailwind's values), so only the host's own CSS is compared there.
    const changed = Object.keys(without).filter((k) => without[k] !== withUi[k] && !(spec.mode === "precompiled" && k.startsWith("#host-box")));
    if (changed.length) fail(`host styles changed by the ui: ${changed.map((k) => `${k}: ${without[k]} → ${withUi[k]}`).join("; ")}`);
    if (spec.mode === "tailwind" && (without["#host-box padding-top"] !== "16px" || without["#host-box font-size"] !== "14px")) {
      fail(`host p-4 / text-sm are not Tailwind's: ${without["#host-box padding-top"]} / ${without["#host-box font-size"]}`);
    }
    if (errors.length) fail(`console errors:\n  ${errors.join("\n  ")}`);
    console.log(`${spec.name}: ${sections.length} sections, ${icons} icons, ${images.length} images, host styles ${changed.length ? "CHANGED" : "untouched"} (${seconds()})`);
  } finally {
    await browser.close();
  }
  return failures;
}

async function main() {
  const base = mkdtempSync(join(tmpdir(), "dc-consumer-"));
  try {
    const tarballs = await pack(join(base, "tarballs"));
    const contents = (await Promise.all(["domain", "api", "ui"].map((p) => checkTarball(p, tarballs[`@doctor-console/${p}`]!.slice(5))))).flat();
    if (contents.length) throw new Error(`Tarball contents:\n${contents.join("\n")}`);
    console.log(`packed ${Object.keys(tarballs).join(", ")}: contents as they should be (${seconds()})`);
    const dists = await Promise.all(apps.map((spec) => setUp(spec, tarballs, base)));
    const failures = (
      await Promise.all(
        apps.map(async (spec, i) => {
          const dir = join(base, spec.name);
          const { server, url } = await serve(dists[i]!);
          try {
            return await check(spec, url, publicComponents(dir), readFileSync(join(dir, "src/App.tsx"), "utf8"));
          } finally {
            server.close();
          }
        }),
      )
    ).flat();
    if (failures.length) {
      console.error(`\nConsumer job FAILED:\n${failures.join("\n")}`);
      process.exitCode = 1;
    } else {
      console.log(`Consumer job passed: ${apps.map((a) => a.name).join(" and ")} in ${seconds()}`);
    }
  } finally {
    if (process.env.KEEP) console.log(`kept ${base}`);
    // Two apps' node_modules take a while to delete: let `rm` finish after we exit.
    else spawn("rm", ["-rf", base], { detached: true, stdio: "ignore" }).unref();
  }
}

await main();
