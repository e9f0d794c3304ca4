/**
 * Open/close transitions keyed on Radix's `data-state` (Radix keeps a closing part mounted until
 * its animation ends). The animations are `dc-` tokens in styles.css and become `none` under
 * prefers-reduced-motion.
 */
export const popupMotion = "data-[state=open]:animate-dc-pop-in data-[state=closed]:animate-dc-pop-out";
export const overlayMotion = "data-[state=open]:animate-dc-fade-in data-[state=closed]:animate-dc-fade-out";
/** Tooltips: Radix marks an open tooltip `delayed-open` or `instant-open`, not `open`. */
export const tooltipMotion =
  "data-[state=delayed-open]:animate-dc-fade-in data-[state=instant-open]:animate-dc-fade-in data-[state=closed]:animate-dc-fade-out";
