import { useCallback, useEffect, useState } from "react";
import type { TabBarItem } from "@doctor-console/ui/shell";
import { paths } from "../paths";

const KEY = "openedTabs";

type OpenedTab = TabBarItem & { key?: string };

/** The tabs kept for this browser tab, when they were opened by `owner` (another account starts afresh). */
function load(owner: number): OpenedTab[] {
  try {
    const saved = JSON.parse(sessionStorage.getItem(KEY) ?? "null") as { owner?: number; items?: OpenedTab[] } | null;
    return saved?.owner === owner && Array.isArray(saved.items) ? saved.items : [];
  } catch {
    return [];
  }
}

/** Signing out closes every opened page: the next doctor on this browser starts with none. */
export function forgetOpenedTabs(): void {
  sessionStorage.removeItem(KEY);
}

/**
 * The tab bar's opened pages: a page opens a tab (or reuses the tab of its route), a closed tab
 * goes away and, when it was the current one, its neighbour opens. Kept for the browser tab's life
 * and for one account: a change of account starts with no tabs (see docs/behaviour/shell.md).
 */
export function useOpenedTabs(current: TabBarItem & { key: string }, navigate: (path: string) => void, owner: number) {
  const [items, setItems] = useState<OpenedTab[]>(() => load(owner));
  const [prevKey, setPrevKey] = useState<string>();
  const [prevOwner, setPrevOwner] = useState(owner);

  // Adjust during render when the page or the account changes (React's "storing information from previous renders").
  if (prevOwner !== owner) {
    setPrevOwner(owner);
    setPrevKey(undefined);
    setItems([]);
  } else if (prevKey !== current.key + current.path) {
    setPrevKey(current.key + current.path);
    setItems((list) => {
      const i = list.findIndex((t) => (t.key ?? t.path) === current.key);
      const tab = { ...current, closable: current.path.toLowerCase() !== paths.welcome.toLowerCase() };
      if (i === -1) return [...list, tab];
      const next = [...list];
      next[i] = tab;
      return next;
    });
  }

  useEffect(() => {
    if (owner) sessionStorage.setItem(KEY, JSON.stringify({ owner, items }));
  }, [owner, items]);

  const close = useCallback(
    (path: string) => {
      const i = items.findIndex((t) => t.path === path);
      if (i === -1) return;
      const next = items.filter((_, j) => j !== i);
      setItems(next);
      if (path === current.path) navigate(next[Math.min(i, next.length - 1)]?.path ?? paths.welcome);
    },
    [items, current.path, navigate],
  );

  /** Keeps the current page and those that cannot be closed (the home). */
  const closeOthers = useCallback(() => {
    setItems((list) => list.filter((t) => t.closable === false || t.path === current.path));
  }, [current.path]);

  /** Keeps only the pages that cannot be closed, and opens the home. */
  const closeAll = useCallback(() => {
    setItems((list) => list.filter((t) => t.closable === false));
    if (current.path.toLowerCase() !== paths.welcome.toLowerCase()) navigate(paths.welcome);
  }, [current.path, navigate]);

  return { items, close, closeOthers, closeAll };
}
