import { useState } from "react";
import { useLocation } from "wouter";

/** The tab a section's path names (`/patient/patient_ycf`: its second segment, any case), or undefined. */
export function tabOfPath<T extends { route: string }>(tabs: readonly T[], path: string): T | undefined {
  const name = path.split("/").filter(Boolean)[1]?.toLowerCase();
  return tabs.find((t) => t.route.toLowerCase() === name);
}

/**
 * The current tab of a section page (/patient, /nutriRecipel), and `entry`, which changes each
 * time a tab link is followed (`onEnter`): key the tab's content with it, so that entering a tab,
 * even the current one again, starts its list at page 1.
 */
export function useSectionTab<T extends { route: string }>(tabs: readonly T[]) {
  const [path] = useLocation();
  const [entry, setEntry] = useState(0);
  return { tab: tabOfPath(tabs, path), entry, onEnter: () => setEntry((n) => n + 1) };
}
