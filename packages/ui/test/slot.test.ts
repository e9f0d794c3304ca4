import { createElement as h, createRef } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { composeRefs, Slot } from "../src/lib/slot";

/** Renders `<Slot {...slot}><Probe {...child} /></Slot>` and returns the props the child received. */
function propsGiven(slot: Record<string, unknown>, child: Record<string, unknown>): Record<string, unknown> {
  let given: Record<string, unknown> = {};
  const Probe = (props: Record<string, unknown>) => ((given = props), null);
  renderToStaticMarkup(h(Slot, slot, h(Probe, child)));
  return given;
}

describe("Slot (asChild)", () => {
  it("renders its child element with the slot's attributes, the child's own winning", () => {
    const html = renderToStaticMarkup(h(Slot, { id: "a", title: "slot", "data-slot": "button" } as never, h("a", { href: "/x", title: "child" }, "去")));
    expect(html).toMatch(/^<a [^>]*>去<\/a>$/);
    for (const attribute of ['id="a"', 'title="child"', 'data-slot="button"', 'href="/x"']) expect(html).toContain(attribute);
  });

  it("joins classes, merges styles and descriptions", () => {
    const html = renderToStaticMarkup(
      h(Slot, { className: "px-2", style: { color: "red", margin: 1 }, "aria-describedby": "msg hint" }, h("input", { className: "w-full", style: { color: "blue" }, "aria-describedby": "hint own" })),
    );
    expect(html).toContain('class="px-2 w-full"');
    expect(html).toContain('style="color:blue;margin:1px"');
    expect(html).toContain('aria-describedby="hint own msg"');
  });

  it("calls both handlers, the child's first, and returns the child's result", () => {
    const calls: string[] = [];
    const given = propsGiven({ onClick: () => calls.push("slot") }, { onClick: () => (calls.push("child"), "r") });
    expect((given.onClick as () => unknown)()).toBe("r");
    expect(calls).toEqual(["child", "slot"]);
    const only = propsGiven({ onClick: () => calls.push("slot only") }, {});
    (only.onClick as () => void)();
    expect(calls.at(-1)).toBe("slot only");
  });

  it("renders nothing for no child and refuses several", () => {
    expect(renderToStaticMarkup(h(Slot, null))).toBe("");
    expect(() => renderToStaticMarkup(h(Slot, null, h("b"), h("i")))).toThrow(/exactly one element/);
  });
});

describe("composeRefs", () => {
  it("sets every ref and clears them, calling React 19 cleanups", () => {
    const object = createRef<string>();
    const seen: (string | null)[] = [];
    let cleaned = false;
    const set = composeRefs<string>(object, (v) => void seen.push(v), () => () => void (cleaned = true));
    const cleanup = set("node");
    expect(object.current).toBe("node");
    expect(seen).toEqual(["node"]);
    (cleanup as () => void)();
    expect(cleaned).toBe(true);
    expect(object.current).toBeNull();
    expect(seen).toEqual(["node", null]);
  });
});
