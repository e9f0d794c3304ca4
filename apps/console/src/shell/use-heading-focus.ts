import { useEffect } from "react";

const visible = (element: Element) => (element as HTMLElement).checkVisibility?.() ?? true;

/**
 * After each navigation (a new `pageKey`), focus moves to the page's heading, so that a keyboard or
 * screen-reader user starts at the top of the new page rather than wherever the link was (see
 * docs/behaviour/shell.md). The heading is the first visible h1 or h2 in the main area, made
 * focusable with tabIndex -1; a page still loading is waited for (up to 3 s); a page without a
 * heading focuses the main area. Not on the first page of a visit, nor once the page itself
 * or the doctor moved focus meanwhile.
 */
/** The page focus was last moved for; kept outside the shell, which can mount again between pages. */
let lastPageKey: string | undefined;

export function useHeadingFocus(pageKey: string) {
  useEffect(() => {
    const previous = lastPageKey;
    lastPageKey = pageKey;
    if (previous === undefined || previous === pageKey) return;
    const main = document.getElementById("main-content");
    if (!main) return;
    // Focus is ours to move while it is where the navigation left it (the link, the body) or on a
    // heading we focused that the page has since replaced; once the doctor or the page moves it, we stop.
    const left = document.activeElement;
    let focused: HTMLElement | null = null;
    const ours = () => {
      const active = document.activeElement;
      return active === null || active === document.body || active === left || (active === focused && visible(active));
    };
    const focusHeading = () => {
      if (!ours()) return stop();
      const heading = [...main.querySelectorAll<HTMLElement>("h1, h2")].find(visible);
      if (!heading || heading === document.activeElement) return;
      if (!heading.hasAttribute("tabindex")) heading.tabIndex = -1;
      heading.focus();
      focused = heading;
    };
    const observer = new MutationObserver(focusHeading);
    // A page settles within a few seconds (its code, then its data); after that focus is left alone.
    const timer = setTimeout(() => {
      stop();
      if (!focused && (document.activeElement === null || document.activeElement === document.body)) main.focus();
    }, 3000);
    function stop() {
      observer.disconnect();
      clearTimeout(timer);
    }
    observer.observe(main, { childList: true, subtree: true, attributes: true, attributeFilter: ["style", "hidden"] });
    focusHeading();
    return stop;
  }, [pageKey]);
}
