import { createIcon } from "../create-icon";

export const CircleCheckIcon = createIcon(
  "CircleCheckIcon",
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="m9 12 2 2 4-4" />
  </>,
);
