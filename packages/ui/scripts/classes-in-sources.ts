/**
 * The Tailwind classes written in the ui package and the console (the console passes components
 * `className`): every word of their sources that tailwind-merge's full table knows as a class, a
 * superset of the classes used. The unit test of `cn`'s merger (test/merge-classes.test.ts) holds
 * the merger to tailwind-merge over them.
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { createTailwindMerge, getDefaultConfig, mergeConfigs, type Config } from "tailwind-merge";

const ui = join(import.meta.dirname, "..");
const root = join(ui, "../..");
/** Where classes are written: the package's components and the console that passes them `className`. */
const sourceDirs = [join(ui, "src"), join(root, "apps/console/src")];

/** Our `dc-` type scale and radii, so that `text-dc-sm` is a size, not a colour. */
export const themeExtension = {
  text: ["dc-xs", "dc-sm", "dc-base", "dc-lg", "dc-xl", "dc-2xl", "dc-3xl"],
  radius: ["dc-sm", "dc-md", "dc-lg"],
};

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "node_modules" ? [] : files(path);
    return /\.(tsx?|mdx)$/.test(name) ? [path] : [];
  });
}

export function classesInSources(): string[] {
  const full = createTailwindMerge(() => mergeConfigs(getDefaultConfig(), { extend: { theme: themeExtension } }) as Config<string, string>);
  const words = new Set<string>();
  for (const dir of sourceDirs)
    for (const file of files(dir)) {
      if (file.endsWith("merge-classes.ts")) continue;
      for (const word of readFileSync(file, "utf8").split(/[\s"'`{}]+/)) if (word && word.length < 120) words.add(word);
    }
  return [...words].filter((w) => full(`${w} ${w}`) === w).sort();
}
