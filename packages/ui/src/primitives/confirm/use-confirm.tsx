import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from "react";
import { ConfirmDialog, type ConfirmOptions } from "./confirm";

type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

interface Pending {
  options: ConfirmOptions;
  resolve: (ok: boolean) => void;
}

/** Renders the one confirm dialog that `useConfirm()` opens. Put it once near the app root. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<Pending | null>(null);
  const [open, setOpen] = useState(false);
  const currentRef = useRef<Pending | null>(null);

  const confirm = useCallback<Confirm>((options) => {
    // A new question answers an unanswered one with "no".
    currentRef.current?.resolve(false);
    return new Promise<boolean>((resolve) => {
      const pending = { options, resolve };
      currentRef.current = pending;
      setCurrent(pending);
      setOpen(true);
    });
  }, []);

  const settle = (ok: boolean) => {
    currentRef.current?.resolve(ok);
    currentRef.current = null;
    setOpen(false);
  };

  return (
    <ConfirmContext value={confirm}>
      {children}
      {current ? (
        <ConfirmDialog
          {...current.options}
          open={open}
          onOpenChange={(next) => {
            if (!next && currentRef.current) settle(false);
          }}
          onConfirm={() => settle(true)}
        />
      ) : null}
    </ConfirmContext>
  );
}

/**
 * `const confirm = useConfirm(); if (await confirm({ title: "确认修改信息？" })) save();`
 * Resolves true on 确定, false on 取消 / Escape. Needs `ConfirmProvider` above.
 */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error("useConfirm must be used inside <ConfirmProvider>.");
  return confirm;
}
