import * as z from "zod/mini";
import { nrsAgeScopes, nrsIllnessStates, nrsNutritionStates, NRS_NO, NRS_YES, optionValues } from "../enums";
import { choice, multiChoice } from "./fields";
import { validationMessages as m } from "./messages";

const yesNo = choice([NRS_YES, NRS_NO] as const, m.answerRequired);

/** NRS-2002 step 2, pre-screening: all four yes (0) / no (1) answers required (请选择答案). */
export const nrsPrescreenSchema = z.object(
  { bmiLow: yesNo, weightLoss: yesNo, intakeReduced: yesNo, severelyIll: yesNo },
  { error: m.answerRequired },
);
export type NrsPrescreenInput = z.input<typeof nrsPrescreenSchema>;
export type NrsPrescreenValues = z.output<typeof nrsPrescreenSchema>;

/**
 * NRS-2002 step 3, formal assessment: at least one illness state (请至少选择一个); nutrition state
 * and age scope required (请选择答案). Output is the addNutritionScreening body.
 */
export const nrsAssessmentSchema = z.object(
  {
    illnessStates: multiChoice(optionValues(nrsIllnessStates), m.atLeastOne),
    nutritionState: choice(optionValues(nrsNutritionStates), m.answerRequired),
    ageScope: choice(optionValues(nrsAgeScopes), m.answerRequired),
  },
  { error: m.atLeastOne },
);
export type NrsAssessmentInput = z.input<typeof nrsAssessmentSchema>;
export type NrsAssessmentValues = z.output<typeof nrsAssessmentSchema>;
