import { lazyOverlay } from "../../lib/lazy-overlay";

export { dialogContentVariants } from "./dialog-variants";
export type { DialogContentProps } from "./dialog-parts";

/*
 * Radix Dialog: modal, focus trapped, Escape and the close button close it; `open` / `defaultOpen`
 * / `onOpenChange`. The parts (./dialog-parts.tsx, with Radix, the focus trap and the scroll lock)
 * load when a dialog first opens; the trigger works before (lib/lazy-overlay.tsx).
 */
const dialog = lazyOverlay(() => import("./dialog-parts"));

export const Dialog = dialog.root("Dialog");
export const DialogTrigger = dialog.trigger("DialogTrigger", { openOn: "click", popup: "dialog" });
export const DialogPortal = dialog.part("DialogPortal");
export const DialogClose = dialog.part("DialogClose");
export const DialogOverlay = dialog.part("DialogOverlay");
/** The dialog box with its overlay, in a portal. Put a DialogTitle inside (it names the dialog). */
export const DialogContent = dialog.part("DialogContent");
export const DialogHeader = dialog.part("DialogHeader");
/** The scrolling middle of a dialog. */
export const DialogBody = dialog.part("DialogBody");
export const DialogFooter = dialog.part("DialogFooter");
export const DialogTitle = dialog.part("DialogTitle");
export const DialogDescription = dialog.part("DialogDescription");
