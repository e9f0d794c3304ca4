import { useCallback, useSyncExternalStore } from "react";
import { defaultChatPhrases } from "@doctor-console/domain";

/**
 * The doctor's common phrases (常用语), kept in this browser per doctor. A phrase list is the
 * doctor's own wording, not patient data, so the browser's storage is a fit place.
 */
const key = (customerId: number) => `chatPhrases:${customerId}`;
const listeners = new Set<() => void>();
const cache = new Map<string, { raw: string | null; phrases: readonly string[] }>();

function read(customerId: number): readonly string[] {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(key(customerId));
  } catch {
    // Storage off: the defaults.
  }
  const hit = cache.get(key(customerId));
  if (hit && hit.raw === raw) return hit.phrases;
  let phrases: readonly string[] = defaultChatPhrases;
  try {
    const parsed: unknown = raw === null ? null : JSON.parse(raw);
    if (Array.isArray(parsed) && parsed.every((p) => typeof p === "string")) phrases = parsed;
  } catch {
    // A broken entry: the defaults.
  }
  cache.set(key(customerId), { raw, phrases });
  return phrases;
}

export function useChatPhrases(customerId: number): [readonly string[], (phrases: readonly string[]) => void] {
  const phrases = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => read(customerId),
    () => defaultChatPhrases,
  );
  const set = useCallback(
    (next: readonly string[]) => {
      try {
        localStorage.setItem(key(customerId), JSON.stringify(next));
      } catch {
        // Storage full or off: kept for this page only.
      }
      listeners.forEach((l) => l());
    },
    [customerId],
  );
  return [phrases, set];
}
