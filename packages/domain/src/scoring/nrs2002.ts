/**
 * NRS-2002 nutrition risk screening (ESPEN 2002) as this platform runs it. The server computes the
 * score with these functions; the pages only show it.
 */
import type { NrsAssessmentAnswers, NrsPrescreenAnswers } from "../entities";
import { nrsAgeScopes, nrsIllnessStates, nrsNutritionStates, NRS_YES } from "../enums";

/** The total's range: severity 0–3 + nutrition 0–3 + age 0–1. */
export const NRS2002_MIN_TOTAL = 0;
export const NRS2002_MAX_TOTAL = 7;
/** A total of 3 or more means at risk. */
export const NRS2002_RISK_THRESHOLD = 3;

export const nrs2002Texts = {
  healthy: "患者目前无营养风险，每周重新筛查一次",
  atRisk: "患者有营养不良的风险，需要营养支持治疗",
  notAtRisk: "患者目前无营养风险，若将接受重大手术，需每周重新评估营养状况",
} as const;

export type Nrs2002Gate = { formal: true } | { formal: false; message: string };

/**
 * The pre-screen gate (see docs/behaviour/nutrition.md#nrs-2002-screening): the formal assessment follows only when some answer is the 'yes'
 * value 0; otherwise the wizard ends with 'healthy, re-screen weekly' and nothing is submitted.
 */
export function nrs2002Gate(answers: Partial<Record<keyof NrsPrescreenAnswers, unknown>>): Nrs2002Gate {
  const anyYes = Object.values(answers).some((a) => a === NRS_YES || a === String(NRS_YES));
  return anyYes ? { formal: true } : { formal: false, message: nrs2002Texts.healthy };
}

/**
 * Severity of disease: ONE grade per patient (ESPEN 2002). With several illness states ticked the
 * highest grade counts, not the sum. None ticked is 0.
 */
export function nrs2002Severity(illnessStates: readonly string[]): number {
  let max = 0;
  for (const s of nrsIllnessStates) if (illnessStates.includes(s.value)) max = Math.max(max, s.points);
  return max;
}

/** Total = severity of disease + nutrition state + age (70 or over adds 1). */
export function nrs2002Total(answers: NrsAssessmentAnswers): number {
  const nutrition = nrsNutritionStates.find((s) => s.value === Number(answers.nutritionState))?.points ?? 0;
  const age = nrsAgeScopes.find((s) => s.value === Number(answers.ageScope))?.points ?? 0;
  return nrs2002Severity(answers.illnessStates) + nutrition + age;
}

export interface Nrs2002Result {
  total: number;
  atRisk: boolean;
  text: string;
}

/** Result: ≥ 3 at risk, needs nutrition support; < 3 re-screen weekly if major surgery. */
export function nrs2002Result(total: number): Nrs2002Result {
  const atRisk = total >= NRS2002_RISK_THRESHOLD;
  return { total, atRisk, text: atRisk ? nrs2002Texts.atRisk : nrs2002Texts.notAtRisk };
}

/** The patient's age scope: 1 when 70 or over. */
export function nrs2002AgeScope(age: number): 0 | 1 {
  return age >= 70 ? 1 : 0;
}
