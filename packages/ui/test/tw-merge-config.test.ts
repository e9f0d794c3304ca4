import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { cn } from "../src/lib/cn";
import { classesInSources, fullConfig, generate, merger, outFile } from "../scripts/tw-merge-config";

// `cn` merges with a table cut down to the class groups the sources use (scripts/tw-merge-config.ts).
describe("cn's tailwind-merge table", () => {
  const classes = classesInSources();
  const full = merger(fullConfig());

  it("is current: it holds every class group the ui package and the console use", () => {
    // When this fails: `pnpm --filter @doctor-console/ui tw-merge-config`, and commit the table.
    expect(readFileSync(outFile, "utf8")).toBe(generate());
  });

  it("merges every pair of the classes used as tailwind-merge's full table does", () => {
    const variantOf = (c: string) => c.slice(0, c.lastIndexOf(":") + 1);
    const byVariant = new Map<string, string[]>();
    for (const c of classes) byVariant.set(variantOf(c), [...(byVariant.get(variantOf(c)) ?? []), c]);
    const differ: string[] = [];
    for (const group of byVariant.values())
      for (const a of group)
        for (const b of group) {
          if (a === b) continue;
          if (cn(a, b) !== full(`${a} ${b}`)) differ.push(`${a} + ${b}: ${cn(a, b)} ≠ ${full(`${a} ${b}`)}`);
        }
    expect(differ.slice(0, 20)).toEqual([]);
    expect(classes.length).toBeGreaterThan(300);
  });

  it("lets a caller's class win over a component's, and keeps classes it does not know", () => {
    expect(cn("px-4 text-dc-sm text-dc-foreground", "p-2 text-dc-lg")).toBe("text-dc-foreground p-2 text-dc-lg");
    expect(cn("rounded-dc-md bg-dc-muted", "rounded-none bg-dc-primary")).toBe("rounded-none bg-dc-primary");
    expect(cn("size-4 shrink-0", "size-6")).toBe("shrink-0 size-6");
    expect(cn("hover:bg-dc-muted", "hover:bg-dc-primary", "my-own-class")).toBe("hover:bg-dc-primary my-own-class");
  });
});
