import { createIcon } from "../create-icon";

export const QrCodeIcon = createIcon(
  "QrCodeIcon",
  <>
    <rect x="3" y="3" width="7" height="7" rx="1" />
    <rect x="14" y="3" width="7" height="7" rx="1" />
    <rect x="3" y="14" width="7" height="7" rx="1" />
    <path d="M14 14h3v3h-3z" />
    <path d="M21 14v.01" />
    <path d="M21 21h-4v-4" />
    <path d="M14 21v-.01" />
  </>,
);
