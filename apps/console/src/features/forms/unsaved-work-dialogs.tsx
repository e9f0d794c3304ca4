import { unsavedWorkTexts } from "@doctor-console/domain";
import { ConfirmDialog } from "@doctor-console/ui/primitives";
import { PasswordDialog } from "./password-dialog";

export interface UnsavedWorkDialogsProps {
  /** The leave question's title while it is asked, else null. */
  leaving: string | null;
  onAnswer: (leave: boolean) => void;
  reauth: boolean;
  account: string;
  onReauthDone: () => void;
}

/**
 * The dialogs of ./unsaved-work-guard.tsx, a chunk of their own: the shell's first paint does not
 * carry them (they load when first needed, or once the browser is idle).
 */
export default function UnsavedWorkDialogs({ leaving, onAnswer, reauth, account, onReauthDone }: UnsavedWorkDialogsProps) {
  return (
    <>
      <ConfirmDialog
        open={leaving !== null}
        title={leaving ?? unsavedWorkTexts.leaveTitle}
        description={unsavedWorkTexts.leaveDescription}
        cancelText={unsavedWorkTexts.stay}
        confirmText={unsavedWorkTexts.leave}
        onOpenChange={(open) => {
          if (!open) onAnswer(false);
        }}
        onConfirm={() => onAnswer(true)}
      />
      <PasswordDialog open={reauth} account={account} onDone={onReauthDone} />
    </>
  );
}
