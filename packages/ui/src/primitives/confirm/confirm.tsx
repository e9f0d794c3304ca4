import { createContext, useContext, useState, type ComponentProps, type ReactNode } from "react";
import { AlertDialog as AlertDialogPrimitive } from "radix-ui";
import { cn } from "../../lib/cn";
import { useControllableState } from "../../lib/use-controllable-state";
import { Button } from "../button";
import { dialogContentVariants } from "../dialog/dialog";
import { useReturnFocus } from "../dialog/use-return-focus";
import { overlayMotion } from "../../lib/motion";
import { CircleAlertIcon, TriangleAlertIcon } from "../icon";

/** "destructive" paints the icon and the confirm button red (delete, refuse). */
export type ConfirmVariant = "default" | "destructive";

interface ConfirmState {
  variant: ConfirmVariant;
  pending: boolean;
  /** Runs the confirm action: closes at once, or after its promise resolves; stays open when it rejects. */
  run: (action: (() => void | Promise<unknown>) | undefined) => Promise<void>;
}

const ConfirmContext = createContext<ConfirmState | null>(null);

function useConfirmState(part: string): ConfirmState {
  const state = useContext(ConfirmContext);
  if (!state) throw new Error(`<${part}> must be used inside <ConfirmDialogRoot>.`);
  return state;
}

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
      <AlertDialogPrimitive.Root
        open={open}
        onOpenChange={(next) => {
          if (pending) return;
          if (!next) onCancel?.();
          setOpen(next);
        }}
      >
        {children}
      </AlertDialogPrimitive.Root>
    </ConfirmContext>
  );
}

/** An element that opens the confirmation (`asChild` to use your own button). */
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

export function ConfirmDialogFooter({ className, ...props }: ComponentProps<"div">) {
  return <div data-slot="confirm-footer" className={cn("mt-2 flex justify-end gap-2", className)} {...props} />;
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
