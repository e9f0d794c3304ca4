import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app";
import { preloadRoute } from "./data/route-data";
import "./styles.css";

// Render-as-you-fetch: the first page's code and data are asked for now, beside the shell's code.
preloadRoute(location.pathname + location.search);

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
