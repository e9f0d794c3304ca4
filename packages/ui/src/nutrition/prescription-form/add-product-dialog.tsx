import { useEffect, useRef, useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { addProductSchema, type AddProductInput, type AddProductValues, type NutritionProduct } from "@doctor-console/domain";
import { Dialog, DialogBody, DialogContent, DialogHeader, DialogTitle } from "../../primitives/dialog";
import { Field, Form, FormField } from "../../primitives/form-field";
import { Input } from "../../primitives/input";
import { ProductPicker, type LoadProductOptions } from "../product-picker";
import { DialogForm } from "./dialog-form";

/** A product line as the prescription form keeps it: the product and what the doctor set. */
export interface PrescriptionLine extends AddProductValues {
  product: NutritionProduct;
}

export interface AddProductDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  loadOptions: LoadProductOptions;
  /** Optional: fetch the product again when picked, for its current stock. */
  loadProduct?: (nourishmentId: number, signal: AbortSignal) => Promise<NutritionProduct>;
  onAdd: (line: PrescriptionLine) => void;
  /** How much of a product the prescription already holds (the same product again adds to it). */
  addedQuantity?: (nourishmentId: number) => number;
}

/**
 * Add a product to the prescription (see docs/behaviour/nutrition.md#nutrition-prescription): product, usage dosage and quantity required; the
 * quantity runs from 1 to the product's stock, less what the prescription already holds of it.
 */
export function AddProductDialog({ open, onOpenChange, ...props }: AddProductDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="default"
        // Escape inside the open product list closes the list, not the dialog.
        onEscapeKeyDown={(e) => {
          if ((e.target as Element | null)?.closest?.('[data-slot="product-picker"][data-state="open"]')) e.preventDefault();
        }}
      >
        <AddProductForm {...props} onCancel={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function AddProductForm({
  loadOptions,
  loadProduct,
  onAdd,
  onCancel,
  addedQuantity = () => 0,
}: Omit<AddProductDialogProps, "open" | "onOpenChange"> & { onCancel: () => void }) {
  const [picked, setPicked] = useState<NutritionProduct | null>(null);
  // The stock bounds the quantity; the resolver reads it when it validates.
  const stock = useRef(0);
  useEffect(() => {
    stock.current = picked?.repertory ?? 0;
  }, [picked]);
  const added = picked ? addedQuantity(picked.nourishmentId) : 0;
  const addedRef = useRef(added);
  useEffect(() => {
    addedRef.current = added;
  }, [added]);
  // The schema is made at validation time, for the current pick's stock.
  const resolver: Resolver<AddProductInput, unknown, AddProductValues> = (values, context, options) =>
    zodResolver(addProductSchema(stock.current, addedRef.current))(values, context, options);
  const form = useForm<AddProductInput, unknown, AddProductValues>({
    resolver,
    defaultValues: { nourishmentId: "", useTheDosage: "", quantity: "" } as unknown as AddProductInput,
  });

  // A fresh stock figure for the picked product, when the page can fetch one. The latest loader
  // is read through a ref: pages pass a new function on every render.
  const loadProductRef = useRef(loadProduct);
  useEffect(() => {
    loadProductRef.current = loadProduct;
  }, [loadProduct]);
  const pickedId = picked?.nourishmentId;
  const canLoad = Boolean(loadProduct);
  useEffect(() => {
    const load = loadProductRef.current;
    if (!canLoad || !load || pickedId === undefined) return;
    const controller = new AbortController();
    load(pickedId, controller.signal).then(
      (fresh) => {
        if (controller.signal.aborted) return;
        setPicked((p) => (p && p.nourishmentId === fresh.nourishmentId && p.repertory !== fresh.repertory ? { ...p, repertory: fresh.repertory } : p));
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [canLoad, pickedId]);

  const submit = form.handleSubmit((values) => {
    if (!picked) return;
    onAdd({ ...values, product: picked });
  });

  return (
    <Form {...form}>
      <DialogForm onSubmit={(e) => void submit(e)} onCancel={onCancel}>
        <DialogHeader>
          <DialogTitle>添加营养品</DialogTitle>
        </DialogHeader>
        {/* The product list drops below the picker: let it overflow the body. */}
        <DialogBody className="grid gap-3 overflow-visible">
          <FormField
            control={form.control}
            name="nourishmentId"
            render={({ field }) => (
              <Field label="营养品" required>
                <ProductPicker
                  name={field.name}
                  loadOptions={loadOptions}
                  value={picked}
                  onValueChange={(p) => {
                    stock.current = p?.repertory ?? 0;
                    addedRef.current = p ? addedQuantity(p.nourishmentId) : 0;
                    setPicked(p);
                    field.onChange(p ? p.nourishmentId : "");
                    if (p && !form.getValues("useTheDosage") && p.useTheDosage) form.setValue("useTheDosage", p.useTheDosage);
                    if (form.formState.isSubmitted) void form.trigger("quantity");
                  }}
                  onBlur={field.onBlur}
                />
              </Field>
            )}
          />
          <FormField
            control={form.control}
            name="useTheDosage"
            render={({ field }) => (
              <Field label="用法用量" required>
                <Input {...field} value={String(field.value ?? "")} maxLength={100} autoComplete="off" />
              </Field>
            )}
          />
          <FormField
            control={form.control}
            name="quantity"
            render={({ field }) => (
              <Field label="数量" required description={
                  picked ? `库存 ${picked.repertory}${picked.specification}${added > 0 ? `，处方中已有 ${added}${picked.specification}` : ""}` : "请先选择营养品"
                }>
                <Input
                  {...field}
                  value={String(field.value ?? "")}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={picked ? Math.max(1, picked.repertory - added) : undefined}
                  step={1}
                  className="w-40"
                />
              </Field>
            )}
          />
        </DialogBody>
      </DialogForm>
    </Form>
  );
}
