import { useId, type ComponentProps } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { doseUnits, newProductSchema, successMessages, validationMessages, type NewProductInput, type NewProductValues } from "@doctor-console/domain";
import { cn } from "../../lib/cn";
import { Button } from "../../primitives/button";
import { Field, Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "../../primitives/form-field";
import { Input } from "../../primitives/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../primitives/select";
import { toast } from "../../primitives/toast";
import { failureMessage } from "../../lib/failure";
import { useValuesChange } from "../../lib/use-values-change";

export type ProductFormProps = Omit<ComponentProps<"form">, "onSubmit" | "children"> & {
  /**
   * Add the product (POST /docnutrition/addnourishment). Resolve on success (提交成功, the form
   * empties); reject with the server's errmsg and the form shows it, keeping what was typed.
   */
  onSubmit: (values: NewProductValues) => Promise<unknown>;
  /** Heading of the form. */
  title?: string;
  /** What was typed before (a kept copy), instead of an empty form. */
  defaultValues?: NewProductInput;
  /** Told of every change of what is typed, e.g. to keep a copy. */
  onValuesChange?: (values: NewProductInput) => void;
};

const empty = { nourishmentName: "", price: "", specification: "" } as unknown as NewProductInput;

/**
 * A new nutrition product (see docs/behaviour/nutrition.md#new-product): name 名称不能为空, price 价格不能为空, dose unit
 * 请选择剂量单位 out of 片 袋 克 瓶 支 盒.
 */
export function ProductForm({ onSubmit, title = "新增营养品", defaultValues = empty, onValuesChange, className, ...props }: ProductFormProps) {
  const titleId = useId();
  const form = useForm<NewProductInput, unknown, NewProductValues>({
    resolver: zodResolver(newProductSchema),
    defaultValues,
  });
  useValuesChange(form.watch, onValuesChange);
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
      toast.success(successMessages.submit);
      form.reset(empty);
    } catch (error) {
      const message = failureMessage(error);
      if (message) toast.error(message);
    }
  });
  return (
    <Form {...form}>
      <form
        noValidate
        data-slot="product-form"
        aria-labelledby={titleId}
        onSubmit={(e) => void submit(e)}
        className={cn("grid max-w-[448px] gap-4 [--field-label-width:84px]", className)}
        {...props}
      >
        <h2 id={titleId} className="text-dc-lg font-semibold">
          {title}
        </h2>
        <FormField
          control={form.control}
          name="nourishmentName"
          render={({ field }) => (
            <Field label="名称" required orientation="horizontal">
              <Input {...field} value={String(field.value ?? "")} maxLength={50} autoComplete="off" placeholder="请输入营养品名称" />
            </Field>
          )}
        />
        <FormField
          control={form.control}
          name="price"
          render={({ field }) => (
            <Field label="价格" required orientation="horizontal" description="单位：元">
              <Input
                {...field}
                value={String(field.value ?? "")}
                type="number"
                inputMode="decimal"
                min={0}
                step={0.01}
                className="w-40"
                placeholder="0.00"
              />
            </Field>
          )}
        />
        <FormField
          control={form.control}
          name="specification"
          render={({ field }) => (
            <FormItem orientation="horizontal">
              <FormLabel required>剂量单位</FormLabel>
              <Select
                name={field.name}
                value={field.value ? String(field.value) : ""}
                onValueChange={field.onChange}
                onOpenChange={(open) => {
                  if (!open) field.onBlur();
                }}
              >
                <FormControl>
                  <SelectTrigger className="w-40">
                    <SelectValue placeholder={validationMessages.doseUnitRequired} />
                  </SelectTrigger>
                </FormControl>
                <SelectContent>
                  {doseUnits.map((unit) => (
                    <SelectItem key={unit} value={unit}>
                      {unit}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              <FormMessage />
            </FormItem>
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
