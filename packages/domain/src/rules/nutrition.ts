import type { Hospital, NourishmentLine } from "../entities";

/**
 * BMI = weight (kg) / height (m)², rounded to one decimal (spec §5). Null when either input is not
 * a positive number.
 */
export function bmi(weightKg: number | string, heightCm: number | string): number | null {
  const w = typeof weightKg === "string" ? Number(weightKg.trim() || Number.NaN) : weightKg;
  const h = typeof heightCm === "string" ? Number(heightCm.trim() || Number.NaN) : heightCm;
  if (!Number.isFinite(w) || !Number.isFinite(h) || w <= 0 || h <= 0) return null;
  // kg / m² computed as kg·10⁴ / cm², so 48 kg at 160 cm is exactly 18.75 → 18.8 (not 18.7499…).
  const value = (w * 10_000) / (h * h);
  return Math.round(value * 10) / 10;
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
