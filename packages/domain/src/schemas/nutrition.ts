import * as z from "zod";
import { doseUnits, nutritionPatientSexes, nutritionSexes } from "../enums";
import { choice, id, optionalText, requiredNumber, requiredText } from "./fields";
import { quantityRangeMessage, validationMessages as m } from "./messages";
import { phoneSchema } from "./phone";

/** Age input max length (spec §9). */
export const AGE_MAX_LENGTH = 3;

const age = requiredNumber(m.ageRequired, { min: 0, integer: true, maxDigits: AGE_MAX_LENGTH, max: 999 });

/**
 * Nutrition prescription basic-info dialog (spec §5): name 姓名不能为空, sex 请选择性别 (1 male,
 * 0 female), age 年龄不能为空 (at most 3 digits), phone with the phone rule; hospitalization code
 * and bed number optional.
 */
export const nutritionBasicInfoSchema = z.object(
  {
    patientName: requiredText(m.nameRequired),
    sex: choice(nutritionSexes, m.sexRequired),
    age,
    patientPhone: phoneSchema,
    hospitalizationCode: optionalText(m.nameRequired),
    bedNumber: optionalText(m.nameRequired),
  },
  { error: m.nameRequired },
);
export type NutritionBasicInfoInput = z.input<typeof nutritionBasicInfoSchema>;
export type NutritionBasicInfo = z.output<typeof nutritionBasicInfoSchema>;

/**
 * Add-product dialog (spec §5) for a product with `stock` in store: product, usage dosage and
 * quantity required; quantity a whole number from 1 to the stock.
 */
export function addProductSchema(stock: number) {
  const max = Number.isFinite(stock) ? Math.min(Number.MAX_SAFE_INTEGER, Math.max(0, Math.floor(stock))) : 0;
  return z.object(
    {
      nourishmentId: id(m.productRequired),
      useTheDosage: requiredText(m.dosageRequired),
      quantity: requiredNumber(m.quantityRequired, {
        integer: true,
        min: 1,
        max,
        rangeMessage: quantityRangeMessage(max),
      }),
    },
    { error: m.productRequired },
  );
}
export type AddProductInput = z.input<ReturnType<typeof addProductSchema>>;
export type AddProductValues = z.output<ReturnType<typeof addProductSchema>>;

const incomplete = m.prescriptionIncomplete;

const nourishmentLine = z.object(
  {
    NourishmentCode: id(incomplete),
    quantity: requiredNumber(incomplete, { integer: true, min: 1 }),
    useTheDosage: z.string({ error: incomplete }),
  },
  { error: incomplete },
);

/**
 * Submitting a nutrition prescription (spec §5): it needs a patient name and at least one product,
 * otherwise 请完善信息在提交. The other basic-info fields ride along as the dialog checked them.
 */
export const nutritionPrescriptionSubmitSchema = z.object(
  {
    patientName: requiredText(incomplete),
    sex: choice(nutritionSexes, incomplete).optional(),
    age: requiredNumber(incomplete, { min: 0, integer: true }).optional(),
    patientPhone: optionalText(incomplete),
    hospitalizationCode: optionalText(incomplete),
    bedNumber: optionalText(incomplete),
    nourishmentList: z.array(nourishmentLine, { error: incomplete }).min(1, incomplete),
  },
  { error: incomplete },
);
export type NutritionPrescriptionSubmitInput = z.input<typeof nutritionPrescriptionSubmitSchema>;
export type NutritionPrescriptionSubmit = z.output<typeof nutritionPrescriptionSubmitSchema>;

/**
 * New product form (spec §5): name 名称不能为空, price 价格不能为空 (a number ≥ 0), dose unit
 * 请选择剂量单位 out of 片 袋 克 瓶 支 盒. Output is the POST /docnutrition/addnourishment body.
 */
export const newProductSchema = z.object(
  {
    nourishmentName: requiredText(m.productNameRequired),
    price: requiredNumber(m.productPriceRequired, { min: 0 }),
    specification: choice(doseUnits, m.doseUnitRequired),
  },
  { error: m.productNameRequired },
);
export type NewProductInput = z.input<typeof newProductSchema>;
export type NewProductValues = z.output<typeof newProductSchema>;

/**
 * The nutrition patient form (NRS-2002 step 1 and PG-SGA step 1, spec §5): name, age, sex
 * ('1' male, '0' female), phone, height (cm) and weight (kg) required, with the spec's wording for
 * each field (姓名不能为空, 年龄不能为空, 请选择性别, 手机号…, 身高不能为空, 体重不能为空);
 * admission number, bed number, disease and dates optional. Height and weight must be positive.
 */
function nutritionPatientSchema() {
  return z.object(
    {
      npName: requiredText(m.nameRequired),
      npAge: age,
      npSex: choice(nutritionPatientSexes, m.sexRequired),
      npPhone: phoneSchema,
      npHeight: requiredNumber(m.heightRequired, { min: Number.MIN_VALUE }),
      npWeight: requiredNumber(m.weightRequired, { min: Number.MIN_VALUE }),
      npAdmissionNumber: optionalText(m.nameRequired),
      npBedNumber: optionalText(m.nameRequired),
      npDisease: optionalText(m.nameRequired),
      hospitalizedDate: optionalText(m.nameRequired),
      surgeryDate: optionalText(m.nameRequired),
    },
    { error: m.nameRequired },
  );
}

/** NRS-2002 step 1: the nutrition patient (POST /docnutrition/addNPatient/{doctorId}). */
export const nrsPatientSchema = nutritionPatientSchema();
/** PG-SGA step 1: the same nutrition patient fields; the ui validates them on blur. */
export const pgsgaPatientSchema = nutritionPatientSchema();
export type NutritionPatientInput = z.input<typeof nrsPatientSchema>;
export type NutritionPatientValues = z.output<typeof nrsPatientSchema>;
