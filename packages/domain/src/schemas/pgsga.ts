import * as z from "zod";
import {
  PGSGA_NO_SYMPTOM,
  PGSGA_PAIN_SYMPTOM,
  pgsgaActivity,
  pgsgaCurrentFeed,
  pgsgaElseIllness,
  pgsgaEyesAxunge,
  pgsgaMealIntake,
  pgsgaStressState,
  pgsgaSymptoms,
  pgsgaWeightLost,
  pgsgaWeightState,
} from "../enums";
import { choice, isRecord, multiChoice } from "./fields";
import { validationMessages as m } from "./messages";

const values = <T extends { value: string }>(options: readonly T[]) => options.map((o) => o.value);
const single = <T extends { value: string }>(options: readonly T[]) => choice(values(options), m.answerRequired);

const examText = z.string().optional().catch(undefined);

/**
 * PG-SGA step 2 (spec §5): every single choice required (请选择答案); at least one symptom
 * (请至少选择一个), symptom A ('none') alone; with pain (M) the location is required
 * (请填写疼痛部位). Other illnesses are optional. The output drops the location when M is not chosen.
 */
export const pgsgaAssessmentSchema = z
  .object(
    {
      weightLost: single(pgsgaWeightLost),
      weightState: single(pgsgaWeightState),
      mealIntake: single(pgsgaMealIntake),
      currentFeed: single(pgsgaCurrentFeed),
      eatIssueSymptoms: multiChoice(values(pgsgaSymptoms), m.atLeastOne),
      achePart: z
        .union([z.string(), z.null()])
        .optional()
        .catch(undefined)
        .transform((v) => (v ?? "").trim()),
      activity: single(pgsgaActivity),
      elseIllness: multiChoice(values(pgsgaElseIllness), m.answerRequired, 0)
        .optional()
        .transform((v) => v ?? []),
      stressState: single(pgsgaStressState),
      eyesAxunge: single(pgsgaEyesAxunge),
      fever: examText,
      feverDate: examText,
      hormoneDosage: examText,
      temporalis: examText,
      rib: examText,
      abdomenMuscle: examText,
      activityMuscle: examText,
      allfoursMuscle: examText,
      ankleEdema: examText,
      armFurThickness: examText,
      ascites: examText,
      backMuscle: examText,
      bottomEdema: examText,
    },
    { error: m.answerRequired },
  )
  // Runs even when other answers are missing, so the doctor sees every message at once.
  .superRefine(
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
  )
  .transform((v) => ({ ...v, achePart: v.eatIssueSymptoms.includes(PGSGA_PAIN_SYMPTOM) ? v.achePart : "" }));
export type PgSgaAssessmentInput = z.input<typeof pgsgaAssessmentSchema>;
export type PgSgaAssessmentValues = z.output<typeof pgsgaAssessmentSchema>;
