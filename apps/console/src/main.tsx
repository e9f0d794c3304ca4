import "./zod-jitless";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App, ConsoleShell } from "./app";
import { preloadRoute } from "./data/route-data";
import { currentSession } from "./session/session";
import "./styles.css";

// Render-as-you-fetch: the shell's code, the first page's code and its data are asked for now,
// all at once, instead of each after the one before has arrived and rendered.
const signedInPage = currentSession().signedIn && location.pathname.toLowerCase() !== "/login";
const ready = Promise.all([signedInPage ? ConsoleShell.preload() : null, preloadRoute(location.pathname + location.search)]);

// The first render waits for them (the page has nothing to show before its code anyway), so that
// the shell and the page render once, with their data, instead of a spinner first, then the page's
// skeleton, then its rows — three renders, commits and layouts on a slow CPU.
// It is a transition: React renders it in slices of a few milliseconds and lets the browser
// breathe in between, instead of one long task that blocks input (Lighthouse's TBT).
void ready.finally(() =>
  startTransition(() =>
    createRoot(document.getElementById("root")!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
);
