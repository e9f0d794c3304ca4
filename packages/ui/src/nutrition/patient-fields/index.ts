export {
  LiveBmi,
  NutritionPatientFields,
  emptyNutritionPatient,
  type NutritionPatientControl,
} from "./nutrition-patient-fields";
