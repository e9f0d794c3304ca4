import { useCallback, useLayoutEffect, useMemo, useRef, useState, type RefObject } from "react";

/** A row's key: what its measured height is kept by (it must stay the row's across renders). */
export type VirtualRowKey = string | number;

export interface VirtualRowsOptions {
  /** Each row's key, in order. */
  keys: readonly VirtualRowKey[];
  /**
   * Where each row starts by estimate, and as a last entry where the list ends (one entry more than
   * `keys`). Worked out by the caller in one pass over its items; measured heights replace the
   * estimates by key.
   */
  estimatedStarts: readonly number[];
  /** The edge the list opens at: `"start"` (the first row at the top) or `"end"` (the last row at the bottom). */
  anchor: "start" | "end";
  /**
   * The viewport's height to lay the first rows out for, before it is laid out (and when it has none
   * of its own to read, hidden). When it is right, the first render is the first screen.
   */
  initialHeight: number;
  /** Rows kept in the page beyond each edge of the view. */
  overscan: number;
}

export interface VirtualRows {
  /** The first and last index of the rows to have in the page. */
  first: number;
  last: number;
  /** Where each row starts (estimated until measured), and the list's end as the last entry. */
  starts: readonly number[];
  /** The list's height: the height of the element that holds the rows. */
  total: number;
  /** For the scrolling element (the viewport). */
  scrollRef: RefObject<HTMLDivElement | null>;
  /** For the viewport's `onScroll`. */
  onScroll: () => void;
  /**
   * For each row element's `ref`: measures it as it comes in and when it resizes. The element
   * carries its index as `data-index`.
   */
  measureRow: (element: HTMLElement | null) => (() => void) | undefined;
  /** Shows the end of the list and holds it there. */
  scrollToEnd: () => void;
}

/** The part of the list to have in the page: from `top`, `height` tall, or its end (`atEnd`). */
interface View {
  top: number;
  height: number;
  atEnd: boolean;
}

/** Closer to the end than this, the view holds the end. */
const NEAR_END_PX = 48;

/**
 * A virtual list: only the rows that meet the view (and `overscan` more on each side) are in the
 * page, absolutely placed at their starts inside an element `total` tall. See
 * docs/performance.md ("Chat thread") for why it lays rows out itself.
 *
 * - The first render lays out the rows of the anchor's edge for `initialHeight`: no layout is
 *   read to render. The viewport's height is read once the rows are in, and only one those rows
 *   do not cover renders again (before the first paint).
 * - The rows in the page are found by a binary search over the starts.
 * - Heights come from one `ResizeObserver` (each row once as it comes in, then on change) and are
 *   kept by key, so they stay right when rows come in above.
 * - When the layout changes, a view at the end of the list (where an `"end"` list opens) stays
 *   there: rows that come in or grow keep the last row at the bottom. Elsewhere the view stays on
 *   what it showed: rows measured, or come in, above it move it by as much.
 */
export function useVirtualRows({ keys, estimatedStarts, anchor, initialHeight, overscan }: VirtualRowsOptions): VirtualRows {
  const count = keys.length;
  const fallbackHeight = useRef(initialHeight);

  // Heights measured in the page, by key. Until one differs from its estimate, the estimated
  // layout is the layout.
  const [measured, setMeasured] = useState<ReadonlyMap<VirtualRowKey, number>>(() => new Map());
  const starts = useMemo(() => measuredStarts(keys, estimatedStarts, measured), [keys, estimatedStarts, measured]);
  const total = starts[count]!;

  const [view, setView] = useState<View>(() => ({ top: 0, height: initialHeight, atEnd: anchor === "end" }));
  const viewTop = view.atEnd ? Math.max(0, total - view.height) : view.top;
  const first = Math.max(0, rowAt(starts, count, viewTop) - overscan);
  const last = Math.min(count - 1, rowAt(starts, count, viewTop + view.height) + overscan);

  const scrollRef = useRef<HTMLDivElement>(null);
  /** Whether the view holds the end of the list (it is at the end, or opened there). */
  const atEnd = useRef(anchor === "end");
  // The latest layout, for the measuring and scrolling callbacks.
  const current = useRef({ keys, starts, first, last });
  useLayoutEffect(() => {
    current.current = { keys, starts, first, last };
  });

  /** Renders again when the rows in the page do not cover the view (a scroll, a resize). */
  const follow = useCallback(() => {
    const el = scrollRef.current;
    if (!el) return;
    const { keys, starts, first, last } = current.current;
    const height = el.clientHeight || fallbackHeight.current;
    const top = el.scrollTop;
    const end = atEnd.current;
    if (rowAt(starts, keys.length, top) < first || rowAt(starts, keys.length, top + height) > last) setView({ top, height, atEnd: end });
    else setView((v) => (v.atEnd === end && (end || v.height >= height) ? v : { top, height, atEnd: end }));
  }, []);

  const observer = useRef<ResizeObserver | null>(null);
  const observe = useCallback(
    (element: Element) => {
      if (!observer.current && typeof ResizeObserver !== "undefined") {
        observer.current = new ResizeObserver((entries) => {
          const el = scrollRef.current;
          const { keys, starts } = current.current;
          let changes: Map<VirtualRowKey, number> | null = null;
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
          }
          // Rendered after this frame, as rows that come in are observed there and then; the view
          // is kept in place once they are laid out (below).
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
  const measureRow = useCallback(
    (element: HTMLElement | null) => {
      const o = element ? observe(element) : null;
      return o ? () => o.unobserve(element!) : undefined;
    },
    [observe],
  );

  // The layout the rows were last placed with, to keep the view when they change.
  const placed = useRef<{ keys: readonly VirtualRowKey[]; starts: readonly number[] } | null>(null);
  useLayoutEffect(
    () => () => {
      observer.current?.disconnect();
      observer.current = null;
      placed.current = null;
    },
    [],
  );
  // After every change of the layout: at the end, the end stays in view. Elsewhere, the view
  // stays on what it showed: when heights were measured, the row at its top keeps its place (rows
  // above it that grew or shrank move the view by as much); when rows came in in or above the
  // view (older rows loaded above), the first row after them keeps its place.
  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    const before = placed.current;
    placed.current = { keys, starts };
    if (!before) {
      // Opening: the anchor's edge in view; the viewport's own height read.
      observe(el);
      if (atEnd.current) el.scrollTop = el.scrollHeight;
      if (el.clientHeight > view.height) follow();
      return;
    }
    if (atEnd.current) {
      el.scrollTop = el.scrollHeight;
      return;
    }
    const top = el.scrollTop;
    let from: number;
    let to: number;
    if (keys === before.keys) {
      from = to = rowAt(before.starts, keys.length, top);
    } else {
      // The rows that came in (or went) lie between the rows kept before them and those kept
      // after them; the first row kept after them keeps its place. Not the first row that moved:
      // a row kept before them may move too (a day's separator, when older messages of its day
      // come in after it).
      let changed = 0;
      while (changed < before.keys.length && before.keys[changed] === keys[changed]) changed++;
      if (changed === before.keys.length || before.starts[changed]! >= top + el.clientHeight) return;
      let kept = 0;
      const most = Math.min(before.keys.length, keys.length) - changed;
      while (kept < most && before.keys[before.keys.length - 1 - kept] === keys[keys.length - 1 - kept]) kept++;
      if (kept === 0) return;
      from = before.keys.length - kept;
      to = keys.length - kept;
    }
    const moved = starts[to]! - before.starts[from]!;
    if (moved === 0) return;
    el.scrollTop = top + moved;
    follow();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the layout changes, with that render's
  }, [starts]);

  const onScroll = useCallback(() => {
    const el = scrollRef.current;
    if (!el) return;
    atEnd.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_END_PX;
    follow();
  }, [follow]);

  const scrollToEnd = useCallback(() => {
    const el = scrollRef.current;
    atEnd.current = true;
    if (!el) return;
    el.scrollTop = el.scrollHeight;
    follow();
  }, [follow]);

  return { first, last, starts, total, scrollRef, onScroll, measureRow, scrollToEnd };
}

/** The starts with the measured heights in place of the estimates (the estimates while none differ). */
function measuredStarts(
  keys: readonly VirtualRowKey[],
  estimated: readonly number[],
  measured: ReadonlyMap<VirtualRowKey, number>,
): readonly number[] {
  if (measured.size === 0) return estimated;
  const out = new Array<number>(estimated.length);
  let at = 0;
  for (let i = 0; i < keys.length; i++) {
    out[i] = at;
    at += measured.get(keys[i]!) ?? estimated[i + 1]! - estimated[i]!;
  }
  out[keys.length] = at;
  return out;
}

/** The row at a height of the list (the last one past its end). */
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
