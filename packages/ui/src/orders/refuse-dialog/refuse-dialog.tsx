import { useId, useState, type ReactNode } from "react";
import { checkRefusalReason, REFUSAL_REASON_MAX, refusalReasonRequired } from "@doctor-console/domain";
import {
  ConfirmDialogAction,
  ConfirmDialogCancel,
  ConfirmDialogContent,
  ConfirmDialogDescription,
  ConfirmDialogFooter,
  ConfirmDialogHeader,
  ConfirmDialogRoot,
  ConfirmDialogTitle,
  ConfirmDialogTrigger,
} from "../../primitives/confirm";
import { Label } from "../../primitives/label";
import { Textarea } from "../../primitives/textarea";

export interface RefuseDialogProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /**
   * Sends the refusal. When it returns a promise the dialog closes when it resolves and stays
   * open, with the reason as typed, when it rejects (the caller tells the doctor why).
   */
  onRefuse: (reason: string) => void | Promise<unknown>;
  /** Whose order is refused, shown in the description. */
  patientName?: string;
  /** An element that opens the dialog. */
  trigger?: ReactNode;
}

/**
 * The refusal prompt: a reason, 确定 / 取消. 确定 without a reason only asks for one. Built from
 * the ConfirmDialog parts (destructive variant); for another layout compose them yourself with
 * `checkRefusalReason` from domain.
 */
export function RefuseDialog({ open, defaultOpen, onOpenChange, onRefuse, patientName, trigger }: RefuseDialogProps) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();
  const messageId = useId();
  const confirm = () => {
    const checked = checkRefusalReason(reason);
    if ("message" in checked) {
      setError(checked.message);
      // Rejecting keeps the prompt open; nothing is sent.
      return Promise.reject(new Error(checked.message));
    }
    setError(null);
    const result = onRefuse(checked.reason);
    return result instanceof Promise ? result : Promise.resolve(result);
  };
  return (
    <ConfirmDialogRoot
      variant="destructive"
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={(next) => {
        if (!next) {
          setReason("");
          setError(null);
        }
        onOpenChange?.(next);
      }}
    >
      {trigger ? <ConfirmDialogTrigger asChild>{trigger}</ConfirmDialogTrigger> : null}
      <ConfirmDialogContent>
        <ConfirmDialogHeader>
          <ConfirmDialogTitle>拒绝接诊</ConfirmDialogTitle>
          <ConfirmDialogDescription>
            {patientName ? `请填写拒绝${patientName}的原因，患者将收到该原因。` : "请填写拒绝原因，患者将收到该原因。"}
          </ConfirmDialogDescription>
        </ConfirmDialogHeader>
        {/* A plain field, not the form library's: this prompt has one input and must stay light. */}
        <div data-slot="refuse-reason" data-invalid={error ? "true" : "false"} className="grid gap-1.5 pl-8">
          <Label htmlFor={fieldId} required>
            拒绝原因
          </Label>
          <Textarea
            id={fieldId}
            value={reason}
            maxLength={REFUSAL_REASON_MAX}
            placeholder={refusalReasonRequired}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? messageId : undefined}
            onChange={(e) => {
              setReason(e.target.value);
              if (error && e.target.value.trim()) setError(null);
            }}
          />
          {error ? (
            <p id={messageId} data-slot="form-message" className="text-dc-xs leading-4 text-dc-destructive">
              {error}
            </p>
          ) : null}
        </div>
        <ConfirmDialogFooter>
          <ConfirmDialogCancel />
          <ConfirmDialogAction onConfirm={confirm} />
        </ConfirmDialogFooter>
      </ConfirmDialogContent>
    </ConfirmDialogRoot>
  );
}
