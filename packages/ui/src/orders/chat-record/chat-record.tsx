import { useCallback, useId, useRef, useState, type ComponentProps } from "react";
import { useVirtualizer } from "@tanstack/react-virtual";
import { splitChatRecord, type ChatMessage } from "@doctor-console/domain";
import { cn } from "../../lib/cn";
import { useControllableState } from "../../lib/use-controllable-state";
import { ChevronDownIcon } from "../../primitives/icon";
import { ChatMessageView, estimateChatMessageHeight } from "./chat-message";
import { PictureViewer } from "../../lib/picture-viewer";

export type ChatRecordProps = Omit<ComponentProps<"section">, "children"> & {
  messages: readonly ChatMessage[];
  /** Whether the rest of the messages is shown (controlled). */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Height of the scrolling list of the rest, in px. */
  viewportHeight?: number;
  /** Heading text. */
  title?: string;
};

/**
 * The chat record as an accordion: the first 3 messages are the titles, the rest opens inside.
 * The rest is a virtual list, so a consultation of thousands of messages opens at once and only
 * the messages in view exist in the page (and only they load media).
 */
export function ChatRecord({
  messages,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  viewportHeight = 480,
  title = "聊天记录",
  className,
  ...props
}: ChatRecordProps) {
  const [open, setOpen] = useControllableState({ prop: openProp, defaultProp: defaultOpen, onChange: onOpenChange });
  const [picture, setPicture] = useState<string | null>(null);
  const headingId = useId();
  const contentId = useId();
  const { titles, rest } = splitChatRecord(messages);
  const openPicture = useCallback((url: string) => setPicture(url), []);

  return (
    <section
      data-slot="chat-record"
      data-state={open ? "open" : "closed"}
      aria-labelledby={headingId}
      className={cn("rounded-dc-lg border border-dc-border bg-dc-background", className)}
      {...props}
    >
      <h3 id={headingId} className="border-b border-dc-border px-4 py-2.5 text-dc-base font-semibold text-dc-foreground">
        {title}
        <span className="ml-2 text-dc-sm font-normal text-dc-muted-foreground">共 {messages.length} 条</span>
      </h3>
      {messages.length === 0 ? (
        <p data-slot="chat-record-empty" className="px-4 py-6 text-center text-dc-sm text-dc-muted-foreground">
          暂无聊天记录
        </p>
      ) : (
        <ol data-slot="chat-record-titles" aria-label="前3条消息" className="divide-y divide-dc-border px-4">
          {titles.map((message, i) => (
            <li key={i}>
              <ChatMessageView message={message} onOpenPicture={openPicture} />
            </li>
          ))}
        </ol>
      )}
      {rest.length > 0 ? (
        <>
          <button
            type="button"
            data-slot="chat-record-trigger"
            aria-expanded={open}
            aria-controls={contentId}
            onClick={() => setOpen((o) => !o)}
            className="flex w-full cursor-pointer items-center justify-center gap-1 border-t border-dc-border px-4 py-2 text-dc-sm text-dc-primary hover:bg-dc-primary-soft"
          >
            {open ? "收起聊天记录" : `展开其余 ${rest.length} 条消息`}
            <ChevronDownIcon aria-hidden className={cn("size-4 transition-transform", open && "rotate-180")} />
          </button>
          <div id={contentId} data-slot="chat-record-content" hidden={!open}>
            {open ? <VirtualMessages messages={rest} offset={titles.length} height={viewportHeight} onOpenPicture={openPicture} /> : null}
          </div>
        </>
      ) : null}
      <PictureViewer src={picture} onClose={() => setPicture(null)} />
    </section>
  );
}

function VirtualMessages({
  messages,
  offset,
  height,
  onOpenPicture,
}: {
  messages: readonly ChatMessage[];
  offset: number;
  height: number;
  onOpenPicture: (url: string) => void;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Virtual returns fresh functions by design.
  const virtualizer = useVirtualizer({
    count: messages.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (i) => estimateChatMessageHeight(messages[i]!),
    overscan: 3,
    // Lay out the first screen in the very first render: the expand click paints at once.
    initialRect: { width: 640, height },
  });
  const items = virtualizer.getVirtualItems();
  const total = messages.length + offset;
  return (
    <div
      ref={scrollRef}
      data-slot="chat-record-viewport"
      role="region"
      aria-label="其余聊天记录"
      tabIndex={0}
      style={{ height, overflowY: "auto", contain: "strict" }}
      className="border-t border-dc-border"
    >
      <div role="list" style={{ height: virtualizer.getTotalSize(), position: "relative", width: "100%" }}>
        {items.map((item) => (
          <div
            key={item.key}
            role="listitem"
            aria-posinset={offset + item.index + 1}
            aria-setsize={total}
            data-index={item.index}
            ref={virtualizer.measureElement}
            className="absolute top-0 left-0 w-full border-b border-dc-border px-4"
            style={{ transform: `translateY(${item.start}px)` }}
          >
            <ChatMessageView message={messages[item.index]!} onOpenPicture={onOpenPicture} />
          </div>
        ))}
      </div>
    </div>
  );
}
