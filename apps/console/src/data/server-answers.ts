/**
 * The answers the server's render of the first screen was made from (../server-render.tsx), sent
 * with its markup: the browser's cache starts from them, so that its first render shows the same
 * screen and asks for none of them again while they are fresh.
 */
import type { Doctor } from "@doctor-console/domain";
import type { QueryKey } from "./server-state";
import { queryClient } from "./query-client";
import { doctorQueries } from "./queries";
import { storeDoctor } from "../session/cookies";
import { setDrawnAt } from "../hydration";

export const SERVER_ANSWERS_ID = "server-answers";

/**
 * Takes the page's server answers into the cache, once (the element goes with them), and the
 * moment the screen was drawn (`#root`'s `data-server-rendered`, milliseconds): the hydrating
 * render counts waits from it (hydration.tsx).
 */
export function adoptServerAnswers(): void {
  const element = typeof document === "undefined" ? null : document.getElementById(SERVER_ANSWERS_ID);
  if (!element) return;
  element.remove();
  const drawnAt = Number(document.getElementById("root")?.dataset.serverRendered);
  setDrawnAt(Number.isFinite(drawnAt) ? new Date(drawnAt) : undefined);
  try {
    for (const [key, data] of JSON.parse(element.textContent ?? "[]") as [QueryKey, unknown][]) queryClient.setQueryData(key, () => data);
    // The profile, as its own query would keep it (the pages that read the stored copy).
    const doctor = queryClient.getQueryData<Doctor>(doctorQueries.profile().queryKey);
    if (doctor?.doctorName) storeDoctor(doctor);
  } catch {
    // Unreadable: the page asks for its data itself.
  }
}
