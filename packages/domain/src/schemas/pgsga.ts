import * as z from "zod/mini";
import {
  PGSGA_NO_SYMPTOM,
  PGSGA_PAIN_SYMPTOM,
  optionValues,
  pgsgaExamFields,
  pgsgaMultiChoices as multiChoices,
  pgsgaSingleChoices as singleChoices,
  type PgSgaExamField,
} from "../enums";
import { choice, isRecord, multiChoice, orElse } from "./fields";
import { validationMessages as m } from "./messages";

const single = <V extends string>(options: readonly { readonly value: V }[]) => choice(optionValues(options), m.answerRequired);

/** The exam fields are kept when they are text and dropped otherwise. */
const examText = orElse(z.optional(z.string()), undefined);
const examTexts = Object.fromEntries(pgsgaExamFields.map((field) => [field, examText])) as Record<PgSgaExamField, typeof examText>;

const elseIllness = multiChoice(optionValues(multiChoices.elseIllness), m.answerRequired, 0);

const assessment = z
  .object(
    {
      weightLost: single(singleChoices.weightLost),
      weightState: single(singleChoices.weightState),
      mealIntake: single(singleChoices.mealIntake),
      currentFeed: single(singleChoices.currentFeed),
      eatIssueSymptoms: multiChoice(optionValues(multiChoices.eatIssueSymptoms), m.atLeastOne),
      achePart: z.pipe(
        orElse(z.optional(z.union([z.string(), z.null()])), undefined),
        z.transform((v: string | null | undefined) => (v ?? "").trim()),
      ),
      activity: single(singleChoices.activity),
      elseIllness: z.pipe(z.optional(elseIllness), z.transform((v: z.output<typeof elseIllness> | undefined) => v ?? [])),
      stressState: single(singleChoices.stressState),
      eyesAxunge: single(singleChoices.eyesAxunge),
      ...examTexts,
    },
    { error: m.answerRequired },
  )
  // Runs even when other answers are missing, so the doctor sees every message at once.
  .check(
    z.superRefine(
      (v, ctx) => {
        const raw = v as unknown as Record<string, unknown>;
        const symptoms: unknown[] = Array.isArray(raw.eatIssueSymptoms) ? raw.eatIssueSymptoms : [];
        if (symptoms.includes(PGSGA_NO_SYMPTOM) && new Set(symptoms).size > 1) {
          ctx.addIssue({ code: "custom", message: m.noSymptomExclusive, path: ["eatIssueSymptoms"] });
        }
        const achePart = typeof raw.achePart === "string" ? raw.achePart.trim() : "";
        if (symptoms.includes(PGSGA_PAIN_SYMPTOM) && achePart === "") {
          ctx.addIssue({ code: "custom", message: m.painLocationRequired, path: ["achePart"] });
        }
      },
      { when: (payload) => isRecord(payload.value) },
    ),
  );

/**
 * PG-SGA step 2 (see docs/behaviour/nutrition.md#pg-sga-assessment): every single choice required (请选择答案); at least one symptom
 * (请至少选择一个), symptom A ('none') alone; with pain (M) the location is required
 * (请填写疼痛部位). Other illnesses are optional. The output drops the location when M is not chosen.
 */
export const pgsgaAssessmentSchema = z.pipe(
  assessment,
  z.transform((v: z.output<typeof assessment>) => ({ ...v, achePart: v.eatIssueSymptoms.includes(PGSGA_PAIN_SYMPTOM) ? v.achePart : "" })),
);
export type PgSgaAssessmentInput = z.input<typeof pgsgaAssessmentSchema>;
export type PgSgaAssessmentValues = z.output<typeof pgsgaAssessmentSchema>;
