export { NutritionPatientPicker, type LoadPatientOptions, type NutritionPatientPickerProps } from "./patient-picker";
