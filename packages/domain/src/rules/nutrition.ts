import type { Hospital, NourishmentLine } from "../entities";
import { HEIGHT_CM_RANGE, WEIGHT_KG_RANGE } from "../constants";

const within = (n: number, range: { min: number; max: number }) => Number.isFinite(n) && n >= range.min && n <= range.max;

/**
 * BMI = weight (kg) / height (m)², rounded to one decimal (see docs/behaviour/nutrition.md#nutrition-patient). Null unless both values are
 * plausible (height 40–250 cm, weight 1–500 kg): a height typed in metres gives no BMI.
 */
export function bmi(weightKg: number | string, heightCm: number | string): number | null {
  const w = typeof weightKg === "string" ? Number(weightKg.trim() || Number.NaN) : weightKg;
  const h = typeof heightCm === "string" ? Number(heightCm.trim() || Number.NaN) : heightCm;
  if (!within(w, WEIGHT_KG_RANGE) || !within(h, HEIGHT_CM_RANGE)) return null;
  // kg / m² computed as kg·10⁴ / cm², so 48 kg at 160 cm is exactly 18.75 → 18.8 (not 18.7499…).
  const value = (w * 10_000) / (h * h);
  return Math.round(value * 10) / 10;
}

/** Only hospitals with a product library can issue nutrition prescriptions (see docs/behaviour/nutrition.md#product-library). */
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

/** What an out-of-stock product reads as in the product list (house wording). */
export const outOfStockLabel = "缺货";

/**
 * Adds a product line to a prescription: the same product again adds to its line's quantity (the
 * add-product dialog already bounded the total by the stock); one line per product.
 */
export function addPrescriptionLine<L extends { nourishmentId: number; quantity: number }>(lines: readonly L[], line: L): L[] {
  const i = lines.findIndex((l) => l.nourishmentId === line.nourishmentId);
  if (i < 0) return [...lines, line];
  return lines.map((l, j) => (j === i ? { ...line, quantity: l.quantity + line.quantity } : l));
}

/** How a passed worksheet step reads (house wording): done, or skipped (NRS-2002 all 'no'). */
export const wizardStepStateLabels = { done: "已完成", skipped: "跳过" } as const;
