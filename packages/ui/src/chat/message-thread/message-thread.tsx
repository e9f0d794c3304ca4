import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ComponentProps } from "react";
import { chatScreenTexts, type ChatThreadMessage } from "@doctor-console/domain";
import { cn } from "../../lib/cn";
import { Spinner } from "../../primitives/spinner";
import { VisuallyHidden } from "../../primitives/visually-hidden";
import { PictureViewer } from "../../lib/picture-viewer";
import { useVirtualRows, type VirtualRowKey } from "../../lib/virtual-rows";
import { chatDay, chatDayLabel } from "../lib/chat-time";
import { ChatBubble, estimateChatBubbleHeight } from "./chat-bubble";

export type MessageThreadProps = Omit<ComponentProps<"div">, "children"> & {
  /** The messages, oldest first. */
  messages: readonly ChatThreadMessage[];
  patientName?: string;
  /** Whether older messages exist before the first one: scrolling to the top asks for them. */
  hasOlder?: boolean;
  loadingOlder?: boolean;
  onLoadOlder?: () => void;
  onRetry?: (message: ChatThreadMessage) => void;
  /** Upload progress of images being sent, by client id (0–1). */
  progress?: Readonly<Record<string, number>>;
  /** "Now", for the day separators (今天, 昨天). */
  now?: Date;
  /**
   * The viewport's height to render the first rows for, before it is laid out (when no thread
   * was opened in the page yet), and when it has none of its own to read (a hidden thread).
   */
  initialHeight?: number;
};

/** A row of the list: the head (null, always first), a day separator (its `yyyy-MM-dd`) or a message. */
type Row = ChatThreadMessage | string | null;
/** A row's key: a message's client id (or id), a day's first instant, or the head's -1. */
type RowKey = VirtualRowKey;
const NEAR_TOP_PX = 160;
/** The head's height (h-9) and a day separator's (py-2 and a line of text-dc-xs), as laid out. */
const ROW_PX = 36;
const DAY_PX = 34;
const DAY_MS = 86_400_000;
/** The head's key; a day's key is the instant its day starts (a number: never a message's id). */
const HEAD_KEY = -1;
/** The viewport's height of the last thread opened in this page: the next one renders for it. */
let lastViewportHeight: number | undefined;
const THREAD_CLASS = "relative flex h-full min-h-0 flex-1 flex-col";
/** Rows kept in the page beyond each edge of the view. */
const OVERSCAN = 2;

/**
 * A conversation's messages: day separators, the patient's and the doctor's bubbles with their
 * states. It opens at the newest message and stays there as messages arrive (unless the doctor
 * scrolled up to read); scrolling to the top loads older messages and keeps the view where it
 * was. A virtual list (`useVirtualRows`, as the chat record's): only the messages in view exist
 * in the page, so a thread of thousands opens at once.
 */
export function MessageThread({
  messages,
  patientName = "",
  hasOlder = false,
  loadingOlder = false,
  onLoadOlder,
  onRetry,
  progress,
  now: nowProp,
  initialHeight = 480,
  className,
  ...props
}: MessageThreadProps) {
  const [fallbackNow] = useState(() => new Date());
  const now = nowProp ?? fallbackNow;
  const [picture, setPicture] = useState<string | null>(null);
  // The picture viewer (a dialog) joins the page with the first picture opened, and stays.
  const [viewer, setViewer] = useState(false);
  const openPicture = useCallback((url: string) => {
    setViewer(true);
    setPicture(url);
  }, []);
  // The rows with their keys, estimated heights and where each starts, worked out once per list
  // of messages. One lean pass (it runs while the thread opens): no object or string made per
  // message, the message is its own row and its id its key; a day is worked out only when a
  // message crosses into the next one.
  const estimated = useMemo(() => {
    const count = messages.length;
    const rows: Row[] = [null];
    const keys: RowKey[] = [HEAD_KEY];
    const starts: number[] = [0];
    // The current day's bounds, as instants and as the ISO strings a server writes (compared as
    // strings while the messages' times are written that way: no date parsed per message).
    let dayStart = Infinity;
    let dayEnd = -Infinity;
    let dayFrom = "";
    let dayTo = "";
    let lastDay = "";
    let total = ROW_PX;
    for (let i = 0; i < count; i++) {
      const message = messages[i]!;
      const sentAt = message.sentAt;
      const iso = sentAt.length === 24 && sentAt.charCodeAt(23) === 90;
      const at = iso ? 0 : Date.parse(sentAt);
      if (iso ? !(sentAt >= dayFrom && sentAt < dayTo) : !(at >= dayStart && at < dayEnd)) {
        const day = chatDay(sentAt);
        dayStart = Date.parse(`${day}T00:00:00+08:00`);
        dayEnd = dayStart + DAY_MS;
        dayFrom = new Date(dayStart).toISOString();
        dayTo = new Date(dayEnd).toISOString();
        if (day !== lastDay) {
          rows.push((lastDay = day));
          keys.push(dayStart);
          starts.push(total);
          total += DAY_PX;
        }
      }
      rows.push(message);
      keys.push(message.clientId || message.id);
      starts.push(total);
      total += estimateChatBubbleHeight(message);
    }
    starts.push(total);
    return { rows, keys, starts };
  }, [messages]);
  const { rows, keys } = estimated;

  // At first the view is the end of the thread, as tall as the last thread's viewport in the page
  // (or `initialHeight`): its first render is its first screen. The view holds the newest while
  // at them, and keeps the message the doctor reads in place when older ones come in above.
  const [firstHeight] = useState(() => lastViewportHeight ?? initialHeight);
  const { first, last, starts, total, scrollRef, onScroll: onListScroll, measureRow, scrollToEnd } = useVirtualRows({
    keys,
    estimatedStarts: estimated.starts,
    anchor: "end",
    initialHeight: firstHeight,
    overscan: OVERSCAN,
  });
  useLayoutEffect(() => {
    const height = scrollRef.current?.clientHeight;
    if (height) lastViewportHeight = height;
  }, [scrollRef]);

  // The doctor's own message, just sent, brings the newest into view (wherever the doctor was reading).
  const newest = messages.at(-1);
  const newestKey = newest ? newest.clientId || newest.id : null;
  const shownNewest = useRef<RowKey | null>(null);
  useLayoutEffect(() => {
    if (newestKey === shownNewest.current) return;
    shownNewest.current = newestKey;
    if (newest?.from === "doctor" && newest.state === "sending") scrollToEnd();
  });

  const onScroll = () => {
    onListScroll();
    const el = scrollRef.current;
    if (el && el.scrollTop < NEAR_TOP_PX && hasOlder && !loadingOlder) onLoadOlder?.();
  };

  // The patient's new message, told to a screen reader (not the history loaded on opening).
  const [announcement, setAnnouncement] = useState("");
  const lastSeen = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    const id = newest?.id ?? null;
    if (lastSeen.current !== undefined && id !== lastSeen.current && newest?.from === "patient") {
      setAnnouncement(`${patientName || "患者"}：${newest.kind === "image" ? chatScreenTexts.image : newest.text}`);
    }
    lastSeen.current = id;
  }, [newest, patientName]);

  const items: number[] = [];
  for (let i = first; i <= last; i++) items.push(i);
  return (
    <div data-slot="message-thread" className={className ? cn(THREAD_CLASS, className) : THREAD_CLASS} {...props}>
      <div
        ref={scrollRef}
        data-slot="message-thread-viewport"
        role="region"
        aria-label={chatScreenTexts.thread}
        aria-busy={loadingOlder || undefined}
        tabIndex={0}
        onScroll={onScroll}
        style={{ overflowY: "auto", contain: "strict" }}
        className="min-h-0 flex-1 bg-dc-surface focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-dc-ring"
      >
        <div role="list" style={{ height: total, position: "relative", width: "100%" }}>
          {items.map((index) => {
            const row = rows[index]!;
            return (
              <div
                key={keys[index]}
                role="listitem"
                data-index={index}
                ref={measureRow}
                className="absolute top-0 left-0 w-full"
                style={{ transform: `translateY(${starts[index]}px)` }}
              >
                {isMessage(row) ? (
                  <ChatBubble
                    message={row}
                    patientName={patientName}
                    progress={progress?.[row.clientId]}
                    onRetry={onRetry}
                    onOpenPicture={openPicture}
                  />
                ) : row !== null ? (
                  <div data-slot="message-thread-day" className="flex items-center gap-3 px-4 py-2 text-dc-xs text-dc-muted-foreground">
                    <span aria-hidden className="h-px flex-1 bg-dc-border" />
                    <span>{chatDayLabel(row, now)}</span>
                    <span aria-hidden className="h-px flex-1 bg-dc-border" />
                  </div>
                ) : (
                  <div data-slot="message-thread-head" className="flex h-9 items-center justify-center gap-2 text-dc-xs text-dc-muted-foreground">
                    {hasOlder ? (
                      <>
                        <Spinner size="sm" aria-hidden />
                        {chatScreenTexts.loadingOlder}
                      </>
                    ) : messages.length === 0 ? (
                      chatScreenTexts.noMessages
                    ) : (
                      chatScreenTexts.startOfConversation
                    )}
                  </div>
                )}
              </div>
            );
          })}
        </div>
      </div>
      <VisuallyHidden role="status" data-slot="message-thread-announcer">
        {announcement}
      </VisuallyHidden>
      {viewer ? <PictureViewer src={picture} onClose={() => setPicture(null)} /> : null}
    </div>
  );
}

function isMessage(row: Row | undefined): row is ChatThreadMessage {
  return typeof row === "object" && row !== null;
}
