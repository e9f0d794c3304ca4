export { emptyPgSgaDraft, PgSgaWorksheet, pgsgaSteps, type PgSgaDraft, type PgSgaWorksheetProps } from "./pgsga-worksheet";
export { PgSgaAssessmentForm, emptyPgSgaAssessment, type PgSgaAssessmentFormProps } from "./pgsga-assessment-form";
export { PgSgaGradingScale, PgSgaRecommendation, type PgSgaGradingScaleProps, type PgSgaRecommendationProps } from "./pgsga-grading";
export { PgSgaInstructionsDialog, type PgSgaInstructionsDialogProps } from "./pgsga-instructions-dialog";
export {
  optionLabel,
  pgsgaSections,
  type PgSgaMultiQuestion,
  type PgSgaQuestion,
  type PgSgaSection,
  type PgSgaSingleQuestion,
} from "./pgsga-questions";
