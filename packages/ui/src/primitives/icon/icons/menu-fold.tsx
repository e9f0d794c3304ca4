import { createIcon } from "../create-icon";

export const MenuFoldIcon = createIcon(
  "MenuFoldIcon",
  <>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <path d="M9 3v18" />
    <path d="m16 15-3-3 3-3" />
  </>,
);
