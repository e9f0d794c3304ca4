import { createIcon } from "../create-icon";

export const RefreshIcon = createIcon(
  "RefreshIcon",
  <>
    <path d="M3 12a9 9 0 0 1 15-6.7L21 8" />
    <path d="M21 3v5h-5" />
    <path d="M21 12a9 9 0 0 1-15 6.7L3 16" />
    <path d="M8 16H3v5" />
  </>,
);
