import type { ComponentProps } from "react";
import { chatMessageContent, type ChatMessage } from "@doctor-console/domain";
import { cn } from "../../lib/cn";

export type ChatMessageViewProps = Omit<ComponentProps<"article">, "children"> & {
  message: ChatMessage;
  /** Opens a picture large (the chat record shows it in a dialog). */
  onOpenPicture?: (url: string, message: ChatMessage) => void;
};

/** A rough height per kind, for the virtual list's first layout (real heights are measured). */
export function estimateChatMessageHeight(message: ChatMessage): number {
  switch (chatMessageContent(message).kind) {
    case "picture":
      return 150;
    case "video":
      return 178;
    case "audio":
      return 84;
    default:
      return 54;
  }
}

/**
 * One chat message. Text is shown as text (never as HTML); CUSTOM as an unrecognisable message;
 * audio and video are playable and load nothing until played (preload="none"); a picture is a
 * lazily loaded thumbnail that opens large.
 */
export function ChatMessageView({ message, onOpenPicture, className, ...props }: ChatMessageViewProps) {
  const content = chatMessageContent(message);
  return (
    <article
      data-slot="chat-message"
      data-kind={content.kind}
      className={cn("flex min-w-0 flex-col gap-1 py-2", className)}
      {...props}
    >
      <span data-slot="chat-message-from" className="text-xs font-medium text-muted-foreground">
        {message.fromNick || "—"}
      </span>
      <ChatMessageBody content={content} message={message} onOpenPicture={onOpenPicture} />
    </article>
  );
}

function ChatMessageBody({
  content,
  message,
  onOpenPicture,
}: {
  content: ReturnType<typeof chatMessageContent>;
  message: ChatMessage;
  onOpenPicture?: (url: string, message: ChatMessage) => void;
}) {
  const bodyClass = "whitespace-pre-wrap break-words text-sm text-foreground";
  switch (content.kind) {
    case "text":
      return <p className={bodyClass}>{content.text}</p>;
    case "custom":
      return <p className="text-sm text-muted-foreground italic">{content.text}</p>;
    case "audio":
      return content.url ? (
        <audio
          data-slot="chat-message-audio"
          controls
          preload="none"
          src={content.url}
          aria-label={content.duration ? `语音消息，${content.duration}秒` : "语音消息"}
          className="h-10 w-64 max-w-full"
        />
      ) : (
        <p className="text-sm text-muted-foreground">{content.text}</p>
      );
    case "picture":
      return content.url ? (
        <button
          type="button"
          data-slot="chat-message-picture"
          onClick={() => onOpenPicture?.(content.url!, message)}
          className="w-fit cursor-zoom-in rounded-md border border-border bg-muted p-0.5"
        >
          <img
            src={content.url}
            alt="图片消息，点击查看大图"
            loading="lazy"
            decoding="async"
            width={120}
            height={120}
            className="size-[120px] rounded-sm object-cover"
          />
        </button>
      ) : (
        <p className="text-sm text-muted-foreground">{content.text}</p>
      );
    case "video":
      return content.url ? (
        <video
          data-slot="chat-message-video"
          controls
          playsInline
          preload="none"
          src={content.url}
          width={256}
          height={144}
          aria-label={content.duration ? `视频消息，${content.duration}秒` : "视频消息"}
          className="h-36 w-64 max-w-full rounded-md bg-muted"
        />
      ) : (
        <p className="text-sm text-muted-foreground">{content.text}</p>
      );
  }
}
