import { memo, type ComponentProps } from "react";
import { cva } from "class-variance-authority";
import { chatDeliveryStateLabels, chatScreenTexts, type ChatThreadMessage } from "@doctor-console/domain";
import { cn } from "../../lib/cn";
import { RefreshIcon } from "../../primitives/icon";
import { chatTime } from "../lib/chat-time";

export type ChatBubbleProps = Omit<ComponentProps<"article">, "children"> & {
  message: ChatThreadMessage;
  /** Who the patient is, for the screen reader's "who said it". */
  patientName?: string;
  /** Upload progress of an image being sent, 0–1. */
  progress?: number;
  onRetry?: (message: ChatThreadMessage) => void;
  onOpenPicture?: (url: string, message: ChatThreadMessage) => void;
};

// A bubble is in every row of a thread: its classes are plain strings, merged only with a
// caller's className (see docs/performance.md, "Chat thread").
const MINE = "flex flex-col gap-1 px-4 py-1.5 items-end";
const THEIRS = "flex flex-col gap-1 px-4 py-1.5 items-start";

const bubbleVariants = cva("w-fit max-w-[min(448px,78%)] rounded-dc-lg px-3 py-2 text-dc-sm", {
  variants: {
    from: {
      doctor: "bg-dc-primary-soft text-dc-foreground",
      patient: "border border-dc-border bg-dc-background text-dc-foreground",
    },
    kind: { text: "", image: "p-1" },
  },
});

/**
 * One message of a thread: the patient's on the left, the doctor's on the right with its state
 * (发送中 → 已发送 → 已送达 → 已读); a failed one says so and offers 重试, which sends the same
 * message again (same client id, so never twice). Text is shown as text, never as HTML.
 */
export const ChatBubble = memo(function ChatBubble({ message, patientName = "", progress, onRetry, onOpenPicture, className, ...props }: ChatBubbleProps) {
  const mine = message.from === "doctor";
  return (
    <article
      data-slot="chat-bubble"
      data-from={message.from}
      data-kind={message.kind}
      data-state={message.state}
      className={className ? cn(mine ? MINE : THEIRS, className) : mine ? MINE : THEIRS}
      {...props}
    >
      <span className="sr-only">{mine ? "我：" : `${patientName || "患者"}：`}</span>
      <div className={bubbleVariants({ from: message.from, kind: message.kind })}>
        {message.kind === "image" ? (
          <button
            type="button"
            data-slot="chat-bubble-picture"
            disabled={!message.imageUrl}
            onClick={() => message.imageUrl && onOpenPicture?.(message.imageUrl, message)}
            className="relative block cursor-zoom-in rounded-dc-md"
          >
            {message.imageUrl ? (
              <img
                src={message.imageUrl}
                alt={chatScreenTexts.imageAlt}
                loading="lazy"
                decoding="async"
                width={160}
                height={160}
                className="size-40 rounded-dc-md bg-dc-muted object-cover"
              />
            ) : (
              <span className="flex size-40 items-center justify-center rounded-dc-md bg-dc-muted text-dc-muted-foreground">{chatScreenTexts.image}</span>
            )}
          </button>
        ) : (
          <p data-slot="chat-bubble-text" className="whitespace-pre-wrap break-words">
            {message.text}
          </p>
        )}
        {message.state === "sending" && progress !== undefined ? (
          <div
            data-slot="chat-bubble-progress"
            role="progressbar"
            aria-label={chatScreenTexts.uploading}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(progress * 100)}
            className="mt-1 h-1 w-full overflow-hidden rounded-full bg-dc-muted"
          >
            <div className="h-full bg-dc-primary" style={{ width: `${Math.round(progress * 100)}%` }} />
          </div>
        ) : null}
      </div>
      <div data-slot="chat-bubble-meta" className="flex items-center gap-2 text-dc-xs text-dc-muted-foreground tabular-nums">
        <time dateTime={message.sentAt}>{chatTime(message.sentAt)}</time>
        {mine ? (
          <span data-slot="chat-bubble-state" className={message.state === "failed" ? "font-medium text-dc-destructive" : message.state === "read" ? "text-dc-primary" : undefined}>
            {chatDeliveryStateLabels[message.state]}
          </span>
        ) : null}
        {mine && message.state === "failed" && onRetry ? (
          <button
            type="button"
            data-slot="chat-bubble-retry"
            onClick={() => onRetry(message)}
            className="inline-flex min-h-6 cursor-pointer items-center gap-1 rounded-dc-sm px-1 text-dc-primary hover:underline focus-visible:outline-2 focus-visible:outline-dc-ring"
          >
            <RefreshIcon aria-hidden className="size-3" />
            {chatScreenTexts.retry}
          </button>
        ) : null}
      </div>
    </article>
  );
});

// The heights the bubbles above lay out at (see the tokens: text-dc-sm and text-dc-xs at a line
// height of 1.5), rounded as the virtual list rounds what it measures: the usual bubble, a line of
// text or a picture, is estimated exactly, so a thread opens at its newest messages with no
// correcting layout once they are measured.
/** A bubble's padding and gap, and its meta line (time and state): everything but the content. */
const BUBBLE_CHROME_PX = 12 + 4 + 16 + 18;
const TEXT_LINE_PX = 19.5;
/**
 * A picture (160 px) where a line of text would be: the bubble keeps the text's padding, as the
 * image variant's `p-1` comes before `px-3 py-2` in the stylesheet and gives way to them.
 */
const PICTURE_PX = 160;
/** Characters of mixed Chinese and Latin text on a line of a bubble at its widest. */
const CHARS_PER_LINE = 40;

/** A close height per message, for the virtual list's first layout (real heights are measured). */
export function estimateChatBubbleHeight(message: ChatThreadMessage): number {
  const border = message.from === "patient" ? 2 : 0;
  if (message.kind === "image") return BUBBLE_CHROME_PX + PICTURE_PX + border;
  const lines = 1 + Math.floor(message.text.length / CHARS_PER_LINE);
  return Math.round(BUBBLE_CHROME_PX + lines * TEXT_LINE_PX + border);
}
