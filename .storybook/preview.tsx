import type { Preview } from "@storybook/react-vite";
import { configure } from "storybook/test";
import { loadAllOverlays } from "../packages/ui/src/lib/lazy-overlay";
import "./storybook.css";
import { storyViewports } from "../packages/ui/src/lib/viewports";

// A play function's findBy… and waitFor give up after 5 s, not testing-library's 1 s: what a
// component loads on first use (the order table's refusal prompt, a picture viewer) comes through
// the dev server's first transform of its module, which took over a second in a full `pnpm test`
// on two busy cores. A check that never holds still fails, 4 s later.
configure({ asyncUtilTimeout: 5000 });

const preview: Preview = {
  // `visual`: pictured after its test (.storybook/visual.setup.ts); a story opts out with `!visual`.
  tags: ["autodocs", "visual"],
  // The overlays' parts load on their first open in an app (packages/ui/src/lib/lazy-overlay.tsx);
  // stories test the overlays, so they are there from the start, unless a story tests that first
  // open itself (`parameters: { overlays: "cold" }`).
  loaders: [async ({ parameters }) => (parameters.overlays === "cold" ? undefined : { overlays: await loadAllOverlays() })],
  parameters: {
    layout: "padded",
    // WCAG 2.2 AA too: target-size (2.5.8) is off in axe by default.
    a11y: { test: "error", options: { rules: { "target-size": { enabled: true } } } },
    // Chromatic snapshots only the stories that opt in (allStatesSnapshot, lib/chromatic.ts);
    // interaction stories are tested by their play functions. The story tests picture all (visual.command.ts).
    chromatic: { disableSnapshot: true, pauseAnimationAtEnd: true },
    controls: { matchers: { date: /Date$/i } },
    // The phone and tablet widths the console is used at (stories opt in: lib/viewports.ts).
    viewport: { options: storyViewports },
    options: { storySort: { order: ["Getting started", "*"] } },
  },
};
export default preview;
