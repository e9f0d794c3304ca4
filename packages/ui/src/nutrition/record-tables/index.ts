export {
  NutritionPrescriptionTable,
  PgSgaRecordTable,
  ProductLibraryTable,
  ScreeningRecordTable,
  nutritionTableFeatures,
  type RecordTableProps,
} from "./record-tables";
