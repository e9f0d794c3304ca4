import { useId, useRef, useState, type ReactNode } from "react";
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
  /** Reasons offered to pick from; picking one fills the field, which stays editable. */
  commonReasons?: readonly string[];
}

/** The reasons doctors give most, offered as a start (see docs/behaviour/orders.md). */
export const commonRefusalReasons = ["病情需线下就诊", "当前时段无法接诊", "不属于本人诊疗范围", "病情描述不足，请补充后再问诊"] as const;

/**
 * The refusal prompt: a reason, 确定 / 取消. Focus starts in the reason field; common reasons
 * can be picked to fill it. 确定 without a reason only asks for one. Built from
 * the ConfirmDialog parts (destructive variant); for another layout compose them yourself with
 * `checkRefusalReason` from domain.
 */
export function RefuseDialog({
  open,
  defaultOpen,
  onOpenChange,
  onRefuse,
  patientName,
  trigger,
  commonReasons = commonRefusalReasons,
}: RefuseDialogProps) {
  const [reason, setReason] = useState("");
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const reasonsLabelId = useId();
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
      <ConfirmDialogContent
        onOpenAutoFocus={(event) => {
          // The doctor's first act here is typing the reason.
          event.preventDefault();
          fieldRef.current?.focus();
        }}
      >
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
          {commonReasons.length > 0 ? (
            <div role="group" aria-labelledby={reasonsLabelId} data-slot="refuse-common-reasons" className="flex flex-wrap items-center gap-1.5">
              <span id={reasonsLabelId} className="text-dc-xs text-dc-muted-foreground">
                常用原因
              </span>
              {commonReasons.map((text) => (
                <button
                  key={text}
                  type="button"
                  aria-pressed={reason === text}
                  onClick={() => {
                    setReason(text);
                    setError(null);
                    fieldRef.current?.focus();
                  }}
                  className="rounded-dc-sm border border-dc-border px-2 py-0.5 text-dc-xs text-dc-foreground hover:bg-dc-muted focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-dc-ring aria-pressed:border-dc-primary aria-pressed:text-dc-primary-soft-foreground"
                >
                  {text}
                </button>
              ))}
            </div>
          ) : null}
          <Textarea
            ref={fieldRef}
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
