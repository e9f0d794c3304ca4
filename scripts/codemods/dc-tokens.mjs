#!/usr/bin/env node
/**
 * Codemod: the ui's design tokens moved to a `dc-` prefix so that they never clash with (or
 * redefine) a host's Tailwind theme. Rewrites class names and CSS variable references in
 * .ts / .tsx / .mdx files. Idempotent: running it twice changes nothing the second time.
 *
 *   node scripts/codemods/dc-tokens.mjs                  # packages/ui/src, apps/console/src, .storybook
 *   node scripts/codemods/dc-tokens.mjs path/to/dir ...  # only these files or folders
 *   node scripts/codemods/dc-tokens.mjs --check          # list files it would change, exit 1 if any
 *
 * What it does:
 *   bg-primary → bg-dc-primary (every colour token, after any colour utility: bg, text, border,
 *     ring, outline, divide, fill, stroke, …), --color-primary → --color-dc-primary
 *   text-sm → text-dc-sm (our own type scale in px; the host's text-sm is left alone)
 *   rounded-md → rounded-dc-md, --radius-md → --radius-dc-md; font-sans → font-dc-sans
 *   max-w-md → max-w-[392px] (Tailwind's rem containers at the former 14 px root)
 *   w-[calc(100%-2rem)] → w-[calc(100%-28px)] (rem inside arbitrary values, same reason)
 *   a class list with a border width (`border`, `border-b`, `[&_tr]:border-b`, `divide-y`) but no
 *     border colour for that variant gets `border-dc-border` (the ui no longer colours every
 *     element's border through a global `*` rule)
 */
import { readFileSync, writeFileSync, readdirSync, statSync } from "node:fs";
import { join, extname } from "node:path";

const colors = [
  "background", "foreground", "surface", "surface-foreground", "muted", "muted-foreground",
  "border", "input", "ring", "primary", "primary-foreground", "primary-soft",
  "primary-soft-foreground", "primary-strong", "secondary", "secondary-foreground", "destructive",
  "destructive-foreground", "destructive-strong", "overlay",
  ...["pending", "success", "rejected", "muted", "info"].flatMap((s) => [`status-${s}`, `status-${s}-foreground`]),
].sort((a, b) => b.length - a.length);
const colorUtilities = [
  "bg", "text", "border", "border-x", "border-y", "border-t", "border-r", "border-b", "border-l",
  "border-s", "border-e", "ring-offset", "ring", "inset-ring", "outline", "divide", "fill", "stroke",
  "from", "via", "to", "placeholder", "caret", "accent", "decoration", "shadow", "inset-shadow",
].sort((a, b) => b.length - a.length);
const textSizes = ["xs", "sm", "base", "lg", "xl", "2xl", "3xl"];
const radii = ["sm", "md", "lg"];
/** Tailwind's --container-* in rem, in px at the console's former 14 px root. */
const containers = { xs: 20, sm: 24, md: 28, lg: 32, xl: 36, "2xl": 42, "3xl": 48, "4xl": 56, "5xl": 64, "6xl": 72, "7xl": 80 };

const B = "(?<![\\w-])"; // start of a class token (after a space, quote, variant colon, …)
const E = "(?![\\w-])"; // end of a class token (before a space, quote, `/opacity`, …)
const alt = (xs) => xs.map((x) => x.replace(/[-]/g, "\\-")).join("|");

const rules = [
  [new RegExp(`${B}(${alt(colorUtilities)})-(${alt(colors)})${E}`, "g"), "$1-dc-$2"],
  [new RegExp(`--color-(${alt(colors)})${E}`, "g"), "--color-dc-$1"],
  [new RegExp(`${B}text-(${alt(textSizes)})${E}`, "g"), "text-dc-$1"],
  [new RegExp(`--text-(${alt(textSizes)})${E}`, "g"), "--text-dc-$1"],
  [new RegExp(`${B}rounded((?:-(?:t|r|b|l|s|e|tl|tr|br|bl|ss|se|es|ee))?)-(${alt(radii)})${E}`, "g"), "rounded$1-dc-$2"],
  [new RegExp(`--radius-(${alt(radii)})${E}`, "g"), "--radius-dc-$1"],
  [new RegExp(`${B}font-sans${E}`, "g"), "font-dc-sans"],
  [/--font-sans(?![\w-])/g, "--font-dc-sans"],
  [
    new RegExp(`${B}(max-w|min-w|w|basis)-(${alt(Object.keys(containers))})${E}`, "g"),
    (_, u, k) => `${u}-[${containers[k] * 14}px]`,
  ],
  // rem inside an arbitrary value: [calc(100%-2rem)], [--field-label-width:6rem], [var(--x,6rem)]
  [/\[[^\]\s"'`]*?\d+(?:\.\d+)?rem[^\]\s"'`]*\]/g, (m) => m.replace(/(\d+(?:\.\d+)?)rem/g, (_, n) => `${+(n * 14).toFixed(2)}px`)],
];

const widthToken = /^((?:[^\s:]*:)*)(border(?:-[xytrblse])?(?:-[1-9]\d*)?|divide-[xy](?:-[1-9]\d*)?)$/;
const colorToken = /^((?:[^\s:]*:)*)(border|divide)(?:-[xytrblse])?-(?:dc-[\w-]+|transparent|current|inherit|white|black|[a-z]+-\d+|\[(?:#|color:|var\(--color|rgb|hsl|oklch)[^\]]*\])(?:\/\S+)?$/;

/** Adds `border-dc-border` (with the same variant) to a class list that sets a width but no colour. */
function borderColors(list) {
  const tokens = list.split(/\s+/).filter(Boolean);
  const coloured = new Set();
  for (const t of tokens) {
    const m = colorToken.exec(t);
    if (m) coloured.add(`${m[1]}|${m[2]}`);
  }
  const add = [];
  for (const t of tokens) {
    const m = widthToken.exec(t);
    if (!m) continue;
    const kind = m[2].startsWith("divide") ? "divide" : "border";
    const key = `${m[1]}|${kind}`;
    if (coloured.has(key)) continue;
    coloured.add(key);
    add.push(`${m[1]}${kind}-dc-border`);
  }
  if (add.length === 0) return list;
  const trailing = /\s*$/.exec(list)[0];
  return `${list.slice(0, list.length - trailing.length)} ${add.join(" ")}${trailing}`;
}

export function transform(source) {
  let out = source;
  for (const [re, to] of rules) out = out.replace(re, to);
  // class lists in "…" and `…` literals on one line
  out = out.replace(/(["`])([^"`\n\\]*)\1/g, (whole, q, body) =>
    /(?:^|[\s:])(?:border|divide-[xy])/.test(body) ? `${q}${borderColors(body)}${q}` : whole,
  );
  return out;
}

function* files(path) {
  const st = statSync(path);
  if (st.isFile()) {
    if ([".ts", ".tsx", ".mdx"].includes(extname(path))) yield path;
    return;
  }
  for (const name of readdirSync(path)) {
    if (name === "node_modules" || name === "dist" || name.startsWith(".") && name !== ".storybook") continue;
    yield* files(join(path, name));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const check = args.includes("--check");
  const roots = args.filter((a) => a !== "--check");
  const targets = roots.length > 0 ? roots : ["packages/ui/src", "apps/console/src", ".storybook"];
  const changed = [];
  for (const root of targets) {
    for (const file of files(root)) {
      // The class merger's tables (packages/ui/src/lib/merge-classes.ts) name Tailwind's own utilities, not our class names.
      if (file.endsWith("dc-tokens.mjs") || file.endsWith("merge-classes.ts")) continue;
      const before = readFileSync(file, "utf8");
      const after = transform(before);
      if (after === before) continue;
      changed.push(file);
      if (!check) writeFileSync(file, after);
    }
  }
  for (const f of changed) console.log(`${check ? "would change" : "changed"} ${f}`);
  console.log(`dc-tokens: ${changed.length} file(s) ${check ? "to change" : "changed"}`);
  if (check && changed.length > 0) process.exit(1);
}
