import { useId, type ComponentProps } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { diseaseSchema, successMessages, type DiseaseInput, type DiseaseValues } from "@doctor-console/domain";
import { cn } from "../../lib/cn";
import { Button } from "../../primitives/button";
import { Field, Form, FormField } from "../../primitives/form-field";
import { Input } from "../../primitives/input";
import { Textarea } from "../../primitives/textarea";
import { toast } from "../../primitives/toast";
import { onGroupBlur } from "../../lib/group-blur";
import { useValuesChange } from "../../lib/use-values-change";
import { DepartmentPicker, type DepartmentOption } from "../department-picker/department-picker";

export type { DepartmentOption };

export type DiseaseFormProps = Omit<ComponentProps<"form">, "onSubmit" | "children"> & {
  /** The departments to choose from. */
  departments: DepartmentOption[];
  /**
   * Add the disease (POST /management/diseases, department names joined by a comma). Resolve on
   * success (提交成功, the form empties); reject on failure (the caller tells why) and the form
   * keeps what was typed.
   */
  onSubmit: (values: DiseaseValues) => Promise<unknown>;
  /** What was typed before (a kept copy), instead of an empty form. */
  defaultValues?: DiseaseInput;
  /** Told of every change of what is typed, e.g. to keep a copy. */
  onValuesChange?: (values: DiseaseInput) => void;
};

const empty: DiseaseInput = { diseaseName: "", content: "", department: [] };

/** A new disease (see docs/behaviour/publishing.md#diseases): 疾病名称, 疾病内容 and 所属科室 (several), each required. */
export function DiseaseForm({ departments, onSubmit, defaultValues = empty, onValuesChange, className, ...props }: DiseaseFormProps) {
  const titleId = useId();
  const form = useForm<DiseaseInput, unknown, DiseaseValues>({ resolver: zodResolver(diseaseSchema), defaultValues });
  useValuesChange(form.watch, onValuesChange);
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch {
      return; // The caller told the doctor why; what was typed stays.
    }
    toast.success(successMessages.submit);
    form.reset(empty);
  });
  return (
    <Form {...form}>
      <form
        noValidate
        data-slot="disease-form"
        aria-labelledby={titleId}
        onSubmit={(e) => void submit(e)}
        className={cn("grid max-w-[672px] gap-5 [--field-label-width:84px]", className)}
        {...props}
      >
        <h1 id={titleId} className="text-dc-lg font-semibold">
          新增疾病
        </h1>
        <FormField
          control={form.control}
          name="diseaseName"
          render={({ field }) => (
            <Field label="疾病名称" required orientation="horizontal">
              <Input {...field} maxLength={50} autoComplete="off" placeholder="请输入疾病名称" className="max-w-[336px]" />
            </Field>
          )}
        />
        <FormField
          control={form.control}
          name="content"
          render={({ field }) => (
            <Field label="疾病内容" required orientation="horizontal">
              <Textarea {...field} maxLength={2000} showCount rows={6} placeholder="请输入疾病的主要表现、病因病机等" />
            </Field>
          )}
        />
        <FormField
          control={form.control}
          name="department"
          render={({ field }) => (
            <Field label="所属科室" required orientation="horizontal">
              <DepartmentPicker
                name={field.name}
                options={departments}
                value={Array.isArray(field.value) ? field.value : []}
                onValueChange={field.onChange}
                onBlur={onGroupBlur(field.onBlur)}
              />
            </Field>
          )}
        />
        <div className="pl-[calc(var(--field-label-width)+10.5px)]">
          <Button type="submit" loading={form.formState.isSubmitting}>
            提交
          </Button>
        </div>
      </form>
    </Form>
  );
}
