import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ComponentProps } from "react";
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
  /**
   * The viewport's height to render the first rows for, before it is laid out (when no thread
   * was opened in the page yet), and when it has none of its own to read (a hidden thread).
   */
  initialHeight?: number;
};

/** A row of the list: the head (null, always first), a day separator (its `yyyy-MM-dd`) or a message. */
type Row = ChatThreadMessage | string | null;
/** A row's key: a message's client id (or id), a day's first instant, or the head's -1. */
type RowKey = string | number;
/** The part of the thread to have in the page: from `top`, `height` tall, or its end (`atEnd`). */
interface View {
  top: number;
  height: number;
  atEnd: boolean;
}

const NEAR_TOP_PX = 160;
const NEAR_BOTTOM_PX = 48;
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

  // Heights measured in the page (by key: they stay right when older messages come in above).
  // Until one differs from its estimate, the estimated layout is the layout.
  const [measured, setMeasured] = useState<ReadonlyMap<RowKey, number>>(() => new Map());
  const starts = useMemo(() => {
    const { keys, starts } = estimated;
    if (measured.size === 0) return starts;
    const out = new Array<number>(starts.length);
    let at = 0;
    for (let i = 0; i < keys.length; i++) {
      out[i] = at;
      at += measured.get(keys[i]!) ?? starts[i + 1]! - starts[i]!;
    }
    out[keys.length] = at;
    return out;
  }, [estimated, measured]);
  const total = starts[rows.length]!;

  // What is in the page: the rows that meet the view, and two more on each side. At first the
  // view is the end of the thread, as tall as the last thread's viewport (or `initialHeight`): no
  // layout is read to render; the viewport's height is read once the rows are in, and only one
  // that these rows do not cover renders again (before the first paint).
  const [view, setView] = useState<View>(() => ({ top: 0, height: lastViewportHeight ?? initialHeight, atEnd: true }));
  const viewTop = view.atEnd ? Math.max(0, total - view.height) : view.top;
  const first = Math.max(0, rowAt(starts, rows.length, viewTop) - OVERSCAN);
  const last = Math.min(rows.length - 1, rowAt(starts, rows.length, viewTop + view.height) + OVERSCAN);

  const scrollRef = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  // The latest layout, for the measuring and scrolling callbacks.
  const current = useRef({ rows, keys, starts, first, last, total });
  useLayoutEffect(() => {
    current.current = { rows, keys, starts, first, last, total };
  });

  /** Renders again when the rows in the page do not cover the view (a scroll, a resize). */
  const follow = useCallback(() => {
    const el = scrollRef.current;
    if (!el) return;
    const { rows, starts, first, last } = current.current;
    const height = el.clientHeight || initialHeight;
    const top = el.scrollTop;
    const need = [rowAt(starts, rows.length, top), rowAt(starts, rows.length, top + height)] as const;
    const atEnd = atBottom.current;
    if (need[0] < first || need[1] > last) setView({ top, height, atEnd });
    else setView((v) => (v.atEnd === atEnd && (atEnd || v.height >= height) ? v : { top, height, atEnd }));
  }, [initialHeight]);

  // Real heights come from a resize observer (it reports each row once as it comes in, then on
  // change). A row above the view that grows or shrinks moves the view by as much, unless the
  // newest are in view, which the pin below keeps there.
  const adjust = useRef(0);
  const observer = useRef<ResizeObserver | null>(null);
  const observe = useCallback(
    (element: Element) => {
      if (!observer.current && typeof ResizeObserver !== "undefined") {
        observer.current = new ResizeObserver((entries) => {
          const el = scrollRef.current;
          const { keys, starts } = current.current;
          let changes: Map<RowKey, number> | null = null;
          for (const entry of entries) {
            const target = entry.target as HTMLElement;
            if (target === el) continue;
            const index = Number(target.dataset.index);
            const key = keys[index];
            const box = entry.borderBoxSize?.[0];
            if (key === undefined || !box) continue;
            const size = Math.round(box.blockSize);
            const was = starts[index + 1]! - starts[index]!;
            if (size === was || size === 0) continue;
            (changes ??= new Map()).set(key, size);
            if (el && !atBottom.current && starts[index]! < el.scrollTop) adjust.current += size - was;
          }
          // Rendered after this frame, as rows that come in are observed there and then.
          if (changes) {
            const found = changes;
            setMeasured((m) => new Map([...m, ...found]));
          }
          if (entries.some((e) => e.target === el)) follow();
        });
      }
      observer.current?.observe(element);
      return observer.current;
    },
    [follow],
  );
  useEffect(
    () => () => {
      observer.current?.disconnect();
      observer.current = null;
    },
    [],
  );
  const measureRow = useCallback(
    (element: HTMLDivElement | null) => {
      const o = element ? observe(element) : null;
      return o ? () => o.unobserve(element!) : undefined;
    },
    [observe],
  );

  // Where the view was: the first message (a prepend moves it down) and the last row (an append).
  const edges = useRef<{ first: RowKey | null; firstStart: number; last: RowKey | null }>({ first: null, firstStart: 0, last: null });
  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    const firstIndex = rows.findIndex(isMessage);
    const firstKey = firstIndex < 0 ? null : keys[firstIndex]!;
    const lastKey = rows.length > 1 ? keys[rows.length - 1]! : null;
    const before = edges.current;
    edges.current = { first: firstKey, firstStart: firstIndex < 0 ? 0 : starts[firstIndex]!, last: lastKey };
    if (before.last === null) {
      // Opening (or the first messages): the newest message at the bottom of the view.
      observe(el);
      el.scrollTop = el.scrollHeight;
      if (el.clientHeight) lastViewportHeight = el.clientHeight;
      if (el.clientHeight > view.height) follow();
      return;
    }
    if (before.first !== null && before.first !== firstKey) {
      // Older messages came in above: keep the message the doctor was reading where it was.
      const index = keys.indexOf(before.first);
      if (index > 0 && !atBottom.current) {
        el.scrollTop += starts[index]! - before.firstStart;
        follow();
      }
    }
    if (before.last !== lastKey) {
      const newest = rows.at(-1);
      const mine = isMessage(newest) && newest.from === "doctor" && newest.state === "sending";
      if (mine && !atBottom.current) {
        atBottom.current = true;
        follow();
      }
      if (atBottom.current) el.scrollTop = el.scrollHeight;
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the rows change, with the layout of that render
  }, [rows]);

  // While at the bottom, measured heights (an image, a long text) keep the newest in view; above
  // it, rows measured above the view keep the message the doctor reads where it was.
  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    if (atBottom.current) el.scrollTop = el.scrollHeight;
    else if (adjust.current !== 0) el.scrollTop += adjust.current;
    adjust.current = 0;
  }, [total]);

  const onScroll = () => {
    const el = scrollRef.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
    follow();
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

/** The row at a height of the thread (the last one past its end). */
function rowAt(starts: readonly number[], count: number, y: number): number {
  let lo = 0;
  let hi = count - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= y) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

function isMessage(row: Row | undefined): row is ChatThreadMessage {
  return typeof row === "object" && row !== null;
}
