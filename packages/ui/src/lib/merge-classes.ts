/**
 * Tailwind class merging for `cn`: of two classes that set the same thing under the same
 * variants, the later stays (`px-4` then `p-2` gives `p-2`; `hover:bg-a` then `hover:bg-b` gives
 * `hover:bg-b`). It follows tailwind-merge's rules (its parsing of variants, `!`, `/` modifiers and
 * arbitrary values; its groups and the conflicts between them) for the kinds of utility the ui
 * package and the console use, and those that override them (`p-*` over `px-*`, every side and
 * corner), in about half the bytes tailwind-merge with a table cut to those groups took:
 * every ui component calls it, /login included (docs/performance.md). A class of another kind
 * (`decoration-2`, `space-x-2`) is kept as it is, never merged. A unit test holds it to
 * tailwind-merge's full table over every pair of the classes we use and over the overrides a host
 * is likely to pass (packages/ui/test/merge-classes.test.ts): a new kind of utility in a component
 * makes that test say so.
 */

// Classes that are a group by themselves: "group:class class…" (tailwind-merge's group names).
const wordGroups =
  "display:block inline-block inline flex inline-flex table inline-table table-caption table-cell table-column table-column-group table-footer-group table-header-group table-row-group table-row flow-root grid inline-grid contents list-item hidden|" +
  "position:static fixed absolute relative sticky|visibility:visible invisible collapse|sr:sr-only not-sr-only|container:container|container-type:@container|" +
  "font-style:italic not-italic|text-decoration:underline overline line-through no-underline|text-overflow:truncate text-ellipsis text-clip|" +
  "text-alignment:text-left text-center text-right text-justify text-start text-end|text-wrap:text-wrap text-nowrap text-balance text-pretty|fvn-normal:normal-nums|fvn-ordinal:ordinal|fvn-slashed-zero:slashed-zero|" +
  "fvn-figure:lining-nums oldstyle-nums|fvn-spacing:proportional-nums tabular-nums|fvn-fraction:diagonal-fractions stacked-fractions|" +
  "flex-direction:flex-row flex-row-reverse flex-col flex-col-reverse|flex-wrap:flex-wrap flex-wrap-reverse flex-nowrap|" +
  "object-fit:object-contain object-cover object-fill object-none object-scale-down|list:list-disc list-decimal list-none|" +
  "border-style:border-solid border-dashed border-dotted border-double border-hidden border-none|border-collapse:border-collapse border-separate|" +
  "outline-style:outline-solid outline-dashed outline-dotted outline-double outline-none outline-hidden|ring-w-inset:ring-inset|translate-none:translate-none|" +
  "align-content:content-normal content-start content-end content-center content-between content-around content-evenly content-stretch content-baseline|" +
  "select:select-none select-text select-all select-auto|break:break-normal break-words break-all break-keep|" +
  "bg-size:bg-auto bg-cover bg-contain|bg-position:bg-center bg-top bg-bottom bg-left bg-right|bg-repeat:bg-repeat bg-no-repeat bg-repeat-x bg-repeat-y|bg-image:bg-none|" +
  "whitespace:whitespace-normal whitespace-nowrap whitespace-pre whitespace-pre-line whitespace-pre-wrap whitespace-break-spaces";

// Prefixes whose values set one thing: the group is the prefix (or the name after `=`); `*`: the
// bare prefix is a class too (`shrink`). Their values are checked as loosely as keeps a class of
// one's own from passing for a utility (`my-card` is no margin): sizes, numbers, fractions and
// the scales' names for the first list, words for the second.
const sizePrefixes =
  "flex aspect inset inset-x inset-y start end top right bottom left z shrink* grow* basis grid-cols grid-rows col=col-start-end col-span=col-start-end col-start col-end " +
  "row=row-start-end row-span=row-start-end row-start row-end auto-rows gap gap-x gap-y space-y size w min-w max-w h min-h max-h tracking leading " +
  "line-clamp underline-offset outline-offset border-spacing border-spacing-x border-spacing-y divide-x* divide-y* opacity blur* filter* duration rotate translate translate-x translate-y content rounded*";
const wordPrefixes =
  "justify=justify-content justify-items justify-self items=align-items self=align-self align=vertical-align break-inside overflow overflow-x overflow-y " +
  "object=object-position cursor pointer-events resize* field-sizing caption transition* animate fill bg-linear=bg-image bg-radial=bg-image bg-conic=bg-image @container=container-type";

const words = new Map<string, string>();
for (const entry of wordGroups.split("|")) {
  const [group, list] = entry.split(":") as [string, string];
  for (const word of list.split(" ")) words.set(word, group);
}
const sizeValue =
  /^(\d*\.?\d+(\/\d+)?|px|auto|full|screen(-\w+)?|min|max|fit|none|prose|lh|[sdl]?v[wh]|subgrid|fr|square|video|tighter|tight|snug|normal|relaxed|loose|wide|wider|widest|\d*(xs|sm|md|lg|xl)|base|dc-\w+|initial|)$|^[[(]/;
/** prefix → [group, whether a value is one of the prefix's]. */
const prefixes = new Map<string, [string, (value: string) => boolean]>();
const addPrefixes = (list: string, test: (value: string) => boolean) => {
  for (const entry of list.split(" ")) {
    const [prefix, group = prefix] = entry.replace("*", "").split("=") as [string, string?];
    prefixes.set(prefix, [group, test]);
    if (entry.includes("*")) words.set(prefix, group);
  }
};
const sides = "x y s e t r b l".split(" ");
const corners = "s e t r b l ss se ee es tl tr br bl".split(" ");
addPrefixes(
  [...["p", "m", "scroll-m"].flatMap((p) => [p, ...sides.map((s) => p + s)]), ...corners.map((c) => `rounded-${c}*`)].join(" ") + " " + sizePrefixes,
  (v) => sizeValue.test(v),
);
addPrefixes(wordPrefixes, (v) => /^([a-z-]+|[[(].*)$/.test(v));

// tailwind-merge's tests of a value (its validators.ts).
const isNumber = (v: string) => !!v && !Number.isNaN(Number(v));
const isLength = (v: string) =>
  /\d+(%|px|r?em|[sdl]?v([hwib]|min|max)|pt|pc|in|cm|mm|cap|ch|ex|r?lh|cq(w|h|i|b|min|max))|\b(calc|min|max|clamp)\(.+\)|^0$/.test(v) &&
  !/^(rgba?|hsla?|hwb|(ok)?(lab|lch)|color-mix|color|light-dark)\(.+\)$/.test(v);
const tshirt = /^(\d+(\.\d+)?)?(xs|sm|md|lg|xl)$/;
/** An arbitrary value `[…]` or variable `(…)`: by its label when it has one (`[length:…]`), else a value by `test`, a variable by `bareVariable`. */
function arbitrary(v: string, label: RegExp, test: (value: string) => boolean, bareVariable = false): boolean {
  const m = /^\[(?:(\w[\w-]*):)?(.+)\]$/.exec(v) ?? /^\((?:(\w[\w-]*):)?(.+)\)$/.exec(v);
  return !!m && (m[1] ? label.test(m[1]) : v[0] === "[" ? test(m[2]!) : bareVariable);
}
const isWidth = (v: string) => v === "" || isNumber(v) || arbitrary(v, /^length$/, isLength);
const isFontSize = (v: string) => tshirt.test(v) || /^(base|dc-(xs|sm|base|lg|\d?xl))$/.test(v) || arbitrary(v, /^length$/, isLength);
const isFontWeight = (v: string) => /^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/.test(v) || arbitrary(v, /^(number|weight)$/, () => true, true);
const isShadow = (v: string) => /^(|inner|none)$/.test(v) || tshirt.test(v) || arbitrary(v, /^shadow$/, (s) => /^(inset_)?-?(\d*\.?\d+[a-z]+|0)_-?(\d*\.?\d+[a-z]+|0)/.test(s), true);

// Prefixes that set one of two things by their value: [test, group if it passes, group if not].
const valueGroups: Record<string, [(v: string) => boolean, string, string]> = {
  text: [isFontSize, "font-size", "text-color"],
  font: [isFontWeight, "font-weight", "font-family"],
  shadow: [isShadow, "shadow", "shadow-color"],
  outline: [isWidth, "outline-w", "outline-color"],
  ring: [isWidth, "ring-w", "ring-color"],
  stroke: [(v) => isNumber(v) || arbitrary(v, /^(length|number)$/, (s) => isLength(s) || isNumber(s)), "stroke-w", "stroke"],
  "ring-offset": [(v) => isNumber(v) || arbitrary(v, /^length$/, isLength), "ring-offset-w", "ring-offset-color"],
  divide: [() => false, "", "divide-color"],
  bg: [(v) => arbitrary(v, /^(image|url)$/, (s) => /^(url|image|image-set|cross-fade|element|(repeating-)?(linear|radial|conic)-gradient)\(.+\)$/.test(s)), "bg-image", "bg-color"],
};
for (const side of ["", ...sides]) valueGroups[side ? `border-${side}` : "border"] = [isWidth, `border-w${side && "-"}${side}`, `border-color${side && "-"}${side}`];
/** Prefixes that are classes by themselves too (`border`, `outline`, `ring`, `shadow`). */
const bare = /^(border(-[xysetrbl])?|outline|ring|shadow)$/;

/** The group of a class without its variants, or undefined when it is no utility we know. */
function groupOf(name: string): string | undefined {
  // An arbitrary property: `[mask-type:luminance]` is in the group of `mask-type`.
  if (name[0] === "[" && name.endsWith("]")) {
    const colon = name.indexOf(":");
    return colon > 1 ? name.slice(0, colon) : undefined;
  }
  if (name[0] === "-" && name.length > 1) name = name.slice(1);
  if (/^@container(\/|-size\/|-normal\/)./.test(name)) return "container-named";
  const word = words.get(name);
  if (word) return word;
  // The longest known prefix: `inset-x-2` is inset-x's, `inset-2` inset's.
  for (let end = name.length; end > 0; end = name.lastIndexOf("-", end - 1)) {
    const prefix = name.slice(0, end);
    const value = name.slice(end + 1);
    const byValue = valueGroups[prefix];
    if (byValue && (value || bare.test(prefix))) return byValue[0](value) ? byValue[1] : byValue[2];
    const known = prefixes.get(prefix);
    if (value && known?.[1](value)) return known[0];
  }
}

// What a group overrides besides itself (tailwind-merge's conflictingClassGroups): a later `p-2` removes an earlier `px-4`.
const overrides = new Map<string, string[]>();
const withSides = (all: string, join: string, named = (s: string) => all + join + s) => {
  overrides.set(all, sides.map(named));
  overrides.set(named("x"), ["s", "e", "r", "l"].map(named));
  overrides.set(named("y"), ["t", "b"].map(named));
};
for (const all of ["p", "m", "scroll-m"]) withSides(all, "");
withSides("border-w", "-");
withSides("border-color", "-");
withSides("inset", "", (s) => ({ x: "inset-x", y: "inset-y", s: "start", e: "end", t: "top", r: "right", b: "bottom", l: "left" })[s]!);
overrides.set("rounded", corners.map((c) => `rounded-${c}`));
"ss es|se ee|tl tr|tr br|br bl|tl bl".split("|").forEach((list, i) => overrides.set(`rounded-${corners[i]}`, list.split(" ").map((c) => `rounded-${c}`)));
const fvn = "ordinal slashed-zero figure spacing fraction".split(" ").map((g) => `fvn-${g}`);
overrides.set("fvn-normal", fvn);
for (const group of fvn) overrides.set(group, ["fvn-normal"]);
for (const entry of "container-named:container-type|overflow:overflow-x overflow-y|flex:basis grow shrink|gap:gap-x gap-y|size:w h|border-spacing:border-spacing-x border-spacing-y|font-size:leading|line-clamp:display overflow|translate:translate-x translate-y translate-none|translate-none:translate translate-x translate-y".split("|")) {
  const [group, list] = entry.split(":") as [string, string];
  overrides.set(group, list.split(" "));
}

// Variants whose order matters (`before:hover:` is not `hover:before:`): tailwind-merge's orderSensitiveModifiers.
const orderSensitive = /^(\*|\*\*|after|backdrop|before|details-content|file|first-letter|first-line|marker|placeholder|selection|\[.*)$/;
function sortVariants(variants: string[]): string {
  const sorted: string[] = [];
  let run: string[] = [];
  for (const v of variants)
    if (orderSensitive.test(v)) {
      sorted.push(...run.sort(), v);
      run = [];
    } else run.push(v);
  return [...sorted, ...run.sort()].join(":");
}

/** Joins classes, a later class replacing an earlier one that sets the same thing under the same variants. */
export function mergeClasses(classList: string): string {
  const taken = new Set<string>();
  const kept: string[] = [];
  const classes = classList.trim().split(/\s+/);
  for (let i = classes.length - 1; i >= 0; i--) {
    const original = classes[i]!;
    // Variants end at `:`, a `/` starts a modifier (`bg-x/50`, `text-sm/6`), outside brackets and parentheses.
    const variants: string[] = [];
    let depth = 0;
    let start = 0;
    let slash = 0;
    for (let j = 0; j < original.length; j++) {
      const c = original[j];
      if (!depth && c === ":") {
        variants.push(original.slice(start, j));
        start = j + 1;
      } else if (!depth && c === "/") slash = j;
      else if (c === "[" || c === "(") depth++;
      else if (c === "]" || c === ")") depth--;
    }
    let name = original.slice(start);
    const important = name.endsWith("!") || name[0] === "!";
    if (important) name = name.endsWith("!") ? name.slice(0, -1) : name.slice(1);
    let modifier = slash > start;
    let group = modifier ? groupOf(name.slice(0, slash - start)) : undefined;
    // `@container/name` is a named container, not `@container` with a modifier.
    if (!group || group === "container-type") {
      group = groupOf(name);
      modifier = false;
    }
    const scope = sortVariants(variants) + (important ? "!" : "");
    if (group) {
      if (taken.has(scope + group)) continue;
      for (const other of [group, ...(overrides.get(group) ?? []), ...(modifier && group === "font-size" ? ["leading"] : [])]) taken.add(scope + other);
    }
    kept.push(original);
  }
  return kept.reverse().join(" ");
}
