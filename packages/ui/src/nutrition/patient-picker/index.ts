export { NutritionPatientPicker, type LoadPatientOptions, type NutritionPatientPickerProps } from "./patient-picker";
export { KnownPatientField, type KnownPatientFieldProps } from "./known-patient-field";
