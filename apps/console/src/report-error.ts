import { ApiError } from "@doctor-console/api";
import { toast } from "@doctor-console/ui/primitives";

/**
 * Tells the doctor why an action failed, as the error catalogue decided. Silent errors stay
 * silent; HTTP failures and 401 were already told by the api client.
 */
export function reportError(error: unknown): void {
  if (!(error instanceof ApiError)) return;
  if (error.kind !== "platform" || error.severity === "silent" || !error.message) return;
  if (error.severity === "warning") toast.warning(error.message);
  else if (error.severity === "success") toast.success(error.message);
  else toast.error(error.message);
}
