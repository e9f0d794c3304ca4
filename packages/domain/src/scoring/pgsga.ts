/**
 * PG-SGA (this system's variant, docs/behaviour/nutrition.md#pg-sga-scoring). The server computes the total with these; the
 * pages show it and the recommendation.
 */
import type { PgSgaAnswers } from "../entities";
import {
  PGSGA_NO_SYMPTOM,
  PGSGA_PAIN_SYMPTOM,
  optionValues,
  pgsgaElseIllness,
  pgsgaSingleChoices,
  pgsgaSymptoms,
  type PgSgaOption,
  type PgSgaSingleChoiceField,
  type PgSgaSymptom,
} from "../enums";

type ScoredAnswers = Omit<PgSgaAnswers, "achePart" | "elseIllness"> & { elseIllness?: PgSgaAnswers["elseIllness"] };

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
const points = (options: readonly PgSgaOption[]) => options.map((o) => o.points);

const pointsOf = (options: readonly PgSgaOption[], value: string): number =>
  options.find((o) => o.value === value)?.points ?? 0;

const sumOf = (options: readonly PgSgaOption[], values: readonly string[]): number =>
  sum(points(options.filter((o) => values.includes(o.value))));

export interface PgSgaBreakdown {
  weightLost: number;
  weightState: number;
  mealIntake: number;
  currentFeed: number;
  symptoms: number;
  activity: number;
  elseIllness: number;
  stressState: number;
  eyesAxunge: number;
  total: number;
}

/** The points of each part and the total. Each symptom and illness counts once. */
export function pgsgaBreakdown(answers: ScoredAnswers): PgSgaBreakdown {
  const single = (field: PgSgaSingleChoiceField) => pointsOf(pgsgaSingleChoices[field], answers[field]);
  const parts = {
    weightLost: single("weightLost"),
    weightState: single("weightState"),
    mealIntake: single("mealIntake"),
    currentFeed: single("currentFeed"),
    symptoms: sumOf(pgsgaSymptoms, answers.eatIssueSymptoms),
    activity: single("activity"),
    elseIllness: sumOf(pgsgaElseIllness, answers.elseIllness ?? []),
    stressState: single("stressState"),
    eyesAxunge: single("eyesAxunge"),
  };
  return { ...parts, total: sum(Object.values(parts)) };
}

/**
 * Total = weight loss + weight state + meal intake + current feed + the sum of symptom points +
 * activity + one per other illness + stress + physical exam.
 */
export function pgsgaTotal(answers: ScoredAnswers): number {
  return pgsgaBreakdown(answers).total;
}

const singleChoices: readonly (readonly PgSgaOption[])[] = Object.values(pgsgaSingleChoices);

/**
 * The total's range for complete answers: every single choice at its lowest and one symptom (at
 * least one is required) at its lowest, or every answer at its highest and every symptom and illness.
 */
export const PGSGA_MIN_TOTAL = sum(singleChoices.map((o) => Math.min(...points(o)))) + Math.min(...points(pgsgaSymptoms));
export const PGSGA_MAX_TOTAL =
  sum(singleChoices.map((o) => Math.max(...points(o)))) + sum(points(pgsgaSymptoms)) + sum(points(pgsgaElseIllness));

/**
 * Toggle a symptom the way the worksheet does: choosing A ('none') clears every other symptom,
 * choosing any other symptom clears A. Returns the new selection in worksheet order.
 */
export function toggleSymptom(selected: readonly PgSgaSymptom[], symptom: PgSgaSymptom): PgSgaSymptom[] {
  const on = !selected.includes(symptom);
  let next: PgSgaSymptom[];
  if (!on) next = selected.filter((s) => s !== symptom);
  else if (symptom === PGSGA_NO_SYMPTOM) next = [PGSGA_NO_SYMPTOM];
  else next = [...selected.filter((s) => s !== PGSGA_NO_SYMPTOM), symptom];
  return optionValues(pgsgaSymptoms).filter((v) => next.includes(v));
}

/** Is the pain-location input enabled? Only while pain (M) is selected. */
export function isPainLocationEnabled(selected: readonly string[]): boolean {
  return selected.includes(PGSGA_PAIN_SYMPTOM);
}

/**
 * Apply a new symptom selection to the form: deselecting M disables and clears the location.
 */
export function applySymptoms<F extends { eatIssueSymptoms: PgSgaSymptom[]; achePart: string }>(
  form: F,
  symptoms: PgSgaSymptom[],
): F {
  return { ...form, eatIssueSymptoms: symptoms, achePart: isPainLocationEnabled(symptoms) ? form.achePart : "" };
}

export interface PgSgaBand {
  /** Inclusive bounds; `max` is Infinity for the last band. */
  min: number;
  max: number;
  range: string;
  text: string;
}

/** The four recommendation bands (see docs/behaviour/nutrition.md#pg-sga-scoring). */
export const pgsgaBands: readonly PgSgaBand[] = [
  { min: 0, max: 1, range: "0-1分", text: "此时无需干预，常规定期进行营养状况评分" },
  {
    min: 2,
    max: 3,
    range: "2-3分",
    text: "由营养师、护士或临床医生对患者及家属进行营养教育，并可根据患者存在的症状和实验室检查结果进行药物干预",
  },
  { min: 4, max: 8, range: "4-8分", text: "需要营养干预及针对症状的治疗手段" },
  { min: 9, max: Number.POSITIVE_INFINITY, range: "≥9分", text: "迫切需要改善症状的治疗措施和恰当的营养支持" },
];

/** The bands the result page lists: the 2–3 line is omitted there. */
export const pgsgaResultPageBands: readonly PgSgaBand[] = pgsgaBands.filter((b) => b.min !== 2);

/**
 * The recommended plan for a total. On the result page (`forResultPage`) the 2–3 band is omitted,
 * so a total of 2 or 3 gives null there.
 */
export function pgsgaRecommendation(total: number, options: { forResultPage?: boolean } = {}): PgSgaBand | null {
  const bands = options.forResultPage ? pgsgaResultPageBands : pgsgaBands;
  const t = Math.max(0, Math.floor(total));
  return bands.find((b) => t >= b.min && t <= b.max) ?? null;
}
