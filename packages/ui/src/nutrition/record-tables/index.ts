export {
  NutritionPrescriptionTable,
  PgSgaRecordTable,
  ProductLibraryTable,
  ScreeningRecordTable,
  nutritionDetailHref,
  nutritionTableFeatures,
  type RecordTableProps,
} from "./record-tables";
