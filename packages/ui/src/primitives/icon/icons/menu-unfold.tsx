import { createIcon } from "../create-icon";

export const MenuUnfoldIcon = createIcon(
  "MenuUnfoldIcon",
  <>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <path d="M9 3v18" />
    <path d="m14 9 3 3-3 3" />
  </>,
);
