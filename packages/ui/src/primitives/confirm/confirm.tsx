import { useState, type ReactNode } from "react";
import { AlertDialog as AlertDialogPrimitive } from "radix-ui";
import { cn } from "../../lib/cn";
import { useControllableState } from "../../lib/use-controllable-state";
import { Button } from "../button";
import { dialogContentVariants } from "../dialog/dialog";
import { overlayMotion } from "../../lib/motion";
import { CircleAlertIcon, TriangleAlertIcon } from "../icon";

export interface ConfirmOptions {
  title: ReactNode;
  /** The question or warning under the title. */
  description?: ReactNode;
  /** Default 确定. */
  confirmText?: ReactNode;
  /** Default 取消. */
  cancelText?: ReactNode;
  /** "destructive" paints the confirm button red (delete, refuse). */
  tone?: "default" | "destructive";
}

export type ConfirmDialogProps = ConfirmOptions & {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /**
   * Called on 确定. If it returns a promise the button shows a spinner and the dialog closes when
   * it resolves; when it rejects the dialog stays open (the caller shows the error).
   */
  onConfirm?: () => void | Promise<unknown>;
  /** Called on 取消, Escape. */
  onCancel?: () => void;
  /** An element that opens the dialog (rendered as the Radix trigger, `asChild`). */
  trigger?: ReactNode;
  /** Extra content between the description and the buttons (e.g. a reason field). */
  children?: ReactNode;
  className?: string;
};

/**
 * A confirmation (Radix AlertDialog, `role="alertdialog"`): title, description, 取消 and 确定.
 * Controlled or uncontrolled. Focus starts on 取消, so Enter never confirms by accident.
 * For a one-line `await confirm({...})`, use `ConfirmProvider` + `useConfirm`.
 */
export function ConfirmDialog({
  title,
  description,
  confirmText = "确定",
  cancelText = "取消",
  tone = "default",
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  onConfirm,
  onCancel,
  trigger,
  children,
  className,
}: ConfirmDialogProps) {
  const [open, setOpen] = useControllableState({ prop: openProp, defaultProp: defaultOpen, onChange: onOpenChange });
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    const result = onConfirm?.();
    if (!result || typeof (result as Promise<unknown>).then !== "function") {
      setOpen(false);
      return;
    }
    setPending(true);
    try {
      await result;
      setOpen(false);
    } catch {
      // Stay open: the caller reports the failure.
    } finally {
      setPending(false);
    }
  };

  const Icon = tone === "destructive" ? TriangleAlertIcon : CircleAlertIcon;

  return (
    <AlertDialogPrimitive.Root
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        if (!next) onCancel?.();
        setOpen(next);
      }}
    >
      {trigger ? <AlertDialogPrimitive.Trigger asChild>{trigger}</AlertDialogPrimitive.Trigger> : null}
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay data-slot="confirm-overlay" className={cn("fixed inset-0 z-50 bg-dc-overlay", overlayMotion)} />
        <AlertDialogPrimitive.Content
          data-slot="confirm-dialog"
          data-tone={tone}
          className={cn(dialogContentVariants({ size: "sm" }), "top-[20vh] gap-3 p-5", className)}
        >
          <div className="flex gap-3">
            <Icon
              className={cn("mt-0.5 size-5", tone === "destructive" ? "text-dc-destructive" : "text-dc-status-pending-foreground")}
            />
            <div className="grid gap-1.5">
              <AlertDialogPrimitive.Title data-slot="confirm-title" className="text-dc-lg leading-6 font-medium">
                {title}
              </AlertDialogPrimitive.Title>
              {description ? (
                <AlertDialogPrimitive.Description data-slot="confirm-description" className="text-dc-base text-dc-muted-foreground">
                  {description}
                </AlertDialogPrimitive.Description>
              ) : null}
            </div>
          </div>
          {children}
          <div data-slot="confirm-footer" className="mt-2 flex justify-end gap-2">
            <AlertDialogPrimitive.Cancel asChild>
              <Button variant="secondary" disabled={pending}>
                {cancelText}
              </Button>
            </AlertDialogPrimitive.Cancel>
            <Button
              data-slot="confirm-action"
              variant={tone === "destructive" ? "destructive" : "primary"}
              loading={pending}
              onClick={() => void confirm()}
            >
              {confirmText}
            </Button>
          </div>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}
