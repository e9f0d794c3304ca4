/**
 * What the nutrition pages share: the hospital's product library.
 */
import { useQuery } from "../../data/server-state";
import { ApiError } from "@doctor-console/api";
import { errorMessages } from "@doctor-console/domain";
import { nutritionQueries } from "../../data/queries";

/** Whether the product-library list answered errcode 1 (see docs/behaviour/errors.md#error-catalogue: no library). */
export function isNoLibrary(error: unknown): boolean {
  // The catalogue (applied by the api client) decides: no library → hide the issue entry.
  return error instanceof ApiError && error.action === "hideIssue";
}

export type LibraryState = "checking" | "present" | "absent" | "unknown";

/**
 * Does the doctor's hospital have a product library? Asks the library list (page 1): errcode 1
 * means no (the same query as the library tab's page 1). Only then is the issue-prescription entry shown (see docs/behaviour/nutrition.md#product-library).
 */
export function useProductLibrary(hospitalId: number): LibraryState {
  // The same query as the library tab's first page: one request answers both.
  const { status, error } = useQuery(nutritionQueries.products(hospitalId, 1));
  if (status === "pending") return "checking";
  if (status === "success") return "present";
  return isNoLibrary(error) ? "absent" : "unknown";
}

/** The spec's centered error for a hospital without a product library. */
export function NoLibraryMessage() {
  return (
    <div role="alert" data-slot="no-library" className="flex min-h-40 items-center justify-center rounded-dc-lg border border-dc-border bg-dc-background p-8 text-center">
      <p className="text-dc-status-rejected-foreground">{errorMessages.noProductLibrary}</p>
    </div>
  );
}
