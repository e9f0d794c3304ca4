/**
 * What the nutrition pages share: router links for the ui components, how a failed call is told,
 * the signed-in doctor's name and the hospital's product library.
 */
import { useEffect, useState } from "react";
import { Link } from "wouter";
import { ApiError } from "@doctor-console/api";
import { errorMessages } from "@doctor-console/domain";
import type { RenderLink } from "@doctor-console/ui/nutrition";
import { toast } from "@doctor-console/ui/primitives";
import { api } from "../../api";

/** The components' links, through the router (no page reload). */
export const renderLink: RenderLink = ({ href, className, children }) => (
  <Link href={href} className={className}>
    {children}
  </Link>
);

export const linkClass =
  "inline-flex items-center gap-1 rounded-sm text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

/**
 * Tells the doctor why a call failed, as the error catalogue decided: the server's errmsg as an
 * error, warnings as warnings; silent errors stay silent; HTTP failures and 401 were already told
 * by the api client.
 */
export function reportError(error: unknown): void {
  if (!(error instanceof ApiError)) return;
  if (error.kind !== "platform" || error.severity === "silent" || !error.message) return;
  if (error.severity === "warning") toast.warning(error.message);
  else toast.error(error.message);
}

/** The signed-in doctor's name (kept by sign-in in the client store `medicalData`). */
export function signedInDoctorName(): string {
  try {
    const doctor = JSON.parse(localStorage.getItem("medicalData") ?? "null") as { doctorName?: string } | null;
    return doctor?.doctorName ?? "";
  } catch {
    return "";
  }
}

/** Whether the product-library list answered errcode 1 (spec §8: no library). */
export function isNoLibrary(error: unknown): boolean {
  return error instanceof ApiError && error.kind === "platform" && error.errcode === 1;
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
    <div role="alert" data-slot="no-library" className="flex min-h-40 items-center justify-center rounded-lg border border-border bg-background p-8 text-center">
      <p className="text-status-rejected-foreground">{errorMessages.noProductLibrary}</p>
    </div>
  );
}

/** A positive integer from the query string, or null. */
export function idFromSearch(search: string, name: string): number | null {
  const raw = new URLSearchParams(search).get(name) ?? "";
  return /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}
