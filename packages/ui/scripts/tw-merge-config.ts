/**
 * Writes src/lib/tw-merge-config.ts: tailwind-merge's configuration cut down to the class groups
 * the ui package and the console use (and the groups that can override them), so that `cn` does
 * not carry every Tailwind utility's rules (tailwind-merge's full table is 6.6 KiB gzip of the
 * 8.7 every component paid; see docs/performance.md). A class of a group left out is joined, not
 * merged, exactly as tailwind-merge does with a class it does not know.
 *
 * Run `pnpm --filter @doctor-console/ui tw-merge-config` after using a kind of utility the
 * package has not used before; a unit test (test/tw-merge-config.test.ts) says when it is due.
 */
import { readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { createTailwindMerge, getDefaultConfig, mergeConfigs, validators, type Config as TwConfig } from "tailwind-merge";

const ui = join(import.meta.dirname, "..");
const root = join(ui, "../..");
export const outFile = join(ui, "src/lib/tw-merge-config.ts");
/** Where classes are written: the package's components and the console that passes them `className`. */
const sourceDirs = [join(ui, "src"), join(root, "apps/console/src")];

/** Our `dc-` type scale and radii, so that `text-dc-sm` is a size, not a colour. */
export const themeExtension = {
  text: ["dc-xs", "dc-sm", "dc-base", "dc-lg", "dc-xl", "dc-2xl", "dc-3xl"],
  radius: ["dc-sm", "dc-md", "dc-lg"],
};

/** The table as data: groups, theme and conflicts by name. */
interface Config {
  cacheSize: number;
  theme: Record<string, unknown>;
  classGroups: Record<string, unknown>;
  conflictingClassGroups: Record<string, readonly string[] | undefined>;
  conflictingClassGroupModifiers: Record<string, readonly string[] | undefined>;
  orderSensitiveModifiers: readonly string[];
}
/** A merge function over a table. */
export const merger = (config: Config) => createTailwindMerge(() => config as unknown as TwConfig<string, string>);
export const fullConfig = (): Config => mergeConfigs(getDefaultConfig(), { extend: { theme: themeExtension } }) as unknown as Config;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "node_modules" ? [] : files(path);
    return /\.(tsx?|mdx)$/.test(name) ? [path] : [];
  });
}

/** Every word of the sources that tailwind-merge's full table knows as a class (a superset of the classes used). */
export function classesInSources(): string[] {
  const full = merger(fullConfig());
  const words = new Set<string>();
  for (const dir of sourceDirs)
    for (const file of files(dir)) {
      if (file === outFile) continue;
      for (const word of readFileSync(file, "utf8").split(/[\s"'`{}]+/)) if (word && word.length < 120) words.add(word);
    }
  return [...words].filter((w) => full(`${w} ${w}`) === w).sort();
}

/** The class groups those classes belong to, and every group that can override one of them. */
export function groupsUsed(classes: string[], config = fullConfig()): string[] {
  const used = new Set<string>();
  // Arbitrary properties (`[scrollbar-width:thin]`) are merged by tailwind-merge itself, in no group.
  const noGroups = merger({ ...config, classGroups: {}, conflictingClassGroups: {}, conflictingClassGroupModifiers: {} });
  classes = classes.filter((c) => noGroups(`${c} ${c}`) !== c);
  for (const group of Object.keys(config.classGroups)) {
    const only = merger({ ...config, classGroups: { [group]: config.classGroups[group] }, conflictingClassGroups: {}, conflictingClassGroupModifiers: {} });
    if (classes.some((c) => only(`${c} ${c}`) === c)) used.add(group);
  }
  // A caller's `p-2` overrides a component's `px-4`: the overriding groups come too.
  for (let grew = true; grew; ) {
    grew = false;
    for (const [group, overridden] of Object.entries(config.conflictingClassGroups))
      if (!used.has(group) && overridden?.some((g) => used.has(g))) {
        used.add(group);
        grew = true;
      }
  }
  return Object.keys(config.classGroups).filter((g) => used.has(g));
}

const validatorName = new Map<unknown, string>(Object.entries(validators).map(([name, fn]) => [fn, name]));

function code(value: unknown, themeKeys: Set<string>): string {
  if (typeof value === "string") return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map((v) => code(v, themeKeys)).join(", ")}]`;
  if (typeof value === "function") {
    const themeKey = (value as { themeKey?: string }).themeKey;
    if (themeKey !== undefined) {
      themeKeys.add(themeKey);
      return `t(${JSON.stringify(themeKey)})`;
    }
    const name = validatorName.get(value);
    if (!name) throw new Error(`tailwind-merge: a class definition is neither a validator nor a theme getter: ${String(value)}`);
    return `v.${name}`;
  }
  if (value && typeof value === "object")
    return `{ ${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}: ${code(v, themeKeys)}`)
      .join(", ")} }`;
  throw new Error(`tailwind-merge: unexpected value in the config: ${String(value)}`);
}

/** The module's text for the groups given. */
export function configModule(groups: string[], config = fullConfig()): string {
  const keep = new Set(groups);
  const themeKeys = new Set<string>();
  const classGroups = groups.map((g) => `    ${JSON.stringify(g)}: ${code(config.classGroups[g], themeKeys)},`).join("\n");
  const restrict = (map: Record<string, readonly string[] | undefined>) =>
    Object.entries(map)
      .filter(([g]) => keep.has(g))
      .map(([g, list]) => [g, (list ?? []).filter((x) => keep.has(x))] as const)
      .filter(([, list]) => list.length > 0)
      .map(([g, list]) => `    ${JSON.stringify(g)}: ${JSON.stringify(list)},`)
      .join("\n");
  const conflicts = restrict(config.conflictingClassGroups);
  const modifierConflicts = restrict(config.conflictingClassGroupModifiers);
  // Theme values may refer to other theme keys: take them until none is new.
  const themeLines: string[] = [];
  const done = new Set<string>();
  for (let pending = [...themeKeys]; pending.length; pending = [...themeKeys].filter((k) => !done.has(k)))
    for (const key of pending) {
      done.add(key);
      themeLines.push(`    ${JSON.stringify(key)}: ${code(config.theme[key] ?? [], themeKeys)},`);
    }
  themeLines.sort();
  return `// Written by packages/ui/scripts/tw-merge-config.ts from tailwind-merge's own table; do not edit.
// The class groups used in packages/ui/src and apps/console/src, and the groups that override them.
import { fromTheme as t, validators as v, type Config } from "tailwind-merge";

export const twMergeConfig = (): Config<string, string> => ({
  cacheSize: ${config.cacheSize},
  theme: {
${themeLines.join("\n")}
  },
  classGroups: {
${classGroups}
  },
  conflictingClassGroups: {
${conflicts}
  },
  conflictingClassGroupModifiers: {
${modifierConflicts}
  },
  orderSensitiveModifiers: ${JSON.stringify(config.orderSensitiveModifiers)},
});
`;
}

export function generate(): string {
  return configModule(groupsUsed(classesInSources()));
}

if (process.argv[1] && relative(process.argv[1], import.meta.filename) === "") {
  writeFileSync(outFile, generate());
  console.log(`wrote ${relative(root, outFile)}`);
}
