import "./zod-jitless";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app";
import { preloadRoute } from "./data/route-data";
import "./styles.css";

// Render-as-you-fetch: the first page's code and data are asked for now, beside the shell's code.
preloadRoute(location.pathname + location.search);

// The first render is a transition: React renders it in slices of a few milliseconds and lets the
// browser breathe in between, instead of one long task that blocks input (Lighthouse's TBT).
startTransition(() =>
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
