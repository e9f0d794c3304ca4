import { describe, expect, it } from "vitest";
import { createTailwindMerge, getDefaultConfig, mergeConfigs, type Config } from "tailwind-merge";
import { cn } from "../src/lib/cn";
import { classesInSources, themeExtension } from "../scripts/classes-in-sources";

// `cn` merges with our own small merger (src/lib/merge-classes.ts), held here to tailwind-merge's
// full table (with our `dc-` type scale and radii) over the classes we use and those a host passes.
const tailwindMerge = createTailwindMerge(() => mergeConfigs(getDefaultConfig(), { extend: { theme: themeExtension } }) as Config<string, string>);

// Overrides a host is likely to pass to a component: other values of the kinds of utility we use,
// their sides and corners, the kinds that share a prefix with them (`text-balance`, `bg-cover`),
// and classes of one's own.
const hostClasses = (
  "p-0 p-3 px-1 py-0.5 pl-7 pr-[13px] ps-2 pe-2 m-auto -mt-2 mx-auto my-[3px] ms-1 space-y-6 gap-1.5 gap-x-8 gap-y-[2px] " +
  "w-1/2 w-[calc(100%-2rem)] w-screen h-dvh min-h-0 max-w-screen-md max-w-prose size-[18px] inset-0 inset-x-4 top-1/2 -left-2 start-0 end-2 z-50 z-[60] " +
  "rounded rounded-none rounded-full rounded-b-md rounded-tl-none rounded-s-lg rounded-dc-lg rounded-[6px] " +
  "border border-0 border-2 border-x border-x-2 border-t-0 border-b-4 border-l-[3px] border-dashed border-none border-red-500 border-t-red-500 border-x-dc-border " +
  "border-[#fff] border-[length:2px] border-(--line) border-collapse border-spacing-2 " +
  "bg-red-500 bg-red-500/50 bg-dc-primary bg-[#fafafa] bg-(--surface) bg-cover bg-center bg-no-repeat bg-none bg-linear-to-r bg-[url(/a.png)] " +
  "text-xs text-2xl text-base text-sm/6 text-[13px] text-[length:1rem] text-[#333] text-(--ink) text-red-500 text-dc-lg text-dc-foreground text-left text-center text-wrap text-balance truncate " +
  "font-bold font-[600] font-mono font-sans font-(--family) italic underline no-underline underline-offset-4 " +
  "leading-6 leading-tight tracking-wide whitespace-pre-wrap break-all line-clamp-3 tabular-nums normal-nums ordinal " +
  "flex flex-1 flex-none flex-col flex-row-reverse flex-wrap grow grow-0 shrink shrink-0 basis-1/3 grid grid-cols-3 col-span-2 col-start-2 row-span-full auto-rows-fr " +
  "items-start self-center justify-between justify-items-center content-center content-none " +
  "block hidden inline-flex contents table relative absolute sticky visible invisible sr-only not-sr-only " +
  "overflow-hidden overflow-x-auto object-cover object-top aspect-square aspect-video " +
  "shadow shadow-none shadow-lg shadow-inner shadow-red-500 shadow-[0_1px_2px_rgba(0,0,0,.1)] ring ring-0 ring-2 ring-inset ring-red-500 ring-offset-2 ring-offset-white " +
  "outline outline-none outline-2 outline-dashed outline-offset-2 outline-red-500 divide-y divide-x-2 divide-dc-border " +
  "opacity-50 blur blur-sm transition transition-none duration-300 animate-spin animate-none rotate-45 translate-x-2 -translate-y-1/2 translate-none " +
  "cursor-pointer pointer-events-none select-none resize-none resize field-sizing-content fill-current stroke-2 stroke-red-500 " +
  "scroll-mt-4 scroll-my-2 scroll-m-0 caption-bottom list-disc align-middle " +
  "[mask-type:luminance] [mask-type:alpha] [--gap:4px] my-own-class another-class"
).split(" ");
const variants = ["", "data-[state=open]:hover:"];

describe("cn's class merging", () => {
  const used = classesInSources();

  it("merges every pair of the classes the ui package and the console use as tailwind-merge does", () => {
    const variantOf = (c: string) => c.slice(0, c.lastIndexOf(":") + 1);
    const byVariant = new Map<string, string[]>();
    for (const c of used) byVariant.set(variantOf(c), [...(byVariant.get(variantOf(c)) ?? []), c]);
    const differ: string[] = [];
    for (const group of byVariant.values())
      for (const a of group)
        for (const b of group) if (a !== b && cn(a, b) !== tailwindMerge(`${a} ${b}`)) differ.push(`${a} + ${b}: ${cn(a, b)} ≠ ${tailwindMerge(`${a} ${b}`)}`);
    expect(differ.slice(0, 20)).toEqual([]);
    expect(used.length).toBeGreaterThan(300);
  });

  it("lets a host's class override ours as tailwind-merge does, under any variants", () => {
    const ours = [...new Set(used.map((c) => c.slice(c.lastIndexOf(":") + 1)))];
    const differ: string[] = [];
    for (const v of variants)
      for (const a of [...ours, ...hostClasses])
        for (const b of hostClasses) {
          const list = `${v}${a} ${v}${b}`;
          if (cn(list) !== tailwindMerge(list)) differ.push(`${list}: ${cn(list)} ≠ ${tailwindMerge(list)}`);
        }
    expect(differ.slice(0, 20)).toEqual([]);
  });

  it("merges class lists as tailwind-merge does: variants in any order, important, modifiers, unknown classes kept", () => {
    const lists = [
      "px-4 py-2 p-3",
      "p-3 px-4 py-2",
      "hover:focus:bg-dc-muted focus:hover:bg-dc-primary",
      "[&>svg]:hover:size-4 hover:[&>svg]:size-5 [&>svg]:hover:size-6",
      "md:!px-2 md:px-3 !md:px-4 md:px-5!",
      "before:hover:bg-dc-muted hover:before:bg-dc-primary",
      "bg-dc-muted! !bg-dc-primary bg-white",
      "text-sm leading-6 text-lg/7",
      "text-lg/7 leading-tight",
      "inset-0 top-2 inset-x-1",
      "rounded-t-md rounded-tl-none rounded-lg",
      "line-clamp-2 block overflow-auto",
      "tabular-nums ordinal normal-nums",
      "  my-own-class   my-own-class px-2 ",
      "",
    ];
    for (const list of lists) expect(cn(list), list).toBe(tailwindMerge(list));
  });

  it("keeps classes of kinds no component uses as they are, never merged", () => {
    expect(cn("space-x-2 decoration-2 place-items-center", "space-x-4 decoration-dotted place-items-start")).toBe(
      "space-x-2 decoration-2 place-items-center space-x-4 decoration-dotted place-items-start",
    );
  });

  it("lets a caller's class win over a component's, and keeps classes it does not know", () => {
    expect(cn("px-4 text-dc-sm text-dc-foreground", "p-2 text-dc-lg")).toBe("text-dc-foreground p-2 text-dc-lg");
    expect(cn("rounded-dc-md bg-dc-muted", "rounded-none bg-dc-primary")).toBe("rounded-none bg-dc-primary");
    expect(cn("size-4 shrink-0", "size-6")).toBe("shrink-0 size-6");
    expect(cn("hover:bg-dc-muted", "hover:bg-dc-primary", "my-own-class")).toBe("hover:bg-dc-primary my-own-class");
  });
});
