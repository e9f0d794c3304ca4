/**
 * Where the console is left, the register of unsaved work is asked first (see
 * docs/behaviour/shell.md#unsaved-work):
 * - every navigation of the router (a tab, the menu, a link, a button) goes through `aroundNav`,
 *   wouter's hook around navigations;
 * - Back and Forward (popstate) are undone at once and asked; 离开 goes back again;
 * - a plain link of the page (not the router's) is held and asked, then followed;
 * - closing or reloading the window gets the browser's own question (beforeunload).
 * A navigation that replaces the address (a page rewriting its own address, a redirect) is not
 * asked: it leaves nothing.
 */
import { handlePopstateFirst } from "../../popstate-first";
import { guardLeave, hasUnsavedWork } from "./unsaved-work";

type Navigate = (to: string, options?: { replace?: boolean }) => void;

/** The doctor said 离开: the navigation that follows passes without a second question. */
let leaving = false;
function leaveNow(go: () => void): void {
  leaving = true;
  try {
    go();
  } finally {
    leaving = false;
  }
}

const here = () => location.pathname + location.search;

/** Asks before `go` when the page holds unsaved work; `go` runs at once otherwise. */
export function askBeforeLeaving(go: () => void): void {
  if (leaving) return go();
  guardLeave(() => leaveNow(go));
}

/** wouter's `aroundNav`: asked when the navigation would leave the page. */
export function aroundNav(navigate: Navigate, to: string, options?: { replace?: boolean }): void {
  if (options?.replace || to === here()) return navigate(to, options);
  askBeforeLeaving(() => navigate(to, options));
}

let installed = false;

/**
 * Listens to Back / Forward before the router does, to plain links and to the window's closing.
 * Once per window.
 */
export function installLeaveGuard(): void {
  if (installed || typeof window === "undefined") return;
  installed = true;
  // The address of the page on screen: Back restores it while the doctor is asked.
  let shown = here();
  const remember = () => void (shown = here());
  addEventListener("pushState", remember);
  addEventListener("replaceState", remember);
  // 离开 after Back: the history step that follows is the doctor's, and passes.
  let passNextStep = false;
  // Before the router's own listener, whenever that one was added (../../popstate-first.ts).
  handlePopstateFirst((event) => {
    if (passNextStep || leaving || !hasUnsavedWork()) {
      passNextStep = false;
      return remember();
    }
    // The router must not see this one: the page stays until the doctor says 离开.
    event.stopImmediatePropagation();
    history.pushState(history.state, "", shown);
    guardLeave(() => {
      passNextStep = true;
      history.back();
    });
  });
  // A plain same-origin link (the top bar's home link): the router's links have already been
  // handled (and asked) by the time the click bubbles up here, and prevented the browser's own.
  let unloadAsked = false;
  addEventListener("click", (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element | null)?.closest?.("a[href]");
    if (!(anchor instanceof HTMLAnchorElement) || anchor.target === "_blank" || anchor.hasAttribute("download") || anchor.origin !== location.origin) return;
    if (anchor.pathname + anchor.search === here() || !hasUnsavedWork()) return;
    event.preventDefault();
    guardLeave(() => {
      unloadAsked = true;
      location.assign(anchor.href);
    });
  });
  addEventListener("beforeunload", (event) => {
    if (unloadAsked || !hasUnsavedWork()) return;
    event.preventDefault();
    // Older browsers ask only when returnValue is set.
    event.returnValue = "";
  });
}
