import { createIcon } from "../create-icon";

export const CircleAlertIcon = createIcon(
  "CircleAlertIcon",
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 8v4" />
    <path d="M12 16h.01" />
  </>,
);
