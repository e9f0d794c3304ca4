import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { pageCountOf, pageItems } from "./use-pagination";

describe("pageCountOf", () => {
  it("rounds up and is 0 without rows", () => {
    expect(pageCountOf(0, 10)).toBe(0);
    expect(pageCountOf(1, 10)).toBe(1);
    expect(pageCountOf(10, 10)).toBe(1);
    expect(pageCountOf(11, 10)).toBe(2);
    expect(pageCountOf(5, 0)).toBe(0);
  });
});

describe("pageItems", () => {
  it("lists every page when they fit", () => {
    expect(pageItems(1, 0)).toEqual([]);
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
  it("puts gaps where pages are left out", () => {
    expect(pageItems(1, 10)).toEqual([1, 2, 3, 4, 5, 6, "end-ellipsis", 10]);
    expect(pageItems(4, 10)).toEqual([1, 2, 3, 4, 5, 6, "end-ellipsis", 10]);
    expect(pageItems(5, 10)).toEqual([1, "start-ellipsis", 3, 4, 5, 6, 7, "end-ellipsis", 10]);
    expect(pageItems(6, 10)).toEqual([1, "start-ellipsis", 4, 5, 6, 7, 8, "end-ellipsis", 10]);
    expect(pageItems(7, 10)).toEqual([1, "start-ellipsis", 5, 6, 7, 8, 9, 10]);
    expect(pageItems(10, 10)).toEqual([1, "start-ellipsis", 5, 6, 7, 8, 9, 10]);
  });
  it("clamps the page", () => {
    expect(pageItems(99, 10)).toEqual(pageItems(10, 10));
    expect(pageItems(-3, 10)).toEqual(pageItems(1, 10));
  });
  it("always shows first, last and current page, in order, without repeats", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), (count, rawPage) => {
        const page = ((rawPage - 1) % count) + 1;
        const items = pageItems(page, count);
        const numbers = items.filter((i): i is number => typeof i === "number");
        expect(numbers[0]).toBe(1);
        expect(numbers.at(-1)).toBe(count);
        expect(numbers).toContain(page);
        for (let i = 1; i < numbers.length; i++) expect(numbers[i]!).toBeGreaterThan(numbers[i - 1]!);
        expect(items.length).toBeLessThanOrEqual(9);
        // A gap only stands where pages are missing.
        items.forEach((item, i) => {
          if (typeof item === "string") {
            const before = items[i - 1] as number;
            const after = items[i + 1] as number;
            expect(after - before).toBeGreaterThan(1);
          }
        });
      }),
    );
  });
});
