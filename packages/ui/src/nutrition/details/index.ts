export {
  NutritionPrescriptionDetail,
  PgSgaDetail,
  ScreeningDetail,
  type NutritionPrescriptionDetailProps,
  type PgSgaDetailProps,
  type ScreeningDetailProps,
} from "./nutrition-details";
export { ChoiceAnswer, DetailSheet, SheetFields, SheetSection, TotalScore, nutritionPatientItems, type DetailSheetProps, type SheetItem } from "./detail-sheet";
