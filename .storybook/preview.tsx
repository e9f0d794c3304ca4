import type { Preview } from "@storybook/react-vite";
import "./storybook.css";

const preview: Preview = {
  tags: ["autodocs"],
  parameters: {
    layout: "padded",
    // WCAG 2.2 AA too: target-size (2.5.8) is off in axe by default.
    a11y: { test: "error", options: { rules: { "target-size": { enabled: true } } } },
    chromatic: { pauseAnimationAtEnd: true },
    controls: { matchers: { date: /Date$/i } },
  },
};
export default preview;
