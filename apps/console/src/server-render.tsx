/**
 * The first screen from the server: a signed-in page rendered to HTML with the doctor's data, so
 * that it paints as the HTML arrives, before the scripts (docs/architecture.md, "The first screen
 * from the server"). The reference server runs this module's production build
 * (`dist-server/server-render.js`) in a thread of its own, one page at a time, where `fetch`
 * reaches the server with the request's cookies and `location` is set per page as a browser's
 * would be. The browser (main.tsx) then hydrates the markup: it renders the same app from the same
 * answers (`#server-answers`), keeps the elements the server drew and attaches to them.
 */
import { renderToString } from "react-dom/server";
import { App, SignedInScreen } from "./app";
import { landingPath } from "./landing";
import { loginPath } from "./login-path";
import { ConsoleShell } from "./shell/lazy-shell";
import { adoptRequestCookies, currentSession } from "./session/session";
import { doctorQueries, queryClient } from "./data/queries";
import { preloadRoute } from "./data/route-data";
import { SERVER_ANSWERS_ID } from "./data/server-answers";
import { setDrawnAt } from "./hydration";

/** What the first screen waits for at most (the page's code and data); then the browser renders it alone. */
const BUDGET_MS = 1_500;

/**
 * The app's markup as one piece of HTML. A lazily loaded part (the signed-in screen, the shell, the
 * page) suspends the first time it renders in this thread, and its boundary is then drawn as its
 * fallback: rendered again once those parts have loaded, the markup is whole. (React's streaming
 * renderers would send a large boundary apart, to be put in place by an inline script, which the
 * console's Content-Security-Policy refuses: the synchronous one draws everything in place.) Null if
 * the markup is never whole.
 */
async function markupOf(signal: AbortSignal): Promise<string | null> {
  for (let pass = 0; pass < 4 && !signal.aborted; pass++) {
    const html = renderToString(<App />);
    // `<!--$!-->`: a boundary drawn as its fallback (a part still loading, or one that failed).
    if (!html.includes("<!--$!-->") && !/<(script|template)[\s>]/.test(html)) return html;
    await new Promise((loaded) => setTimeout(loaded, 0));
  }
  return null;
}

/**
 * The page's `#root` for `url` (a path and query) and the signed-in doctor of `cookie` (the
 * request's `Cookie` header): the element itself, holding the screen (inert, and marked
 * `data-server-rendered`, until the browser has hydrated it), then the answers it was rendered
 * from. `null` where the browser renders alone: nobody signed in, /login, or a page not ready in
 * time.
 */
export async function render(url: string, cookie: string): Promise<string | null> {
  const page = new URL(url, "http://console.invalid");
  if (page.pathname.toLowerCase() === loginPath.toLowerCase()) return null;
  adoptRequestCookies(cookie);
  const session = currentSession();
  if (!session.signedIn) return null;
  // A path the redirect rules move (a section's root to its first tab): the page it lands on, as
  // the browser will show it (main.tsx follows the rule before its first render).
  const landing = landingPath(page.pathname, session);
  if (landing) return landingPath(landing, session) === null ? render(landing, cookie) : null;
  (globalThis as unknown as { location: URL }).location = page;
  queryClient.clear();
  const abort = new AbortController();
  // Late: the calls under way are cancelled (the cache aborts them) and the render gives up.
  abort.signal.addEventListener("abort", () => queryClient.clear());
  const timer = setTimeout(() => abort.abort(), BUDGET_MS);
  try {
    await Promise.all([SignedInScreen.preload(), ConsoleShell.preload(), preloadRoute(url), queryClient.prefetchQuery(doctorQueries.profile())]);
    // Late, or a call failed (the session ended, the server failed): the browser's render shows it as it should.
    if (abort.signal.aborted || queryClient.findAll({ predicate: (e) => e.state.status === "error" }).length > 0) return null;
    // The moment the screen is drawn at, for both renders (hydration.tsx).
    const drawnAt = new Date();
    setDrawnAt(drawnAt);
    const html = await markupOf(abort.signal);
    if (html === null) return null;
    // `<` escaped: the answers (patients' words among them) cannot end the script element.
    const answers = JSON.stringify(queryClient.answers()).replaceAll("<", "\\u003c");
    return `<div id="root" data-server-rendered="${drawnAt.getTime()}" inert>${html}</div><script type="application/json" id="${SERVER_ANSWERS_ID}">${answers}</script>`;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
    queryClient.clear();
    setDrawnAt(undefined);
  }
}
