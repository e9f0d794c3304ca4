import { describe, expect, it } from "vitest";
import { transform } from "./dc-tokens.mjs";

const run = transform;

describe("dc-tokens codemod", () => {
  it("prefixes colours, type scale, radii and fonts, and fixes rem values", () => {
    const before = `<div className="bg-primary hover:bg-primary-strong text-sm text-muted-foreground rounded-md border-primary/30 max-w-md w-[calc(100%-2rem)] font-sans" style={{ color: "var(--color-foreground)" }} />`;
    expect(run(before)).toBe(
      `<div className="bg-dc-primary hover:bg-dc-primary-strong text-dc-sm text-dc-muted-foreground rounded-dc-md border-dc-primary/30 max-w-[392px] w-[calc(100%-28px)] font-dc-sans" style={{ color: "var(--color-dc-foreground)" }} />`,
    );
  });

  it("gives a border width without a colour our border colour, per variant", () => {
    expect(run(`cn("rounded-sm border px-1")`)).toBe(`cn("rounded-dc-sm border px-1 border-dc-border")`);
    expect(run(`"bg-surface [&_tr]:border-b"`)).toBe(`"bg-dc-surface [&_tr]:border-b [&_tr]:border-dc-border"`);
    expect(run(`"divide-y px-4"`)).toBe(`"divide-y px-4 divide-dc-border"`);
    // already coloured, zero width, or not a width at all: untouched
    expect(run(`"border border-input"`)).toBe(`"border border-dc-input"`);
    expect(run(`"print:border-0 border-collapse"`)).toBe(`"print:border-0 border-collapse"`);
  });

  it("leaves unrelated text alone and is idempotent", () => {
    const source = `const context = "text-center"; // bg-white text-[12px] rounded-full max-w-none`;
    expect(run(source)).toBe(source);
    const once = run(`<p className="text-base text-foreground border-b">x</p>`);
    expect(run(once)).toBe(once);
  });
});
