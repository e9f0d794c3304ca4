import { createIcon } from "../create-icon";

export const UsersIcon = createIcon(
  "UsersIcon",
  <>
    <circle cx="9" cy="8" r="4" />
    <path d="M17 21a8 8 0 0 0-16 0" />
    <path d="M16 4a4 4 0 0 1 0 8" />
    <path d="M23 21a8 8 0 0 0-5-7.4" />
  </>,
);
