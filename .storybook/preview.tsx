import type { Preview } from "@storybook/react-vite";
import "./storybook.css";

const preview: Preview = {
  tags: ["autodocs"],
  parameters: {
    layout: "padded",
    a11y: { test: "error" },
    chromatic: { pauseAnimationAtEnd: true },
    controls: { matchers: { date: /Date$/i } },
  },
};
export default preview;
