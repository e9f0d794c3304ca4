import * as z from "zod/mini";
import { doseUnits, nutritionPatientSexes, nutritionSexes } from "../enums";
import { choice, id, isRecord, optionalText, requiredNumber, requiredText } from "./fields";
import { quantityInvalidMessage, validationMessages as m } from "./messages";
import { AGE_RANGE, HEIGHT_CM_RANGE, PRODUCT_PRICE_MAX, WEIGHT_KG_RANGE } from "../constants";
import { platformDate } from "../rules/dates";
import { phoneSchema } from "./phone";

// Each module-level schema is built in a call marked pure, so that a bundle keeps only the schemas
// it uses: reading the messages' properties would otherwise keep them all (see docs/performance.md).

/** Age input max length (see docs/behaviour/README.md#constants). */
export const AGE_MAX_LENGTH = 3;

/** Age in whole years, 0–150: blank 年龄不能为空, anything else wrong 请输入正确的年龄. */
const age = /* @__PURE__ */ (() => requiredNumber(m.ageRequired, { ...AGE_RANGE, integer: true, maxDigits: AGE_MAX_LENGTH, invalidMessage: m.ageInvalid }))();

/** Height in cm, 40–250; a value that looks like metres (under 3) is told so. */
const height = /* @__PURE__ */ (() => requiredNumber(m.heightRequired, {
  ...HEIGHT_CM_RANGE,
  invalidMessage: m.heightInvalid,
  refine: (n) => (n > 0 && n < 3 ? m.heightInMetres : undefined),
}))();

/** Weight in kg, 1–500. */
const weight = /* @__PURE__ */ (() => requiredNumber(m.weightRequired, { ...WEIGHT_KG_RANGE, invalidMessage: m.weightInvalid }))();

/**
 * Nutrition prescription basic-info dialog (see docs/behaviour/nutrition.md#nutrition-prescription): name 姓名不能为空, sex 请选择性别 (1 male,
 * 0 female), age 年龄不能为空 (at most 3 digits), phone with the phone rule; hospitalization code
 * and bed number optional.
 */
export const nutritionBasicInfoSchema = /* @__PURE__ */ (() =>
  z.object(
    {
      patientName: requiredText(m.nameRequired),
      sex: choice(nutritionSexes, m.sexRequired),
      age,
      patientPhone: phoneSchema,
      hospitalizationCode: optionalText(m.nameRequired),
      bedNumber: optionalText(m.nameRequired),
    },
    { error: m.nameRequired },
  ))();
export type NutritionBasicInfoInput = z.input<typeof nutritionBasicInfoSchema>;
export type NutritionBasicInfo = z.output<typeof nutritionBasicInfoSchema>;

/**
 * Add-product dialog (see docs/behaviour/nutrition.md#nutrition-prescription) for a product with `stock` in store, of which `added` is already on
 * the prescription: product, usage dosage and quantity required; quantity a whole number from 1 to
 * what is left (请输入正确的数量（1 到 N）). A product out of stock cannot be chosen (该营养品缺货).
 */
export function addProductSchema(stock: number, added = 0) {
  const whole = (n: number) => (Number.isFinite(n) ? Math.min(Number.MAX_SAFE_INTEGER, Math.max(0, Math.floor(n))) : 0);
  const inStore = whole(stock);
  const left = Math.max(0, inStore - whole(added));
  const unavailable = inStore < 1 ? m.productOutOfStock : left < 1 ? m.productStockUsedUp : undefined;
  return z.object(
    {
      nourishmentId: unavailable ? id(m.productRequired).check(z.refine(() => false, unavailable)) : id(m.productRequired),
      useTheDosage: requiredText(m.dosageRequired),
      quantity: requiredNumber(m.quantityRequired, { integer: true, min: 1, max: Math.max(1, left), invalidMessage: quantityInvalidMessage(Math.max(1, left)) }),
    },
    { error: m.productRequired },
  );
}
export type AddProductInput = z.input<ReturnType<typeof addProductSchema>>;
export type AddProductValues = z.output<ReturnType<typeof addProductSchema>>;

const incomplete = m.prescriptionIncomplete;

const nourishmentLine = /* @__PURE__ */ (() =>
  z.object(
    {
      NourishmentCode: id(incomplete),
      quantity: requiredNumber(incomplete, { integer: true, min: 1 }),
      useTheDosage: z.string({ error: incomplete }),
    },
    { error: incomplete },
  ))();

/**
 * Submitting a nutrition prescription (see docs/behaviour/nutrition.md#nutrition-prescription): it needs a patient name and at least one product,
 * otherwise 请完善信息在提交. The other basic-info fields ride along as the dialog checked them.
 */
export const nutritionPrescriptionSubmitSchema = /* @__PURE__ */ (() =>
  z.object(
    {
      patientName: requiredText(incomplete),
      sex: z.optional(choice(nutritionSexes, incomplete)),
      age: z.optional(requiredNumber(incomplete, { min: 0, integer: true })),
      patientPhone: optionalText(incomplete),
      hospitalizationCode: optionalText(incomplete),
      bedNumber: optionalText(incomplete),
      nourishmentList: z.array(nourishmentLine, { error: incomplete }).check(z.minLength(1, incomplete)),
    },
    { error: incomplete },
  ))();
export type NutritionPrescriptionSubmitInput = z.input<typeof nutritionPrescriptionSubmitSchema>;
export type NutritionPrescriptionSubmit = z.output<typeof nutritionPrescriptionSubmitSchema>;

/**
 * New product form (see docs/behaviour/nutrition.md#new-product): name 名称不能为空, price 价格不能为空 (more than 0, at most
 * PRODUCT_PRICE_MAX, else 请输入正确的价格), dose unit
 * 请选择剂量单位 out of 片 袋 克 瓶 支 盒. Output is the POST /docnutrition/addnourishment body.
 */
export const newProductSchema = /* @__PURE__ */ (() =>
  z.object(
    {
      nourishmentName: requiredText(m.productNameRequired),
      price: requiredNumber(m.productPriceRequired, {
        max: PRODUCT_PRICE_MAX,
        invalidMessage: m.productPriceInvalid,
        refine: (n) => (n <= 0 ? m.productPriceInvalid : undefined),
      }),
      specification: choice(doseUnits, m.doseUnitRequired),
    },
    { error: m.productNameRequired },
  ))();
export type NewProductInput = z.input<typeof newProductSchema>;
export type NewProductValues = z.output<typeof newProductSchema>;

/**
 * The nutrition patient form (NRS-2002 step 1 and PG-SGA step 1, docs/behaviour/nutrition.md#nutrition-patient): name, age, sex
 * ('1' male, '0' female), phone, height (cm) and weight (kg) required, with the spec's wording for
 * each field (姓名不能为空, 年龄不能为空, 请选择性别, 手机号…, 身高不能为空, 体重不能为空);
 * admission number, bed number, disease and dates optional. Values must be clinically plausible
 * (age 0–150 whole years, height 40–250 cm, weight 1–500 kg); dates not after today (China time)
 * and surgery not before admission.
 */
function nutritionPatientSchema() {
  return z
    .object(
    {
      npName: requiredText(m.nameRequired),
      npAge: age,
      npSex: choice(nutritionPatientSexes, m.sexRequired),
      npPhone: phoneSchema,
      npHeight: height,
      npWeight: weight,
      npAdmissionNumber: optionalText(m.nameRequired),
      npBedNumber: optionalText(m.nameRequired),
      npDisease: optionalText(m.nameRequired),
      hospitalizedDate: pastDate(),
      surgeryDate: pastDate(),
    },
    { error: m.nameRequired },
  )
    .check(
      z.refine((v) => !(dayOf(v.hospitalizedDate) && dayOf(v.surgeryDate) && dayOf(v.surgeryDate) < dayOf(v.hospitalizedDate)), {
        path: ["surgeryDate"],
        message: m.surgeryBeforeAdmission,
        // Told even while other fields are still wrong.
        when: (payload) => isRecord(payload.value),
      }),
    );
}

/** The calendar day a date string names (yyyy-MM-dd), or "" when it names none (2026-02-30). */
const dayOf = (value: unknown) => {
  const day = typeof value === "string" ? value.trim().slice(0, 10) : "";
  const date = new Date(`${day}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day) ? day : "";
};

/** An optional past date (yyyy-MM-dd…): a day after today (China time) gives 日期不能晚于今天. */
function pastDate() {
  return optionalText(m.nameRequired).check(z.refine((v) => !v || dayOf(v) <= platformDate(new Date()), m.dateInFuture));
}

/** NRS-2002 step 1: the nutrition patient (POST /docnutrition/addNPatient/{doctorId}). */
export const nrsPatientSchema = /* @__PURE__ */ nutritionPatientSchema();
/** PG-SGA step 1: the same nutrition patient fields; the ui validates them on blur. */
export const pgsgaPatientSchema = /* @__PURE__ */ nutritionPatientSchema();
export type NutritionPatientInput = z.input<typeof nrsPatientSchema>;
export type NutritionPatientValues = z.output<typeof nrsPatientSchema>;
