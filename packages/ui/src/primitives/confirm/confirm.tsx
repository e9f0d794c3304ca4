import { useState, type ComponentProps, type ReactNode } from "react";
import { cn } from "../../lib/cn";
import { lazyOverlay } from "../../lib/lazy-overlay";
import { useControllableState } from "../../lib/use-controllable-state";
import { Button } from "../button";
import { CircleAlertIcon, TriangleAlertIcon } from "../icon";
import { ConfirmContext, useConfirmState, type ConfirmState, type ConfirmVariant } from "./confirm-state";

export type { ConfirmVariant } from "./confirm-state";

/*
 * The parts that need Radix AlertDialog (./confirm-parts.tsx) load when a confirmation first
 * opens; the trigger works before (lib/lazy-overlay.tsx).
 */
const alert = lazyOverlay(() => import("./confirm-parts"));
const AlertRoot = alert.root("ConfirmAlertRoot");
/** An element that opens the confirmation (`asChild` to use your own button). */
export const ConfirmDialogTrigger = alert.trigger("ConfirmDialogTrigger", { openOn: "click", popup: "dialog" });
/**
 * The box with its overlay, in a portal. Focus starts on 取消, so Enter never confirms by accident
 * (a prompt with a field moves it there with `onOpenAutoFocus`); on close it returns to the opener.
 */
export const ConfirmDialogContent = alert.part("ConfirmDialogContent");
export const ConfirmDialogTitle = alert.part("ConfirmDialogTitle");
export const ConfirmDialogDescription = alert.part("ConfirmDialogDescription");
/** 取消 (or your text): closes without confirming; disabled while the action runs. */
export const ConfirmDialogCancel = alert.part("ConfirmDialogCancel");

export type ConfirmDialogRootProps = {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Called on 取消, Escape. */
  onCancel?: () => void;
  /** Colours the icon and the action (default "default"). */
  variant?: ConfirmVariant;
  children?: ReactNode;
};

/**
 * The confirmation's state (Radix AlertDialog, `role="alertdialog"`): open, controlled or not, and
 * busy while the action's promise runs (then neither button nor Escape closes it). Compose it from
 * ConfirmDialogTrigger, ConfirmDialogContent, ConfirmDialogHeader, ConfirmDialogTitle,
 * ConfirmDialogDescription, ConfirmDialogFooter, ConfirmDialogCancel and ConfirmDialogAction, or use
 * the `ConfirmDialog` preset.
 */
export function ConfirmDialogRoot({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  onCancel,
  variant = "default",
  children,
}: ConfirmDialogRootProps) {
  const [open, setOpen] = useControllableState({ prop: openProp, defaultProp: defaultOpen, onChange: onOpenChange });
  const [pending, setPending] = useState(false);

  const run: ConfirmState["run"] = async (action) => {
    const result = action?.();
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

  return (
    <ConfirmContext value={{ variant, pending, run }}>
      <AlertRoot
        open={open}
        onOpenChange={(next) => {
          if (pending) return;
          if (!next) onCancel?.();
          setOpen(next);
        }}
      >
        {children}
      </AlertRoot>
    </ConfirmContext>
  );
}

/** The variant's icon beside the title and description. `icon={null}` leaves it out. */
export function ConfirmDialogHeader({ className, icon, children, ...props }: ComponentProps<"div"> & { icon?: ReactNode }) {
  const { variant } = useConfirmState("ConfirmDialogHeader");
  const Icon = variant === "destructive" ? TriangleAlertIcon : CircleAlertIcon;
  return (
    <div data-slot="confirm-header" className={cn("flex gap-3", className)} {...props}>
      {icon === undefined ? (
        <Icon className={cn("mt-0.5 size-5", variant === "destructive" ? "text-dc-destructive" : "text-dc-status-pending-foreground")} />
      ) : (
        icon
      )}
      <div className="grid gap-1.5">{children}</div>
    </div>
  );
}

export function ConfirmDialogFooter({ className, ...props }: ComponentProps<"div">) {
  return <div data-slot="confirm-footer" className={cn("mt-2 flex justify-end gap-2", className)} {...props} />;
}

export type ConfirmDialogActionProps = Omit<ComponentProps<typeof Button>, "onClick" | "loading"> & {
  /**
   * Called on 确定. If it returns a promise the button shows a spinner and the dialog closes when
   * it resolves; when it rejects the dialog stays open (the caller shows the error).
   */
  onConfirm?: () => void | Promise<unknown>;
};

/** 确定 (or your text), red in the destructive variant. */
export function ConfirmDialogAction({ children = "确定", onConfirm, variant, ...props }: ConfirmDialogActionProps) {
  const state = useConfirmState("ConfirmDialogAction");
  return (
    <Button
      data-slot="confirm-action"
      variant={variant ?? (state.variant === "destructive" ? "destructive" : "primary")}
      loading={state.pending}
      onClick={() => void state.run(onConfirm)}
      {...props}
    >
      {children}
    </Button>
  );
}

export interface ConfirmOptions {
  title: ReactNode;
  /** The question or warning under the title. */
  description?: ReactNode;
  /** Default 确定. */
  confirmText?: ReactNode;
  /** Default 取消. */
  cancelText?: ReactNode;
  /** "destructive" paints the confirm button red (delete, refuse). */
  variant?: ConfirmVariant;
}

export type ConfirmDialogProps = ConfirmOptions &
  Omit<ConfirmDialogRootProps, "children"> &
  Pick<ConfirmDialogActionProps, "onConfirm"> & {
    /** An element that opens the dialog (rendered as the Radix trigger, `asChild`). */
    trigger?: ReactNode;
    /** Extra content between the description and the buttons (e.g. a reason field). */
    children?: ReactNode;
    className?: string;
  };

/**
 * The preset confirmation: title, description, 取消 and 确定, built from the ConfirmDialog parts.
 * Controlled or uncontrolled. For a one-line `await confirm({...})`, use `ConfirmProvider` +
 * `useConfirm`; to rearrange or add to the box, compose the parts yourself.
 */
export function ConfirmDialog({
  title,
  description,
  confirmText,
  cancelText,
  onConfirm,
  trigger,
  children,
  className,
  ...root
}: ConfirmDialogProps) {
  return (
    <ConfirmDialogRoot {...root}>
      {trigger ? <ConfirmDialogTrigger asChild>{trigger}</ConfirmDialogTrigger> : null}
      <ConfirmDialogContent className={className}>
        <ConfirmDialogHeader>
          <ConfirmDialogTitle>{title}</ConfirmDialogTitle>
          {description ? <ConfirmDialogDescription>{description}</ConfirmDialogDescription> : null}
        </ConfirmDialogHeader>
        {children}
        <ConfirmDialogFooter>
          <ConfirmDialogCancel>{cancelText}</ConfirmDialogCancel>
          <ConfirmDialogAction onConfirm={onConfirm}>{confirmText}</ConfirmDialogAction>
        </ConfirmDialogFooter>
      </ConfirmDialogContent>
    </ConfirmDialogRoot>
  );
}
