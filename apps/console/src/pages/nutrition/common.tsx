/**
 * What the nutrition pages share: the hospital's product library.
 */
import { useEffect, useState } from "react";
import { ApiError } from "@doctor-console/api";
import { errorMessages } from "@doctor-console/domain";
import { api } from "../../api";

/** Whether the product-library list answered errcode 1 (spec §8: no library). */
export function isNoLibrary(error: unknown): boolean {
  // The catalogue (applied by the api client) decides: no library → hide the issue entry.
  return error instanceof ApiError && error.action === "hideIssue";
}

export type LibraryState = "checking" | "present" | "absent" | "unknown";

/**
 * Does the doctor's hospital have a product library? Asks the library list (page 1): errcode 1
 * means no. Only then is the issue-prescription entry shown (spec §6).
 */
export function useProductLibrary(hospitalId: number): LibraryState {
  const [state, setState] = useState<{ hospitalId: number; value: LibraryState } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    api.nutrition
      .listProducts({ page: 1, hospitalId }, { signal: controller.signal })
      .then(() => setState({ hospitalId, value: "present" }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ hospitalId, value: isNoLibrary(error) ? "absent" : "unknown" });
      });
    return () => controller.abort();
  }, [hospitalId]);
  return state?.hospitalId === hospitalId ? state.value : "checking";
}

/** The spec's centered error for a hospital without a product library. */
export function NoLibraryMessage() {
  return (
    <div role="alert" data-slot="no-library" className="flex min-h-40 items-center justify-center rounded-dc-lg border border-dc-border bg-dc-background p-8 text-center">
      <p className="text-dc-status-rejected-foreground">{errorMessages.noProductLibrary}</p>
    </div>
  );
}
