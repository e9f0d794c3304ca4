import type { Hospital, NourishmentLine } from "../entities";

/**
 * BMI = weight (kg) / height (m)², rounded to one decimal (spec §5). Null when either input is not
 * a positive number.
 */
export function bmi(weightKg: number | string, heightCm: number | string): number | null {
  const w = typeof weightKg === "string" ? Number(weightKg.trim() || Number.NaN) : weightKg;
  const h = typeof heightCm === "string" ? Number(heightCm.trim() || Number.NaN) : heightCm;
  if (!Number.isFinite(w) || !Number.isFinite(h) || w <= 0 || h <= 0) return null;
  const m = h / 100;
  const value = w / (m * m);
  return Math.round((value + Number.EPSILON) * 10) / 10;
}

/** Only hospitals with a product library can issue nutrition prescriptions (spec §6). */
export function canIssueNutritionPrescription(hospital: Pick<Hospital, "hasProductLibrary"> | null | undefined): boolean {
  return hospital?.hasProductLibrary === true;
}

/** An added product as a line of the prescription's nourishmentList. */
export function toNourishmentLine(values: { nourishmentId: number; quantity: number; useTheDosage: string }): NourishmentLine {
  return { NourishmentCode: values.nourishmentId, quantity: values.quantity, useTheDosage: values.useTheDosage };
}

/** Product search: empty text clears the options (no call); otherwise the trimmed query. */
export function productSearchQuery(text: string | null | undefined): string | null {
  const q = (text ?? "").trim();
  return q === "" ? null : q;
}
