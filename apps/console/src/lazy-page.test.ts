import { Suspense, createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { lazyPage } from "./lazy-page";

const Hello = () => createElement("p", null, "你好");
const inSuspense = (Page: Parameters<typeof createElement>[0]) => renderToString(createElement(Suspense, { fallback: "加载中" }, createElement(Page)));

describe("lazyPage", () => {
  it("renders at once once its code has arrived: no fallback, no suspending for a microtask (hydration keeps the server's page)", async () => {
    const Page = lazyPage(() => Promise.resolve({ default: Hello }));
    await Page.preload();
    // The synchronous renderer cannot wait: a page that suspended would be its fallback here.
    expect(inSuspense(Page)).toContain("你好");
  });

  it("suspends while the code is on its way, and loads it once for every asker", async () => {
    let loads = 0;
    const Page = lazyPage(() => {
      loads++;
      return new Promise<{ default: typeof Hello }>((resolve) => setTimeout(() => resolve({ default: Hello }), 10));
    });
    expect(inSuspense(Page)).toContain("加载中");
    await Promise.all([Page.preload(), Page.preload()]);
    expect(loads).toBe(1);
  });

  it("asks again after a failed load", async () => {
    let attempts = 0;
    const Page = lazyPage(() => (++attempts === 1 ? Promise.reject(new Error("offline")) : Promise.resolve({ default: Hello })));
    await expect(Page.preload()).rejects.toThrow("offline");
    await Page.preload();
    expect(attempts).toBe(2);
  });
});
