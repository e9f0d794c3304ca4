import type { ComponentProps } from "react";
import { AlertDialog as AlertDialogPrimitive } from "radix-ui";
import { cn } from "../../lib/cn";
import { overlayMotion } from "../../lib/motion";
import { Button } from "../button";
import { dialogContentVariants } from "../dialog/dialog-variants";
import { useReturnFocus } from "../dialog/use-return-focus";
import { useConfirmState } from "./confirm-state";

/** The confirmation's parts that need Radix AlertDialog: they load when it first opens (./confirm.tsx). */
export function ConfirmAlertRoot(props: ComponentProps<typeof AlertDialogPrimitive.Root>) {
  return <AlertDialogPrimitive.Root {...props} />;
}

export function ConfirmDialogTrigger(props: ComponentProps<typeof AlertDialogPrimitive.Trigger>) {
  return <AlertDialogPrimitive.Trigger data-slot="confirm-trigger" {...props} />;
}

/**
 * The box with its overlay, in a portal. Focus starts on 取消, so Enter never confirms by accident
 * (a prompt with a field moves it there with `onOpenAutoFocus`); on close it returns to the opener.
 */
export function ConfirmDialogContent({ className, onOpenAutoFocus, onCloseAutoFocus, ...props }: ComponentProps<typeof AlertDialogPrimitive.Content>) {
  const { variant } = useConfirmState("ConfirmDialogContent");
  const returnFocus = useReturnFocus(onOpenAutoFocus, onCloseAutoFocus);
  return (
    <AlertDialogPrimitive.Portal>
      <AlertDialogPrimitive.Overlay data-slot="confirm-overlay" className={cn("fixed inset-0 z-50 bg-dc-overlay", overlayMotion)} />
      <AlertDialogPrimitive.Content
        data-slot="confirm-dialog"
        data-variant={variant}
        className={cn(dialogContentVariants({ size: "sm" }), "top-[20vh] gap-3 p-5", className)}
        {...props}
        {...returnFocus}
      />
    </AlertDialogPrimitive.Portal>
  );
}

export function ConfirmDialogTitle({ className, ...props }: ComponentProps<typeof AlertDialogPrimitive.Title>) {
  return <AlertDialogPrimitive.Title data-slot="confirm-title" className={cn("text-dc-lg leading-6 font-medium", className)} {...props} />;
}

export function ConfirmDialogDescription({ className, ...props }: ComponentProps<typeof AlertDialogPrimitive.Description>) {
  return (
    <AlertDialogPrimitive.Description
      data-slot="confirm-description"
      className={cn("text-dc-base text-dc-muted-foreground", className)}
      {...props}
    />
  );
}

/** 取消 (or your text): closes without confirming; disabled while the action runs. */
export function ConfirmDialogCancel({ children = "取消", ...props }: ComponentProps<typeof Button>) {
  const { pending } = useConfirmState("ConfirmDialogCancel");
  return (
    <AlertDialogPrimitive.Cancel asChild>
      <Button variant="secondary" disabled={pending} {...props}>
        {children}
      </Button>
    </AlertDialogPrimitive.Cancel>
  );
}

