import {
  pgsgaMultiChoices,
  pgsgaSingleChoices,
  type PgSgaMultiChoiceField,
  type PgSgaOption,
  type PgSgaSingleChoiceField,
} from "@doctor-console/domain";

/**
 * How the worksheet words each question, in worksheet order. Options, values and points are the
 * domain's (its field decides them); only the questions' titles live here.
 */
export interface PgSgaSingleQuestion {
  kind: "single";
  field: PgSgaSingleChoiceField;
  title: string;
  options: readonly PgSgaOption[];
}
export interface PgSgaMultiQuestion {
  kind: "multi";
  field: PgSgaMultiChoiceField;
  title: string;
  options: readonly PgSgaOption[];
  required: boolean;
}
export type PgSgaQuestion = PgSgaSingleQuestion | PgSgaMultiQuestion;

export interface PgSgaSection {
  title: string;
  questions: readonly PgSgaQuestion[];
}

const single = (field: PgSgaSingleChoiceField, title: string): PgSgaSingleQuestion => ({
  kind: "single",
  field,
  title,
  options: pgsgaSingleChoices[field],
});
const multi = (field: PgSgaMultiChoiceField, title: string, required: boolean): PgSgaMultiQuestion => ({
  kind: "multi",
  field,
  title,
  options: pgsgaMultiChoices[field],
  required,
});

export const pgsgaSections: readonly PgSgaSection[] = [
  {
    title: "体重",
    questions: [single("weightLost", "近1个月或6个月内体重下降情况"), single("weightState", "近2周内体重变化")],
  },
  {
    title: "进食情况",
    questions: [single("mealIntake", "过去1个月内，进食量与平常相比"), single("currentFeed", "目前进食")],
  },
  { title: "症状", questions: [multi("eatIssueSymptoms", "近2周来，以下问题影响进食（可多选）", true)] },
  { title: "活动和身体功能", questions: [single("activity", "过去1个月内，活动和身体功能")] },
  { title: "疾病及其与营养需求的关系", questions: [multi("elseIllness", "患有以下疾病或情况（可多选，无则不选）", false)] },
  { title: "代谢方面的需要", questions: [single("stressState", "应激状态")] },
  { title: "体格检查", questions: [single("eyesAxunge", "肌肉、脂肪及体液消耗情况")] },
];

/** The label of an option value of a question ("" when unknown). */
export function optionLabel(options: readonly PgSgaOption[], value: string | null | undefined): string {
  return options.find((o) => o.value === value)?.label ?? "";
}
