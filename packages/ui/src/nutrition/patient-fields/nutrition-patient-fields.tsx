import { useId } from "react";
import { useWatch, type Control } from "react-hook-form";
import {
  AGE_MAX_LENGTH,
  bmi,
  nutritionPatientSexes,
  nutritionSexLabel,
  type NutritionPatientInput,
  type NutritionPatientValues,
} from "@doctor-console/domain";
import { Field, FormField } from "../../primitives/form-field";
import { Input } from "../../primitives/input";
import { RadioGroup, RadioGroupItem } from "../../primitives/radio-group";
import { onGroupBlur } from "../../lib/group-blur";

export type NutritionPatientControl = Control<NutritionPatientInput, unknown, NutritionPatientValues>;

/** Empty values for the nutrition-patient form. */
export const emptyNutritionPatient = {
  npName: "",
  npAge: "",
  npSex: "",
  npPhone: "",
  npHeight: "",
  npWeight: "",
  npAdmissionNumber: "",
  npBedNumber: "",
  npDisease: "",
  hospitalizedDate: "",
  surgeryDate: "",
} as unknown as NutritionPatientInput;

/** BMI of the typed height and weight, shown as it changes (see docs/behaviour/nutrition.md#nutrition-patient: one decimal). */
export function LiveBmi({ control }: { control: NutritionPatientControl }) {
  const labelId = useId();
  const [height, weight] = useWatch({ control, name: ["npHeight", "npWeight"] });
  const value = bmi(String(weight ?? ""), String(height ?? ""));
  return (
    <div className="grid gap-1.5">
      <span id={labelId} className="text-dc-sm leading-5">
        BMI
      </span>
      <output
        data-slot="live-bmi"
        aria-labelledby={labelId}
        aria-live="polite"
        className="flex h-8 items-center rounded-dc-md bg-dc-surface px-2.5 tabular-nums"
      >
        {value === null ? "—" : value.toFixed(1)}
      </output>
    </div>
  );
}

/**
 * The nutrition patient's fields (NRS-2002 and PG-SGA step 1): name, age, sex, phone, height and
 * weight required, with the BMI shown live; admission number, bed number, disease and the
 * hospitalized / surgery dates optional.
 */
export function NutritionPatientFields({ control }: { control: NutritionPatientControl }) {
  return (
    <div data-slot="nutrition-patient-fields" className="grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
      <FormField
        control={control}
        name="npName"
        render={({ field }) => (
          <Field label="姓名" required>
            <Input {...field} value={String(field.value ?? "")} maxLength={20} autoComplete="off" />
          </Field>
        )}
      />
      <FormField
        control={control}
        name="npAge"
        render={({ field }) => (
          <Field label="年龄" required>
            <Input {...field} value={String(field.value ?? "")} inputMode="numeric" maxLength={AGE_MAX_LENGTH} autoComplete="off" />
          </Field>
        )}
      />
      <FormField
        control={control}
        name="npSex"
        render={({ field }) => (
          <Field label="性别" required>
            <RadioGroup
              orientation="horizontal"
              name={field.name}
              value={field.value ? String(field.value) : ""}
              onValueChange={field.onChange}
              onBlur={onGroupBlur(field.onBlur)}
              className="min-h-8 items-center"
            >
              {nutritionPatientSexes.map((s) => (
                <RadioGroupItem key={s} value={s}>
                  {nutritionSexLabel(s)}
                </RadioGroupItem>
              ))}
            </RadioGroup>
          </Field>
        )}
      />
      <FormField
        control={control}
        name="npPhone"
        render={({ field }) => (
          <Field label="手机号" required>
            <Input {...field} value={String(field.value ?? "")} type="tel" inputMode="numeric" maxLength={11} autoComplete="off" />
          </Field>
        )}
      />
      <FormField
        control={control}
        name="npHeight"
        render={({ field }) => (
          <Field label="身高(cm)" required>
            <Input {...field} value={String(field.value ?? "")} type="number" inputMode="decimal" min={0} step="any" />
          </Field>
        )}
      />
      <FormField
        control={control}
        name="npWeight"
        render={({ field }) => (
          <Field label="体重(kg)" required>
            <Input {...field} value={String(field.value ?? "")} type="number" inputMode="decimal" min={0} step="any" />
          </Field>
        )}
      />
      <LiveBmi control={control} />
      <FormField
        control={control}
        name="npAdmissionNumber"
        render={({ field }) => (
          <Field label="住院号">
            <Input {...field} value={String(field.value ?? "")} maxLength={50} autoComplete="off" />
          </Field>
        )}
      />
      <FormField
        control={control}
        name="npBedNumber"
        render={({ field }) => (
          <Field label="床号">
            <Input {...field} value={String(field.value ?? "")} maxLength={20} autoComplete="off" />
          </Field>
        )}
      />
      <FormField
        control={control}
        name="npDisease"
        render={({ field }) => (
          <Field label="疾病诊断">
            <Input {...field} value={String(field.value ?? "")} maxLength={200} autoComplete="off" />
          </Field>
        )}
      />
      <FormField
        control={control}
        name="hospitalizedDate"
        render={({ field }) => (
          <Field label="入院日期">
            <Input {...field} value={String(field.value ?? "")} type="date" />
          </Field>
        )}
      />
      <FormField
        control={control}
        name="surgeryDate"
        render={({ field }) => (
          <Field label="手术日期">
            <Input {...field} value={String(field.value ?? "")} type="date" />
          </Field>
        )}
      />
    </div>
  );
}
