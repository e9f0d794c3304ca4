/**
 * Choosing a known nutrition patient in the nutrition forms (see
 * docs/behaviour/nutrition.md#choosing-a-known-patient): the picker's remote search, and the patient
 * a link carries (`?nutritionPatientId=`), read from their history.
 */
import { useQuery } from "../../data/server-state";
import { useSearch } from "wouter";
import type { NutritionPatient } from "@doctor-console/domain";
import { nutritionQueries } from "../../data/queries";
import { fetchFresh, nutritionReads } from "../../data/page-queries";
import { idFromSearch } from "../../search-params";

/** The 选择已有患者 picker's `loadOptions`: the doctor's patients whose name or phone holds the text. */
export const loadKnownPatients = (keyword: string, signal: AbortSignal): Promise<NutritionPatient[]> =>
  fetchFresh(nutritionReads.patientSearch(keyword), signal);

export type KnownPatientLoad = { status: "none" } | { status: "loading" } | { status: "ready"; patient: NutritionPatient | null };

/**
 * The patient named by `?nutritionPatientId=` (a next step of the NRS-2002, a 待复筛 row, the 营养档案):
 * loading until known, so the form opens filled in; a patient that cannot be read opens an empty form.
 */
export function useKnownPatientFromSearch(): KnownPatientLoad {
  const id = idFromSearch(useSearch(), "nutritionPatientId");
  const history = useQuery({ ...nutritionQueries.history(id ?? 0), enabled: id !== null });
  if (id === null) return { status: "none" };
  if (history.isPending) return { status: "loading" };
  return { status: "ready", patient: history.data?.patient ?? null };
}
