// @vitest-environment jsdom
/** useNow on a page drawn on a server and hydrated in the browser: both renders count from the moment it was drawn. */
import { act, createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoot, hydrateRoot } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { DrawnAtContext, useHydrated, useNow } from "../src/lib/use-now";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const since = Date.now() - 60 * 60_000;
/** "已等待 N分钟", from `since`. */
function Waited() {
  const now = useNow(null);
  return createElement("p", null, `已等待 ${Math.floor((now.getTime() - since) / 60_000)}分钟`);
}

let container: HTMLElement | undefined;
afterEach(() => container?.remove());

/** Draws `Waited` as a server would have, `minutesAgo` minutes ago, then hydrates it; answers the errors React reported and the texts. */
async function drawThenHydrate(minutesAgo: number, provide: boolean) {
  const drawnAt = new Date(Date.now() - minutesAgo * 60_000);
  // The server drew it at `drawnAt` (its clock then); the browser hydrates it now, told when (or not).
  const html = renderToString(createElement(DrawnAtContext.Provider, { value: drawnAt }, createElement(Waited)));
  const tree = createElement(DrawnAtContext.Provider, { value: provide ? drawnAt : undefined }, createElement(Waited));
  container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  const drawn = container.textContent;
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container!, tree, { onRecoverableError: (error) => errors.push(error) });
  });
  return { drawn, errors, after: container.textContent };
}

describe("useNow and a page drawn on a server", () => {
  it("hydrates the server's minutes, then shows the browser's", async () => {
    const { drawn, errors, after } = await drawThenHydrate(10, true);
    expect(drawn).toBe("已等待 50分钟");
    expect(errors).toEqual([]);
    expect(after).toBe("已等待 60分钟");
  });

  it("without the moment it was drawn, minutes that moved are a mismatch React draws again", async () => {
    const { errors, after } = await drawThenHydrate(10, false);
    expect(errors.length).toBeGreaterThan(0);
    expect(after).toBe("已等待 60分钟");
  });
});

describe("useHydrated", () => {
  /** What only the browser knows (here, a name in its storage), shown once hydrated. */
  function Remembered() {
    return createElement("p", null, useHydrated() ? "上次打开：营养管理" : "");
  }

  it("is false on the server and in the hydrating render, true in the render after: no mismatch", async () => {
    const html = renderToString(createElement(Remembered));
    expect(html).toBe("<p></p>");
    container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container!, createElement(Remembered), { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.textContent).toBe("上次打开：营养管理");
  });

  it("is true in a browser's own first render", async () => {
    container = document.createElement("div");
    document.body.append(container);
    await act(async () => {
      createRoot(container!).render(createElement(Remembered));
    });
    expect(container.textContent).toBe("上次打开：营养管理");
  });
});
