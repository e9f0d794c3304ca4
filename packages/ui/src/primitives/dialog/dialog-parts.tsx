import type { ComponentProps } from "react";
import { Dialog as DialogPrimitive } from "radix-ui";
import type { VariantProps } from "class-variance-authority";
import { cn } from "../../lib/cn";
import { overlayMotion } from "../../lib/motion";
import { XIcon } from "../icon";
import { useReturnFocus } from "./use-return-focus";
import { dialogContentVariants } from "./dialog-variants";

/** Radix Dialog: modal, focus trapped, Escape and the close button close it. `open` / `defaultOpen` / `onOpenChange`. */
export function Dialog(props: ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root data-slot="dialog" {...props} />;
}

export function DialogTrigger(props: ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
}

export function DialogPortal(props: ComponentProps<typeof DialogPrimitive.Portal>) {
  return <DialogPrimitive.Portal data-slot="dialog-portal" {...props} />;
}

export function DialogClose(props: ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
}

export function DialogOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      data-slot="dialog-overlay"
      className={cn("fixed inset-0 z-50 bg-dc-overlay", overlayMotion, className)}
      {...props}
    />
  );
}

export type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> &
  VariantProps<typeof dialogContentVariants> & {
    /** Show the × button in the corner (default true). */
    showCloseButton?: boolean;
    /** Accessible name of the × button. */
    closeLabel?: string;
  };

/** The dialog box with its overlay, in a portal. Put a DialogTitle inside (it names the dialog). */
export function DialogContent({
  className,
  children,
  size,
  showCloseButton = true,
  closeLabel = "关闭",
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  const returnFocus = useReturnFocus(onOpenAutoFocus, onCloseAutoFocus);
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        data-size={size ?? "default"}
        className={cn(dialogContentVariants({ size }), className)}
        {...props}
        {...returnFocus}
      >
        {children}
        {showCloseButton ? (
          <DialogPrimitive.Close
            data-slot="dialog-close"
            aria-label={closeLabel}
            className="absolute top-3 right-3 inline-flex size-7 items-center justify-center rounded-dc-md text-dc-muted-foreground hover:bg-dc-muted hover:text-dc-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-dc-ring"
          >
            <XIcon />
          </DialogPrimitive.Close>
        ) : null}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<"div">) {
  return <div data-slot="dialog-header" className={cn("flex flex-col gap-1 px-5 pt-4 pr-12 pb-2", className)} {...props} />;
}

/** The scrolling middle of a dialog. */
export function DialogBody({ className, ...props }: ComponentProps<"div">) {
  return <div data-slot="dialog-body" className={cn("min-h-0 flex-1 overflow-y-auto px-5 py-2", className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn("flex flex-col-reverse gap-2 px-5 pt-2 pb-4 sm:flex-row sm:justify-end", className)}
      {...props}
    />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn("text-dc-lg leading-6 font-medium", className)}
      {...props}
    />
  );
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn("text-dc-base text-dc-muted-foreground", className)}
      {...props}
    />
  );
}
