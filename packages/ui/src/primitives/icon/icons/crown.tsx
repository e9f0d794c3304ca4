import { createIcon } from "../create-icon";

export const CrownIcon = createIcon(
  "CrownIcon",
  <>
    <path d="m2 7 5 5 5-8 5 8 5-5-2 12H4z" />
  </>,
);
