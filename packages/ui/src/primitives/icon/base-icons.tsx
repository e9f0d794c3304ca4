// The icons the sign-in page shows (the spinner's, the password field's, the QR code's refresh), in a
// module apart from the others (./icon.tsx): /login loads these, not every icon (docs/performance.md).
import { createIcon } from "./create-icon";

export const LoaderIcon = createIcon("LoaderIcon", <path d="M21 12a9 9 0 1 1-6.219-8.56" />);

export const RefreshIcon = createIcon(
  "RefreshIcon",
  <>
    <path d="M3 12a9 9 0 0 1 15-6.7L21 8" />
    <path d="M21 3v5h-5" />
    <path d="M21 12a9 9 0 0 1-15 6.7L3 16" />
    <path d="M8 16H3v5" />
  </>,
);

export const EyeIcon = createIcon(
  "EyeIcon",
  <>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);

export const EyeOffIcon = createIcon(
  "EyeOffIcon",
  <>
    <path d="M10.7 5.1A10.7 10.7 0 0 1 12 5c6.5 0 10 7 10 7a17 17 0 0 1-2.2 3.1" />
    <path d="M6.6 6.6A17 17 0 0 0 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.4-1.6" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
    <path d="m2 2 20 20" />
  </>,
);
