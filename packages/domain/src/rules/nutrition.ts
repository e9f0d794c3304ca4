import type { Hospital, NourishmentLine, NutritionPatient } from "../entities";
import { HEIGHT_CM_RANGE, WEIGHT_KG_RANGE } from "../constants";
import { NRS_NO, NRS_YES, type NrsYesNo } from "../enums";
import type { NutritionBasicInfo } from "../schemas/nutrition";
import { nrs2002AgeScope } from "../scoring/nrs2002";

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

/** The first NRS-2002 pre-screening question asks whether the BMI is below 20.5. */
export const NRS2002_BMI_LOW = 20.5;

/** The NRS-2002 answers the patient's data already gives, for the doctor to confirm. */
export interface NrsDerivedAnswers {
  /** The BMI of the height and weight (null when they give none). */
  bmi: number | null;
  /** Pre-screening 'BMI < 20.5': yes (0) below, no (1) otherwise; null without a BMI. */
  bmiLow: NrsYesNo | null;
  /** Formal assessment 'age': 1 when 70 or over; null without an age. */
  ageScope: 0 | 1 | null;
}

/**
 * What the data answers of the NRS-2002 (see docs/behaviour/nutrition.md#nrs-2002-screening): BMI
 * below 20.5 and age 70 or over. The worksheet pre-selects these; the doctor confirms or changes them.
 */
export function nrs2002DerivedAnswers(patient: { npAge: number | string; npHeight: number | string; npWeight: number | string }): NrsDerivedAnswers {
  const value = bmi(patient.npWeight, patient.npHeight);
  const ageText = String(patient.npAge).trim();
  const age = ageText === "" ? Number.NaN : Number(ageText);
  return {
    bmi: value,
    bmiLow: value === null ? null : value < NRS2002_BMI_LOW ? NRS_YES : NRS_NO,
    ageScope: Number.isInteger(age) && age >= 0 ? nrs2002AgeScope(age) : null,
  };
}

/** A known nutrition patient's fields as the worksheets' step 1 shows them (text, as typed). */
export function nutritionPatientFormValues(p: NutritionPatient) {
  return {
    npName: p.npName,
    npAge: String(p.npAge),
    npSex: p.npSex,
    npPhone: p.npPhone,
    npHeight: String(p.npHeight),
    npWeight: String(p.npWeight),
    npAdmissionNumber: p.npAdmissionNumber ?? "",
    npBedNumber: p.npBedNumber ?? "",
    npDisease: p.npDisease ?? "",
    hospitalizedDate: p.hospitalizedDate ?? "",
    surgeryDate: p.surgeryDate ?? "",
  };
}

/** A known nutrition patient as the prescription's basic information (admission number as the hospitalization code). */
export function nutritionPatientBasicInfo(p: NutritionPatient): NutritionBasicInfo {
  return {
    patientName: p.npName,
    sex: p.npSex === "1" ? 1 : 0,
    age: p.npAge,
    patientPhone: p.npPhone,
    hospitalizationCode: p.npAdmissionNumber ?? "",
    bedNumber: p.npBedNumber ?? "",
  };
}

/** How a nutrition patient reads in a picker: name, sex, age and phone. */
export function nutritionPatientSummary(p: Pick<NutritionPatient, "npName" | "npSex" | "npAge" | "npPhone">): string {
  return `${p.npName}\u3000${p.npSex === "1" ? "男" : "女"}\u3000${p.npAge}岁\u3000${p.npPhone}`;
}
