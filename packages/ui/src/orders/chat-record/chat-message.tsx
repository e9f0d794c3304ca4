import { useState, type ComponentProps } from "react";
import { chatMessageContent, chatMessageKind, type ChatMessage } from "@doctor-console/domain";
import { cn } from "../../lib/cn";

export type ChatMessageViewProps = Omit<ComponentProps<"article">, "children"> & {
  message: ChatMessage;
  /** Opens a picture large (the chat record shows it in a dialog). */
  onOpenPicture?: (url: string, message: ChatMessage) => void;
};

/**
 * A rough height per kind, for the virtual list's first layout (real heights are measured).
 * It reads only the message type: it runs for every message of the record.
 */
export function estimateChatMessageHeight(message: ChatMessage): number {
  switch (chatMessageKind(message)) {
    case "picture":
      return 150;
    case "video":
      return 178;
    case "audio":
      return 74;
    default:
      return 54;
  }
}

/**
 * One chat message. Text is shown as text (never as HTML); CUSTOM as an unrecognisable message;
 * audio and video are playable and load nothing until played (made on play, preload="none"); a picture is a
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
      <span data-slot="chat-message-from" className="text-dc-xs font-medium text-dc-muted-foreground">
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
  const bodyClass = "whitespace-pre-wrap break-words text-dc-sm text-dc-foreground";
  switch (content.kind) {
    case "text":
      return <p className={bodyClass}>{content.text}</p>;
    case "custom":
      return <p className="text-dc-sm text-dc-muted-foreground italic">{content.text}</p>;
    case "audio":
      return content.url ? (
        <PlayableMedia kind="audio" url={content.url} duration={content.duration} />
      ) : (
        <p className="text-dc-sm text-dc-muted-foreground">{content.text}</p>
      );
    case "picture":
      return content.url ? (
        <button
          type="button"
          data-slot="chat-message-picture"
          onClick={() => onOpenPicture?.(content.url!, message)}
          className="w-fit cursor-zoom-in rounded-dc-md border border-dc-border bg-dc-muted p-0.5"
        >
          <img
            src={content.url}
            alt="图片消息，点击查看大图"
            loading="lazy"
            decoding="async"
            width={120}
            height={120}
            className="size-[120px] rounded-dc-sm object-cover"
          />
        </button>
      ) : (
        <p className="text-dc-sm text-dc-muted-foreground">{content.text}</p>
      );
    case "video":
      return content.url ? (
        <PlayableMedia kind="video" url={content.url} duration={content.duration} />
      ) : (
        <p className="text-dc-sm text-dc-muted-foreground">{content.text}</p>
      );
  }
}

/**
 * Audio and video: a play button first; the player (native controls, `preload="none"`) is made
 * when the doctor plays it. A long record opens fast (no player per message) and nothing loads
 * that is not played.
 */
function PlayableMedia({ kind, url, duration }: { kind: "audio" | "video"; url: string; duration: number | null }) {
  const [playing, setPlaying] = useState(false);
  const noun = kind === "audio" ? "语音" : "视频";
  const name = duration ? `${noun}消息，${duration}秒` : `${noun}消息`;
  if (playing) {
    return kind === "audio" ? (
      <audio data-slot="chat-message-audio" controls autoPlay preload="none" src={url} aria-label={name} className="h-10 w-64 max-w-full" />
    ) : (
      <video
        data-slot="chat-message-video"
        controls
        autoPlay
        playsInline
        preload="none"
        src={url}
        width={256}
        height={144}
        aria-label={name}
        className="h-36 w-64 max-w-full rounded-dc-md bg-dc-muted"
      />
    );
  }
  return (
    <button
      type="button"
      data-slot={`chat-message-${kind}-play`}
      onClick={() => setPlaying(true)}
      className={cn(
        "flex w-fit cursor-pointer items-center gap-2 rounded-dc-md border border-dc-border bg-dc-surface px-3 text-dc-sm text-dc-foreground hover:border-dc-primary hover:text-dc-primary",
        kind === "audio" ? "h-10" : "h-36 w-64 max-w-full justify-center",
      )}
    >
      <span aria-hidden className="text-dc-primary">
        ▶
      </span>
      <span>播放{name}</span>
    </button>
  );
}
