// First: Back and Forward reach the leave guard before the router (see the module).
import "./popstate-first";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App, LoginPage, SignedInScreen } from "./app";
import { currentSession } from "./session/session";
import { ConsoleShell } from "./shell/lazy-shell";
import "./styles.css";
import { loginPath } from "./login-path";

// A redirect (a section's root opens its first tab) is followed before the first render: the
// console renders once, on the page it shows, and asks for that page's code and data. /login is
// never redirected, and loads no redirect rules (their route table comes with the shell: the
// HTML's route preload hints ask for its files on every other path); its own code is waited for,
// so that the first paint is the sign-in form, not a loading screen and then the form.
const onLogin = () => location.pathname.toLowerCase() === loginPath.toLowerCase();
const landed = onLogin()
  ? LoginPage.preload().then(() => undefined, () => undefined)
  : Promise.all([import("./landing"), SignedInScreen.preload()]).then(([{ landingPath }]) => {
      const landing = landingPath(location.pathname, currentSession());
      if (landing) history.replaceState(history.state, "", landing);
    }).catch(() => undefined); // the app follows the rules once they arrive (signed-in-screen.tsx)

// Render-as-you-fetch: the shell's code, the first page's code and its data are asked for now,
// all at once, instead of each after the one before has arrived and rendered.
const signedInPage = landed.then(() => currentSession().signedIn && !onLogin());
const shell = Promise.allSettled([signedInPage.then((signedIn) => (signedIn ? ConsoleShell.preload() : null))]);
// The data layer comes with the signed-in page (the HTML's route preload hints ask for it with the
// shell's files), never with /login.
// A first screen the server rendered came with the answers it was made from: the cache starts
// from them (docs/architecture.md, "The first screen from the server").
const page = signedInPage.then((signedIn) =>
  signedIn
    ? import("./data/route-data")
        .then(({ adoptServerAnswers, preloadRoute }) => {
          adoptServerAnswers();
          return preloadRoute(location.pathname + location.search);
        })
        .catch(() => undefined)
    : null,
);

// A first screen from the server (docs/architecture.md, "The first screen from the server") is
// hydrated: the browser renders the same app from the same answers and attaches to the elements
// the server drew, instead of drawing them again (a second style, layout and paint of the whole
// page). Its data came with it, so it waits for the code alone.
const root = document.getElementById("root")!;
const serverRendered = root.hasAttribute("data-server-rendered");
// The drawn screen is inert until its page has hydrated (the shell's ScreenHydrated, hydration.tsx);
// this makes it live where nothing will hydrate (an error no boundary caught).
const live = () => {
  root.removeAttribute("inert");
  root.removeAttribute("data-server-rendered");
};

// The first render waits for them (there is nothing to show before the shell's code anyway), so
// that the shell and the page render once, with their data, instead of a spinner first, then the
// page's skeleton, then its rows — three renders, commits and layouts on a slow CPU. A slow answer
// gets at most a second beyond the shell's code: then the page shows its skeleton until it comes.
const ready = serverRendered
  ? Promise.all([shell, page])
  : Promise.race([Promise.all([shell, page]), shell.then(() => new Promise((r) => setTimeout(r, 1000)))]);

// It is a transition: React renders it in slices of a few milliseconds and lets the browser
// breathe in between, instead of one long task that blocks input (Lighthouse's TBT).
void ready.then(() =>
  startTransition(() => {
    const app = (
      <StrictMode>
        <App />
      </StrictMode>
    );
    if (serverRendered) hydrateRoot(root, app, { onUncaughtError: (error) => (live(), reportError(error)) });
    else createRoot(root).render(app);
  }),
);
