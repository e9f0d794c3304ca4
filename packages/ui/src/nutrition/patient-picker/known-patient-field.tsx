import { useId } from "react";
import type { NutritionPatient } from "@doctor-console/domain";
import { Label } from "../../primitives/label";
import { NutritionPatientPicker, type LoadPatientOptions } from "./patient-picker";

export interface KnownPatientFieldProps {
  loadOptions: LoadPatientOptions;
  /** The patient the form starts from, if any. */
  defaultValue?: NutritionPatient | null;
  /** A patient was chosen: the form fills in their known fields. */
  onChoose: (patient: NutritionPatient) => void;
  className?: string;
}

/** 选择已有患者 above a nutrition form: choosing fills in what is known; every field stays editable. */
export function KnownPatientField({ loadOptions, defaultValue = null, onChoose, className }: KnownPatientFieldProps) {
  const id = useId();
  const hintId = useId();
  return (
    <div data-slot="known-patient-field" className={className ?? "grid max-w-[420px] gap-1.5"}>
      <Label htmlFor={id}>选择已有患者</Label>
      <NutritionPatientPicker
        id={id}
        aria-describedby={hintId}
        loadOptions={loadOptions}
        defaultValue={defaultValue}
        onValueChange={(p) => {
          if (p) onChoose(p);
        }}
      />
      <p id={hintId} className="text-dc-sm text-dc-muted-foreground">
        按姓名或手机号搜索，选择后自动填入已知信息，可再修改
      </p>
    </div>
  );
}
