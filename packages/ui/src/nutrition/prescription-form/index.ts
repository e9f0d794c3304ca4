export { NutritionPrescriptionForm, type NutritionPrescriptionDraft, type NutritionPrescriptionFormProps, type PrescriptionLetterhead } from "./nutrition-prescription-form";
export { BasicInfoDialog, type BasicInfoDialogProps } from "./basic-info-dialog";
export { AddProductDialog, type AddProductDialogProps, type PrescriptionLine } from "./add-product-dialog";
export { PrescriptionLinesTable, type PrescriptionLinesTableProps } from "./prescription-lines-table";
