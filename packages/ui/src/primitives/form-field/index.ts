export * from "./form-field";
export { useFormField, useOptionalFormField } from "./use-form-field";
