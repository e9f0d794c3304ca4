export {
  NutritionPrescriptionTable,
  PgSgaRecordTable,
  ProductLibraryTable,
  RescreenDueTable,
  ScreeningRecordTable,
  nutritionTableFeatures,
  type RecordTableProps,
} from "./record-tables";
