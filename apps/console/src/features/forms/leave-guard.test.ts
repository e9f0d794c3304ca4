// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { aroundNav, askBeforeLeaving } from "./leave-guard";
import { hasUnsavedWork, onLeaveRequest, registerWork, wantsSignInInPlace, type LeaveRequest } from "./unsaved-work";

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((c) => c()));

function setUp(dirty: boolean) {
  const work = registerWork();
  work.update(dirty);
  const asked: LeaveRequest[] = [];
  cleanups.push(work.remove, onLeaveRequest((r) => asked.push(r)));
  return { work, asked };
}

describe("leaving a page with unsaved work", () => {
  it("a navigation from a form with nothing unsaved goes at once", () => {
    const { asked } = setUp(false);
    const navigate = vi.fn();
    aroundNav(navigate, "/Welcome");
    expect(navigate).toHaveBeenCalledWith("/Welcome", undefined);
    expect(asked).toHaveLength(0);
  });

  it("a navigation from a form with unsaved input is asked; 留下 stays, 离开 goes", () => {
    const { asked } = setUp(true);
    const navigate = vi.fn();
    aroundNav(navigate, "/Welcome");
    expect(navigate).not.toHaveBeenCalled();
    expect(asked).toHaveLength(1);
    asked[0]!.proceed();
    expect(navigate).toHaveBeenCalledWith("/Welcome", undefined);
  });

  it("a page rewriting its own address (replace) is not asked", () => {
    const { asked } = setUp(true);
    const navigate = vi.fn();
    aroundNav(navigate, "/releaseM/addArticle?articleId=12", { replace: true });
    expect(navigate).toHaveBeenCalledOnce();
    expect(asked).toHaveLength(0);
  });

  it("after 离开 the navigation it leads to passes without a second question (closing the page's own tab)", () => {
    const { asked } = setUp(true);
    const navigate = vi.fn();
    askBeforeLeaving(() => aroundNav(navigate, "/nutriRecipel"));
    expect(asked).toHaveLength(1);
    asked[0]!.proceed();
    expect(navigate).toHaveBeenCalledOnce();
    expect(asked).toHaveLength(1);
  });

  it("the register: unsaved while a dirty form is on screen; a 401 asks in place then, or while a form keeps its page open", () => {
    const { work } = setUp(true);
    expect(hasUnsavedWork()).toBe(true);
    expect(wantsSignInInPlace()).toBe(true);
    work.update(false);
    expect(hasUnsavedWork()).toBe(false);
    expect(wantsSignInInPlace()).toBe(false);
    const editor = registerWork(true);
    cleanups.push(editor.remove);
    expect(wantsSignInInPlace()).toBe(true);
    expect(hasUnsavedWork()).toBe(false);
  });
});
