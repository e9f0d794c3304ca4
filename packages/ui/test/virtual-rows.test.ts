// @vitest-environment jsdom
/**
 * useVirtualRows without a browser's layout: which rows it puts in the page for a view, how a
 * scroll and a measured height move them, and where it keeps the view. The viewport's height is
 * the `initialHeight` (jsdom lays nothing out); its scroll position is set by the test.
 */
import { act, createElement, useLayoutEffect, useMemo } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useVirtualRows, type VirtualRows } from "../src/lib/virtual-rows";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A ResizeObserver the test drives: `resize(element, height)` reports a row's height. */
class TestResizeObserver {
  static current: TestResizeObserver | undefined;
  observed = new Set<Element>();
  constructor(private readonly callback: ResizeObserverCallback) {
    TestResizeObserver.current = this;
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  resize(element: Element, blockSize: number) {
    this.callback([{ target: element, borderBoxSize: [{ blockSize, inlineSize: 100 }] } as unknown as ResizeObserverEntry], this as unknown as ResizeObserver);
  }
}

const ROW = 50;
let rows: VirtualRows;
let root: Root;
let container: HTMLElement;

function List({ count, anchor }: { count: number; anchor: "start" | "end" }) {
  const keys = useMemo(() => Array.from({ length: count }, (_, i) => `m${i}`), [count]);
  const starts = useMemo(() => Array.from({ length: count + 1 }, (_, i) => i * ROW), [count]);
  const virtual = useVirtualRows({ keys, estimatedStarts: starts, anchor, initialHeight: 480, overscan: 2 });
  // For the test to read, as rendered.
  useLayoutEffect(() => {
    rows = virtual;
  });
  const shown = [];
  for (let i = virtual.first; i <= virtual.last; i++) shown.push(createElement("div", { key: keys[i], "data-index": i, ref: virtual.measureRow }, keys[i]));
  return createElement("div", { ref: virtual.scrollRef, onScroll: virtual.onScroll }, shown);
}

async function render(count: number, anchor: "start" | "end") {
  await act(async () => root.render(createElement(List, { count, anchor })));
  // What a browser would lay out: a 480 px viewport over the list's whole height.
  const viewport = rows.scrollRef.current!;
  Object.defineProperty(viewport, "clientHeight", { configurable: true, get: () => 480 });
  Object.defineProperty(viewport, "scrollHeight", { configurable: true, get: () => rows.total });
}
/** The viewport scrolled to `top` (its scroll event). */
async function scrollTo(top: number) {
  const viewport = rows.scrollRef.current!;
  viewport.scrollTop = top;
  await act(async () => rows.onScroll());
}
const shown = () => [...container.querySelectorAll("[data-index]")].map((e) => Number((e as HTMLElement).dataset.index));

beforeEach(() => {
  (globalThis as { ResizeObserver?: unknown }).ResizeObserver = TestResizeObserver;
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
});
afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
});

describe("useVirtualRows", () => {
  it("opened at the end: the last rows that fill the view, and two more above", async () => {
    await render(5000, "end");
    expect(rows.total).toBe(5000 * ROW);
    // The view is the list's last 480 px: rows 4990 (from 249,500) to 4999, and the overscan above.
    expect([rows.first, rows.last]).toEqual([4988, 4999]);
    expect(shown()).toHaveLength(12);
  });

  it("opened at the start: the first rows that fill the view, and two more below", async () => {
    await render(5000, "start");
    expect([rows.first, rows.last]).toEqual([0, 11]);
  });

  it("a scroll past the rows in the page brings the rows of the new view", async () => {
    await render(5000, "start");
    await scrollTo(100_000);
    // 100,000 / 50 = row 2000 at the top; 480 px show up to row 2009.
    expect([rows.first, rows.last]).toEqual([1998, 2011]);
    expect(shown()[0]).toBe(1998);
  });

  it("a measured height replaces its estimate, and the rows after it move by as much", async () => {
    await render(20, "start");
    const third = container.querySelector("[data-index='2']")!;
    await act(async () => TestResizeObserver.current!.resize(third, 130));
    expect(rows.starts[2]).toBe(100);
    expect(rows.starts[3]).toBe(230);
    expect(rows.total).toBe(20 * ROW + 80);
  });

  it("away from the end, a row above the view that grows keeps the view on what it showed", async () => {
    await render(200, "start");
    await scrollTo(5000);
    const viewport = rows.scrollRef.current!;
    const above = container.querySelector(`[data-index='${rows.first}']`)!;
    expect(rows.first).toBeLessThan(100);
    await act(async () => TestResizeObserver.current!.resize(above, ROW + 40));
    expect(viewport.scrollTop).toBe(5040);
  });
});
