import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  AGE_MAX_LENGTH,
  nutritionBasicInfoSchema,
  nutritionSexLabel,
  nutritionSexes,
  type NutritionBasicInfo,
  type NutritionBasicInfoInput,
} from "@doctor-console/domain";
import { Dialog, DialogBody, DialogContent, DialogHeader, DialogTitle, DialogDescription } from "../../primitives/dialog";
import { Field, Form, FormField } from "../../primitives/form-field";
import { Input } from "../../primitives/input";
import { RadioGroup, RadioGroupItem } from "../../primitives/radio-group";
import { onGroupBlur } from "../../lib/group-blur";
import { DialogForm } from "./dialog-form";

export interface BasicInfoDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What was saved before (the dialog opens on it). */
  value?: NutritionBasicInfo | null;
  /** 确定 with valid fields: the checked values. */
  onSave: (values: NutritionBasicInfo) => void;
}

function toInput(value: NutritionBasicInfo | null | undefined): NutritionBasicInfoInput {
  return {
    patientName: value?.patientName ?? "",
    sex: value ? String(value.sex) : ("" as unknown as NutritionBasicInfoInput["sex"]),
    age: value ? String(value.age) : "",
    patientPhone: value?.patientPhone ?? "",
    hospitalizationCode: value?.hospitalizationCode ?? "",
    bedNumber: value?.bedNumber ?? "",
  };
}

/**
 * The patient's basic information for a nutrition prescription (see docs/behaviour/nutrition.md#nutrition-prescription): name, sex, age (at most
 * three digits) and phone required; hospitalization code and bed number optional.
 */
export function BasicInfoDialog({ open, onOpenChange, value, onSave }: BasicInfoDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="default">
        {/* Mounted on open, so every opening starts from what was saved. */}
        <BasicInfoForm value={value} onSave={onSave} onCancel={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function BasicInfoForm({ value, onSave, onCancel }: { value?: NutritionBasicInfo | null; onSave: (v: NutritionBasicInfo) => void; onCancel: () => void }) {
  const form = useForm<NutritionBasicInfoInput, unknown, NutritionBasicInfo>({
    resolver: zodResolver(nutritionBasicInfoSchema),
    defaultValues: toInput(value),
  });
  return (
    <Form {...form}>
      <DialogForm onSubmit={(e) => void form.handleSubmit(onSave)(e)} onCancel={onCancel}>
        <DialogHeader>
          <DialogTitle>患者基本信息</DialogTitle>
          <DialogDescription className="text-dc-sm">带 * 的为必填项</DialogDescription>
        </DialogHeader>
        <DialogBody className="grid gap-3 sm:grid-cols-2">
          <FormField
            control={form.control}
            name="patientName"
            render={({ field }) => (
              <Field label="姓名" required>
                <Input {...field} autoComplete="off" maxLength={20} />
              </Field>
            )}
          />
          <FormField
            control={form.control}
            name="sex"
            render={({ field }) => (
              <Field label="性别" required>
                <RadioGroup
                  orientation="horizontal"
                  name={field.name}
                  value={field.value === undefined ? "" : String(field.value)}
                  onValueChange={field.onChange}
                  onBlur={onGroupBlur(field.onBlur)}
                  className="min-h-8 items-center"
                >
                  {nutritionSexes.map((s) => (
                    <RadioGroupItem key={s} value={String(s)}>
                      {nutritionSexLabel(s)}
                    </RadioGroupItem>
                  ))}
                </RadioGroup>
              </Field>
            )}
          />
          <FormField
            control={form.control}
            name="age"
            render={({ field }) => (
              <Field label="年龄" required>
                <Input
                  {...field}
                  value={String(field.value ?? "")}
                  inputMode="numeric"
                  maxLength={AGE_MAX_LENGTH}
                  autoComplete="off"
                />
              </Field>
            )}
          />
          <FormField
            control={form.control}
            name="patientPhone"
            render={({ field }) => (
              <Field label="手机号" required>
                <Input {...field} type="tel" inputMode="numeric" maxLength={11} autoComplete="off" />
              </Field>
            )}
          />
          <FormField
            control={form.control}
            name="hospitalizationCode"
            render={({ field }) => (
              <Field label="住院号">
                <Input {...field} value={field.value ?? ""} maxLength={50} autoComplete="off" />
              </Field>
            )}
          />
          <FormField
            control={form.control}
            name="bedNumber"
            render={({ field }) => (
              <Field label="床号">
                <Input {...field} value={field.value ?? ""} maxLength={20} autoComplete="off" />
              </Field>
            )}
          />
        </DialogBody>
      </DialogForm>
    </Form>
  );
}
