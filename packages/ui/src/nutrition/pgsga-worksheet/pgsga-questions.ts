import {
  pgsgaActivity,
  pgsgaCurrentFeed,
  pgsgaElseIllness,
  pgsgaEyesAxunge,
  pgsgaMealIntake,
  pgsgaStressState,
  pgsgaSymptoms,
  pgsgaWeightLost,
  pgsgaWeightState,
  type PgSgaOption,
  type PgSgaSingleChoiceField,
} from "@doctor-console/domain";

/**
 * How the worksheet words each question, in worksheet order. Options, values and points are the
 * domain's; only the questions' titles live here.
 */
export interface PgSgaSingleQuestion {
  kind: "single";
  field: PgSgaSingleChoiceField;
  title: string;
  options: readonly PgSgaOption[];
}
export interface PgSgaMultiQuestion {
  kind: "multi";
  field: "eatIssueSymptoms" | "elseIllness";
  title: string;
  options: readonly PgSgaOption[];
  required: boolean;
}
export type PgSgaQuestion = PgSgaSingleQuestion | PgSgaMultiQuestion;

export interface PgSgaSection {
  title: string;
  questions: readonly PgSgaQuestion[];
}

export const pgsgaSections: readonly PgSgaSection[] = [
  {
    title: "体重",
    questions: [
      { kind: "single", field: "weightLost", title: "近1个月或6个月内体重下降情况", options: pgsgaWeightLost },
      { kind: "single", field: "weightState", title: "近2周内体重变化", options: pgsgaWeightState },
    ],
  },
  {
    title: "进食情况",
    questions: [
      { kind: "single", field: "mealIntake", title: "过去1个月内，进食量与平常相比", options: pgsgaMealIntake },
      { kind: "single", field: "currentFeed", title: "目前进食", options: pgsgaCurrentFeed },
    ],
  },
  {
    title: "症状",
    questions: [{ kind: "multi", field: "eatIssueSymptoms", title: "近2周来，以下问题影响进食（可多选）", options: pgsgaSymptoms, required: true }],
  },
  {
    title: "活动和身体功能",
    questions: [{ kind: "single", field: "activity", title: "过去1个月内，活动和身体功能", options: pgsgaActivity }],
  },
  {
    title: "疾病及其与营养需求的关系",
    questions: [{ kind: "multi", field: "elseIllness", title: "患有以下疾病或情况（可多选，无则不选）", options: pgsgaElseIllness, required: false }],
  },
  {
    title: "代谢方面的需要",
    questions: [{ kind: "single", field: "stressState", title: "应激状态", options: pgsgaStressState }],
  },
  {
    title: "体格检查",
    questions: [{ kind: "single", field: "eyesAxunge", title: "肌肉、脂肪及体液消耗情况", options: pgsgaEyesAxunge }],
  },
];

/** The label of an option value of a question ("" when unknown). */
export function optionLabel(options: readonly PgSgaOption[], value: string | null | undefined): string {
  return options.find((o) => o.value === value)?.label ?? "";
}
