import { useCallback, useEffect, useState } from "react";
import type { TabBarItem } from "@doctor-console/ui/shell";
import { paths } from "../paths";

const KEY = "openedTabs";

function load(): TabBarItem[] {
  try {
    const items = JSON.parse(sessionStorage.getItem(KEY) ?? "[]") as TabBarItem[];
    return Array.isArray(items) ? items : [];
  } catch {
    return [];
  }
}

/**
 * The tab bar's opened pages: a page opens a tab (or reuses the tab of its route), a closed tab
 * goes away and, when it was the current one, its neighbour opens. Kept for the browser tab's life.
 */
export function useOpenedTabs(current: TabBarItem & { key: string }, navigate: (path: string) => void) {
  const [items, setItems] = useState<(TabBarItem & { key?: string })[]>(load);
  const [prevKey, setPrevKey] = useState<string>();

  // Adjust during render when the page changes (React's "storing information from previous renders").
  if (prevKey !== current.key + current.path) {
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

  useEffect(() => sessionStorage.setItem(KEY, JSON.stringify(items)), [items]);

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

  return { items, close };
}
