import type { Preview } from "@storybook/react-vite";
import "./storybook.css";

const preview: Preview = {
  tags: ["autodocs"],
  parameters: {
    layout: "padded",
    a11y: { test: "error" },
    // Chromatic snapshots only the stories that opt in (allStatesSnapshot, lib/chromatic.ts);
    // interaction stories are tested by their play functions. pnpm test:visual screenshots all.
    chromatic: { disableSnapshot: true, pauseAnimationAtEnd: true },
    controls: { matchers: { date: /Date$/i } },
  },
};
export default preview;
