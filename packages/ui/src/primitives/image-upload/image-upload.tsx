import { useId, useRef, useState, type ComponentProps, type DragEvent, type ReactNode } from "react";
import { cva } from "class-variance-authority";
import { acceptAttribute, uploadTexts, type FileRule } from "@doctor-console/domain";
import { cn } from "../../lib/cn";
import { useControllableState } from "../../lib/use-controllable-state";
import { Button } from "../button";
import { Dialog, DialogContent, DialogTitle } from "../dialog";
import { PlusIcon, RefreshIcon, XIcon } from "../icon";
import { useImageUpload, type UploadImage } from "./use-image-upload";

export const imageUploadFrameVariants = cva(
  [
    "relative flex items-center justify-center overflow-hidden border border-dashed border-dc-input bg-dc-surface text-dc-muted-foreground",
    "has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-dc-ring",
    "data-[dragging=true]:border-dc-primary data-[dragging=true]:bg-dc-primary-soft",
    "data-[status=invalid]:border-dc-destructive data-[status=failed]:border-dc-destructive",
  ],
  {
    variants: {
      variant: {
        /** A document or picture: 4:3 card. */
        square: "aspect-[4/3] w-full rounded-dc-md",
        /** An avatar: a round 96 px frame. */
        circle: "size-24 rounded-full",
      },
    },
    defaultVariants: { variant: "square" },
  },
);

export type ImageUploadProps = Omit<ComponentProps<"div">, "defaultValue" | "onChange"> & {
  /** Names the control for everyone (the file input's accessible name), e.g. 身份证正面. */
  label: string;
  /** Which files are accepted and the messages when not: one of domain's `fileRules`. */
  rule: FileRule;
  /** Sends the file; see `UploadImage`. */
  upload: UploadImage;
  /** The current image URL (controlled); null or "" when there is none. */
  value?: string | null;
  defaultValue?: string | null;
  /** A new URL after an upload, null after a removal. */
  onValueChange?: (url: string | null) => void;
  /** After a successful upload (e.g. toast 上传成功). */
  onUploaded?: (url: string) => void;
  /** After a failed upload (not a cancelled one): the component already shows 上传失败. */
  onUploadError?: (error: unknown) => void;
  /**
   * Shows 删除 on an uploaded image. Return false (or reject) to keep the image, e.g. when the
   * doctor declines a confirm or the server refuses; otherwise the value becomes null.
   */
  onRemove?: (url: string) => void | boolean | Promise<unknown>;
  /** Under the control; defaults to the rule's hint. `false` hides it. */
  hint?: ReactNode | false;
  /** Read-only: no choosing, no removing (the image still opens large). */
  disabled?: boolean;
  /** "square" (a document, 4:3) or "circle" (an avatar, 96 px). */
  variant?: "square" | "circle";
  /** The id of the file input (so an outside `<label htmlFor>` can point at it). */
  inputId?: string;
  /** Message shown when an upload fails; default 上传失败. */
  failureMessage?: string;
};

/**
 * An image upload control. It checks each chosen (or dropped) file against the domain rule
 * before any request and shows the rule's message when refused; otherwise it shows the file at
 * once, sends it through `upload` with a progress bar and 取消上传, and on failure says 上传失败
 * with 重试 and 删除 (discard). An uploaded image opens large (查看大图) and, with `onRemove`,
 * can be deleted. Keyboard: the file input itself is focusable (Enter / Space opens the picker);
 * hint and messages are its description; the message is announced (`role="alert"`).
 * State as data attributes: `data-status="idle|invalid|uploading|failed"`, `data-filled`.
 */
export function ImageUpload({
  label,
  rule,
  upload,
  value: valueProp,
  defaultValue = null,
  onValueChange,
  onUploaded,
  onUploadError,
  onRemove,
  hint,
  disabled = false,
  variant = "square",
  inputId,
  failureMessage,
  className,
  ...props
}: ImageUploadProps) {
  const [value, setValue] = useControllableState<string | null>({
    prop: valueProp === undefined ? undefined : (valueProp ?? null),
    defaultProp: defaultValue ?? null,
    onChange: onValueChange,
  });
  const state = useImageUpload({
    rule,
    upload,
    failureMessage,
    onUploadError,
    onUploaded: (url) => {
      setValue(url);
      onUploaded?.(url);
    },
  });
  const [dragging, setDragging] = useState(false);
  const [zoomed, setZoomed] = useState(false);
  const [removing, setRemoving] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const ownId = useId();
  const id = inputId ?? `${ownId}-input`;
  const hintId = `${ownId}-hint`;
  const messageId = `${ownId}-message`;

  const shown = state.preview ?? (value || null);
  const uploading = state.status === "uploading";
  const percent = Math.round(state.progress * 100);
  const hintText = hint === false ? null : (hint ?? rule.hint);
  const describedBy = [hintText ? hintId : null, state.message ? messageId : null].filter(Boolean).join(" ") || undefined;
  const refocus = () => inputRef.current?.focus();

  const remove = async () => {
    if (!value || !onRemove) return;
    setRemoving(true);
    try {
      const result = await onRemove(value);
      if (result !== false) setValue(null);
    } catch {
      // Kept: the caller reports why.
    } finally {
      setRemoving(false);
      refocus();
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    void state.choose(Array.from(event.dataTransfer.files));
  };

  return (
    <div
      data-slot="image-upload"
      data-status={state.status}
      data-filled={shown ? "true" : "false"}
      data-disabled={disabled ? "true" : undefined}
      className={cn("grid content-start gap-2", variant === "circle" ? "justify-items-start" : "", className)}
      {...props}
    >
      <div
        data-slot="image-upload-frame"
        data-status={state.status}
        data-dragging={dragging ? "true" : "false"}
        className={imageUploadFrameVariants({ variant })}
        onDragOver={(event) => {
          if (disabled) return;
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        {shown ? (
          <img
            data-slot="image-upload-preview"
            src={shown}
            alt={label}
            className={cn("size-full object-cover", uploading ? "opacity-60" : "")}
          />
        ) : null}
        <label
          htmlFor={id}
          data-slot="image-upload-trigger"
          className={cn(
            "absolute inset-0 flex flex-col items-center justify-center gap-1 text-dc-sm",
            disabled ? "cursor-not-allowed" : "cursor-pointer",
            shown ? "opacity-0 hover:bg-dc-overlay hover:text-dc-primary-foreground hover:opacity-100 has-[input:focus-visible]:bg-dc-overlay has-[input:focus-visible]:text-dc-primary-foreground has-[input:focus-visible]:opacity-100" : "",
            shown && disabled ? "hidden" : "",
          )}
        >
          <input
            ref={inputRef}
            id={id}
            type="file"
            accept={acceptAttribute(rule)}
            aria-label={label}
            aria-describedby={describedBy}
            aria-invalid={state.status === "invalid" || state.status === "failed" ? true : undefined}
            disabled={disabled}
            className="sr-only"
            onChange={(event) => {
              const files = Array.from(event.target.files ?? []);
              // Reset so choosing the same file again still counts.
              event.target.value = "";
              void state.choose(files);
            }}
          />
          <PlusIcon className={variant === "circle" ? "size-5" : "size-6"} />
          {variant === "square" ? <span aria-hidden="true">{shown ? uploadTexts.replace : uploadTexts.choose}</span> : null}
        </label>
        {uploading ? (
          <div data-slot="image-upload-progress" className="absolute inset-x-2 bottom-2 grid gap-1 rounded-dc-sm bg-dc-background/90 p-1.5 text-dc-xs text-dc-foreground">
            <span aria-hidden="true">
              {uploadTexts.uploading} {percent}%
            </span>
            <div
              role="progressbar"
              aria-label={`${label} ${uploadTexts.uploading}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="h-1.5 overflow-hidden rounded-full bg-dc-muted"
            >
              <div className="h-full bg-dc-primary transition-[width]" style={{ width: `${percent}%` }} />
            </div>
          </div>
        ) : null}
      </div>

      <div data-slot="image-upload-actions" className="flex flex-wrap items-center gap-1.5 empty:hidden">
        {uploading ? (
          <Button
            size="sm"
            variant="secondary"
            aria-label={`${uploadTexts.cancel}：${label}`}
            onClick={() => {
              state.discard();
              refocus();
            }}
          >
            <XIcon />
            {uploadTexts.cancel}
          </Button>
        ) : null}
        {state.status === "failed" ? (
          <>
            <Button size="sm" variant="secondary" aria-label={`${uploadTexts.retry}：${label}`} onClick={state.retry}>
              <RefreshIcon />
              {uploadTexts.retry}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              aria-label={`${uploadTexts.remove}：${label}`}
              onClick={() => {
                state.discard();
                refocus();
              }}
            >
              {uploadTexts.remove}
            </Button>
          </>
        ) : null}
        {!state.preview && value ? (
          <Button size="sm" variant="link" aria-label={`${uploadTexts.preview}：${label}`} onClick={() => setZoomed(true)}>
            {uploadTexts.preview}
          </Button>
        ) : null}
        {!state.preview && value && onRemove && !disabled ? (
          <Button
            size="sm"
            variant="link"
            className="text-dc-destructive"
            loading={removing}
            aria-label={`${uploadTexts.remove}：${label}`}
            onClick={() => void remove()}
          >
            {uploadTexts.remove}
          </Button>
        ) : null}
      </div>

      {hintText ? (
        <p id={hintId} data-slot="image-upload-hint" className="text-dc-xs text-dc-muted-foreground">
          {hintText}
        </p>
      ) : null}
      {state.message ? (
        <p id={messageId} role="alert" data-slot="image-upload-message" className="text-dc-sm text-dc-destructive">
          {state.message}
        </p>
      ) : null}

      {value ? (
        <Dialog open={zoomed} onOpenChange={setZoomed}>
          <DialogContent size="xl" aria-describedby={undefined} className="p-4">
            <DialogTitle className="pb-2">{label}</DialogTitle>
            <img src={value} alt={label} className="max-h-[68vh] w-full object-contain" />
          </DialogContent>
        </Dialog>
      ) : null}
    </div>
  );
}
