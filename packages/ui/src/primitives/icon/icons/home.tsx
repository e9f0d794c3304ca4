import { createIcon } from "../create-icon";

export const HomeIcon = createIcon(
  "HomeIcon",
  <>
    <path d="m3 10 9-7 9 7v10a1 1 0 0 1-1 1h-5v-7H9v7H4a1 1 0 0 1-1-1z" />
  </>,
);
