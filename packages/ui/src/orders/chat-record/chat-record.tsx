import { useCallback, useId, useMemo, useState, type ComponentProps } from "react";
import { splitChatRecord, type ChatMessage } from "@doctor-console/domain";
import { cn } from "../../lib/cn";
import { useControllableState } from "../../lib/use-controllable-state";
import { ChevronDownIcon } from "../../primitives/icon";
import { ChatMessageView, estimateChatMessageHeight } from "./chat-message";
import { PictureViewer } from "../../lib/picture-viewer";
import { useVirtualRows } from "../../lib/virtual-rows";

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
 * The rest is a virtual list (`useVirtualRows`, as the chat thread's), so a consultation of
 * thousands of messages opens at once and only the messages in view exist in the page (and only
 * they load media).
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
  // Split once per record: the list of the rest lays out again only when the messages change.
  const { titles, rest } = useMemo(() => splitChatRecord(messages), [messages]);
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
  // Each message's index is its key; one pass gives each its estimated start.
  const rows = useMemo(() => {
    const count = messages.length;
    const keys = new Array<number>(count);
    const starts = new Array<number>(count + 1);
    let at = 0;
    for (let i = 0; i < count; i++) {
      keys[i] = i;
      starts[i] = at;
      at += estimateChatMessageHeight(messages[i]!);
    }
    starts[count] = at;
    return { keys, starts };
  }, [messages]);
  // The first screen is laid out in the very first render (the viewport's height is known): the
  // expand click paints at once.
  const { first, last, starts, total, scrollRef, onScroll, measureRow } = useVirtualRows({
    keys: rows.keys,
    estimatedStarts: rows.starts,
    anchor: "start",
    initialHeight: height,
    overscan: 3,
  });
  const setSize = messages.length + offset;
  const items: number[] = [];
  for (let i = first; i <= last; i++) items.push(i);
  return (
    <div
      ref={scrollRef}
      data-slot="chat-record-viewport"
      role="region"
      aria-label="其余聊天记录"
      tabIndex={0}
      onScroll={onScroll}
      style={{ height, overflowY: "auto", contain: "strict" }}
      className="border-t border-dc-border"
    >
      <div role="list" style={{ height: total, position: "relative", width: "100%" }}>
        {items.map((index) => (
          <div
            key={index}
            role="listitem"
            aria-posinset={offset + index + 1}
            aria-setsize={setSize}
            data-index={index}
            ref={measureRow}
            className="absolute top-0 left-0 w-full border-b border-dc-border px-4"
            style={{ transform: `translateY(${starts[index]}px)` }}
          >
            <ChatMessageView message={messages[index]!} onOpenPicture={onOpenPicture} />
          </div>
        ))}
      </div>
    </div>
  );
}
