import { createContext, useContext, useEffect, useState, useSyncExternalStore } from "react";

/**
 * When a page drawn on a server was drawn (undefined where none was): a host that draws pages on
 * its server and hydrates them in the browser provides it on both sides, so that `useNow` answers
 * the same moment in both renders ("已等待 5分钟" in the HTML and in the hydrating render alike,
 * where the seconds between them could turn a minute and make React draw the page again).
 */
export const DrawnAtContext = createContext<Date | undefined>(undefined);

const noSubscription = () => () => {};

/**
 * False on a server and while React hydrates a page drawn there, true in every other render. What
 * only the browser knows (its storage, its clock) shows from the render after hydration: the
 * server drew the page without it, and the hydrating render must draw the same. The component
 * that reads it renders again then: keep it small (not one that holds the page).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * The current time, read again every `everyMs` (null: taken once): how long something has waited
 * moves on. On a server and while the browser hydrates a page drawn there, the time it was drawn
 * at (`DrawnAtContext`), then the browser's own.
 */
export function useNow(everyMs: number | null): Date {
  const drawnAt = useContext(DrawnAtContext);
  const hydrated = useHydrated();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (everyMs === null) return;
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return !hydrated && drawnAt ? drawnAt : now;
}
