import { useRef, useState, type ComponentProps } from "react";
import {
  documentKeyLabels,
  documentKeys,
  isRequiredDocument,
  normalizeVerificationState,
  successMessages,
  verificationFileRule,
  verificationProgress,
  verificationProgressTexts,
  verificationTexts as texts,
  type DocumentKey,
  type VerificationDocument,
} from "@doctor-console/domain";
import { cn } from "../../lib/cn";
import { ConfirmDialog } from "../../primitives/confirm";
import { CircleAlertIcon, InfoIcon } from "../../primitives/icon";
import { ImageUpload, type UploadImage } from "../../primitives/image-upload";
import { toast } from "../../primitives/toast";

export type VerificationDocumentsProps = Omit<ComponentProps<"div">, "children"> & {
  /** GET /management/authentication: state (-1 for 30007), reason, documents. */
  verification: { state: number; reason?: string; list: VerificationDocument[] };
  /** Sends one document (POST /management/authentication, imagePath + key) and answers its URL. */
  upload: (key: DocumentKey, ...args: Parameters<UploadImage>) => ReturnType<UploadImage>;
  /** Deletes one (POST /management/delete/authentication, path). Reject to keep it (and say why). */
  onDelete: (path: string) => Promise<unknown>;
  /** After an upload or a delete, e.g. to refresh the verification. */
  onChanged?: () => void;
};

/**
 * The eleven verification documents of docs/behaviour/personal-data.md#verification-documents, one slot each: the image (opens large), an upload
 * control named by the slot's label (jpeg / png under 2 MB, progress, 上传成功 / 上传失败) and 删除
 * behind a confirm (删除成功); each slot marked 必传 or 选传. Above them, where the account stands
 * and what happens next (domain's `verificationProgress`: the required documents still missing,
 * waiting for review, …), told again after each upload. While the state is 0 the page says
 * 资料审核中 and nothing can be changed; in state 2 the reason stands above the slots.
 */
export function VerificationDocuments({ verification, upload, onDelete, onChanged, className, ...props }: VerificationDocumentsProps) {
  const state = normalizeVerificationState(verification.state);
  const readOnly = state === 0;
  const progress = verificationProgress(verification);
  const urls = new Map(verification.list.map((d) => [d.type, d.paperUrl]));
  const [asking, setAsking] = useState<string | null>(null);
  const answer = useRef<((ok: boolean) => void) | null>(null);

  /** Confirm, then delete: resolves false (kept) when declined or refused. */
  const remove = (path: string) =>
    new Promise<boolean>((resolve) => {
      answer.current = resolve;
      setAsking(path);
    });

  const confirmDelete = async () => {
    if (!asking) return;
    try {
      await onDelete(asking);
      toast.success(successMessages.delete);
      answer.current?.(true);
      onChanged?.();
    } catch {
      // Kept; the page tells why (its client reports the failure).
      answer.current?.(false);
    }
    answer.current = null;
  };

  return (
    <div data-slot="verification-documents" data-state={state} className={cn("grid gap-4", className)} {...props}>
      {/* Where the account stands and what happens next; a live region, so an upload's new state is told. */}
      <div
        role="status"
        data-slot="verification-progress"
        data-state={state}
        data-missing={progress.missing.length}
        className={cn(
          "flex items-start gap-2 rounded-dc-md border p-3 border-dc-border",
          readOnly
            ? "border-dc-status-pending-foreground/25 bg-dc-status-pending text-dc-status-pending-foreground"
            : "border-dc-border bg-dc-surface text-dc-foreground",
        )}
      >
        <InfoIcon className="mt-0.5 shrink-0" />
        <p>
          <strong className="font-medium">{readOnly ? texts.underReview : `${verificationProgressTexts.stateLabel}${progress.label}`}</strong>{" "}
          {progress.next}
        </p>
      </div>
      {state === 2 && verification.reason ? (
        <div className="flex items-start gap-2 rounded-dc-md border border-dc-status-rejected-foreground/25 bg-dc-status-rejected p-3 text-dc-status-rejected-foreground">
          <CircleAlertIcon className="mt-0.5" />
          <p data-slot="verification-reason">
            {texts.failedReason}
            {verification.reason}
          </p>
        </div>
      ) : null}
      <ul className="grid grid-cols-[repeat(auto-fill,minmax(168px,1fr))] gap-4">
        {documentKeys.map((key) => {
          const url = urls.get(key) ?? null;
          const label = documentKeyLabels[key];
          return (
            <li key={key} data-slot="verification-slot" data-key={key} className="grid content-start gap-2 rounded-dc-lg border border-dc-border p-3">
              <div className="flex items-center gap-2">
                <h3 className="text-dc-base font-medium">{label}</h3>
                {isRequiredDocument(key) ? (
                  <span data-slot="document-requirement" data-required="" className="rounded-dc-sm bg-dc-status-rejected px-1.5 text-dc-xs leading-5 text-dc-status-rejected-foreground">
                    {verificationProgressTexts.required}
                  </span>
                ) : (
                  <span data-slot="document-requirement" className="rounded-dc-sm bg-dc-muted px-1.5 text-dc-xs leading-5 text-dc-muted-foreground">
                    {verificationProgressTexts.optional}
                  </span>
                )}
              </div>
              <ImageUpload
                key={`${key}:${url ?? ""}`}
                label={label}
                rule={verificationFileRule}
                defaultValue={url}
                disabled={readOnly}
                upload={(file, options) => upload(key, file, options)}
                onUploaded={() => {
                  toast.success(successMessages.upload);
                  onChanged?.();
                }}
                onRemove={remove}
              />
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        title={texts.deleteConfirm}
        variant="destructive"
        confirmText={texts.deleteAction}
        open={asking !== null}
        onOpenChange={(open) => {
          if (open) return;
          setAsking(null);
          // Declined (取消 / Escape): keep the image.
          answer.current?.(false);
          answer.current = null;
        }}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
