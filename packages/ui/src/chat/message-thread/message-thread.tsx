import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ComponentProps } from "react";
import { useVirtualizer } from "@tanstack/react-virtual";
import { chatScreenTexts, type ChatThreadMessage } from "@doctor-console/domain";
import { cn } from "../../lib/cn";
import { Spinner } from "../../primitives/spinner";
import { VisuallyHidden } from "../../primitives/visually-hidden";
import { PictureViewer } from "../../lib/picture-viewer";
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
  /** The viewport's height when it has none of its own to read (a hidden or unlaid-out thread). */
  initialHeight?: number;
};

/** A row of the list: the head (null, always first), a day separator (its `yyyy-MM-dd`) or a message. */
type Row = ChatThreadMessage | string | null;

const NEAR_TOP_PX = 160;
const NEAR_BOTTOM_PX = 48;
/** The head's height (h-9) and a day separator's (py-2 and a line of text-dc-xs), as laid out. */
const ROW_PX = 36;
const DAY_PX = 34;
const DAY_MS = 86_400_000;
/** The head's key; a day's key is the instant its day starts (a number: never a message's id). */
const HEAD_KEY = -1;

/**
 * A conversation's messages: day separators, the patient's and the doctor's bubbles with their
 * states. It opens at the newest message and stays there as messages arrive (unless the doctor
 * scrolled up to read); scrolling to the top loads older messages and keeps the view where it
 * was. A virtual list, the chat record's technique: only the messages in view exist in the page,
 * so a thread of thousands opens at once.
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
  const openPicture = useCallback((url: string) => setPicture(url), []);
  // The rows with their keys and estimated heights, worked out once per list of messages: the
  // virtualizer asks for every row's key and height when it lays the thread out. One lean pass
  // (it runs while the thread opens): no object or string made per message, the message is its
  // own row and its id its key; a day is worked out only when a message crosses into the next one.
  const { rows, keys, sizes, estimatedTotal } = useMemo(() => {
    const rows: Row[] = [null];
    const keys: (string | number)[] = [HEAD_KEY];
    const sizes: number[] = [ROW_PX];
    let dayStart = Infinity;
    let dayEnd = -Infinity;
    let lastDay = "";
    let estimatedTotal = ROW_PX;
    for (const message of messages) {
      const at = Date.parse(message.sentAt);
      if (!(at >= dayStart && at < dayEnd)) {
        const day = chatDay(message.sentAt);
        dayStart = Date.parse(`${day}T00:00:00+08:00`);
        dayEnd = dayStart + DAY_MS;
        if (day !== lastDay) {
          rows.push((lastDay = day));
          keys.push(dayStart);
          sizes.push(DAY_PX);
          estimatedTotal += DAY_PX;
        }
      }
      const size = estimateChatBubbleHeight(message);
      rows.push(message);
      keys.push(message.clientId || message.id);
      sizes.push(size);
      estimatedTotal += size;
    }
    return { rows, keys, sizes, estimatedTotal };
  }, [messages]);

  const scrollRef = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  // Stable for a given list of rows: the virtualizer lays out all rows again whenever its key
  // function changes, so a fresh one per render would walk the whole thread on every render.
  const estimate = useCallback((i: number) => sizes[i] ?? ROW_PX, [sizes]);
  const keyOf = useCallback((i: number) => keys[i]!, [keys]);
  // The viewport's size, read once before the first paint (the empty viewport is cheap to lay
  // out): the newest screen is then laid out once, at the right height, with no correcting
  // render and no correcting scroll.
  const [viewport, setViewport] = useState<{ width: number; height: number } | null>(null);
  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (viewport || !el) return;
    setViewport({ width: el.clientWidth || 640, height: el.clientHeight || initialHeight });
  }, [viewport, initialHeight]);
  const viewportHeight = viewport?.height ?? initialHeight;
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Virtual returns fresh functions by design.
  const virtualizer = useVirtualizer({
    enabled: viewport !== null,
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: estimate,
    getItemKey: keyOf,
    overscan: 2,
    // Lay out the newest screen in the first render of the rows: the thread paints at its end at once.
    initialRect: viewport ?? { width: 640, height: initialHeight },
    initialOffset: () => Math.max(0, estimatedTotal - viewportHeight),
    // Real heights come from the resize observer (after the first paint); a row just rendered
    // keeps its known or estimated height instead of a synchronous read of the layout per row.
    measureElement: (element, entry, instance) => {
      const box = entry?.borderBoxSize?.[0];
      if (box) return Math.round(box.blockSize);
      const index = instance.indexFromElement(element);
      return instance.itemSizeCache.get(keyOf(index)) ?? estimate(index);
    },
  });

  // Where the view was: the first message (a prepend moves it down) and the last row (an append).
  const edges = useRef<{ first: string | number | null; firstStart: number; last: string | number | null }>({ first: null, firstStart: 0, last: null });
  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (!el || !viewport) return;
    const firstIndex = rows.findIndex(isMessage);
    const first = firstIndex < 0 ? null : keyOf(firstIndex);
    const last = rows.length > 1 ? keyOf(rows.length - 1) : null;
    const before = edges.current;
    const startOf = (i: number) => virtualizer.measurementsCache[i]?.start ?? 0;
    edges.current = { first, firstStart: firstIndex < 0 ? 0 : startOf(firstIndex), last };
    if (before.last === null) {
      // Opening: the newest message (the first layout already starts there; this corrects the estimate).
      if (el.scrollHeight - el.scrollTop - el.clientHeight > 1) el.scrollTop = el.scrollHeight;
      return;
    }
    if (before.first !== null && before.first !== first) {
      // Older messages came in above: keep the message the doctor was reading where it was.
      const index = rows.findIndex((_, i) => keyOf(i) === before.first);
      if (index > 0) el.scrollTop += startOf(index) - before.firstStart;
    }
    if (before.last !== last) {
      const newest = rows.at(-1);
      const mine = isMessage(newest) && newest.from === "doctor" && newest.state === "sending";
      if (atBottom.current || mine) virtualizer.scrollToIndex(rows.length - 1, { align: "end" });
    }
  }, [rows, virtualizer, keyOf, viewport]);

  // While at the bottom, measured heights (an image, a long text) keep the newest in view.
  const total = virtualizer.getTotalSize();
  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (el && atBottom.current) el.scrollTop = el.scrollHeight;
  }, [total]);

  const onScroll = () => {
    const el = scrollRef.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
    if (el.scrollTop < NEAR_TOP_PX && hasOlder && !loadingOlder) onLoadOlder?.();
  };

  // The patient's new message, told to a screen reader (not the history loaded on opening).
  const [announcement, setAnnouncement] = useState("");
  const lastSeen = useRef<string | null | undefined>(undefined);
  const newest = messages.at(-1);
  useEffect(() => {
    const id = newest?.id ?? null;
    if (lastSeen.current !== undefined && id !== lastSeen.current && newest?.from === "patient") {
      setAnnouncement(`${patientName || "患者"}：${newest.kind === "image" ? chatScreenTexts.image : newest.text}`);
    }
    lastSeen.current = id;
  }, [newest, patientName]);

  // At the bottom, the newest stays in view by the pin above: a measured height need not move the
  // view item by item (each move would lay the page out again while a long thread opens).
  virtualizer.shouldAdjustScrollPositionOnItemSizeChange = (item, _delta, instance) => !atBottom.current && item.start < (instance.scrollOffset ?? 0);

  const items = virtualizer.getVirtualItems();
  return (
    <div data-slot="message-thread" className={cn("relative flex h-full min-h-0 flex-1 flex-col", className)} {...props}>
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
          {items.map((item) => {
            const row = rows[item.index]!;
            return (
              <div
                key={item.key}
                role="listitem"
                data-index={item.index}
                ref={virtualizer.measureElement}
                className="absolute top-0 left-0 w-full"
                style={{ transform: `translateY(${item.start}px)` }}
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
      <PictureViewer src={picture} onClose={() => setPicture(null)} />
    </div>
  );
}

function isMessage(row: Row | undefined): row is ChatThreadMessage {
  return typeof row === "object" && row !== null;
}
