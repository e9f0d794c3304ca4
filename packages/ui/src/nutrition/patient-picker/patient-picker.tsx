import { nutritionPatientSummary, type NutritionPatient } from "@doctor-console/domain";
import type { LoadOptions } from "../../lib/use-remote-search";
import { SearchCombobox, type SearchComboboxProps, type SearchComboboxTexts } from "../../lib/search-combobox";

/** Loads the doctor's nutrition patients matching `query` (part of a name or phone); stops once `signal` aborts. */
export type LoadPatientOptions = LoadOptions<NutritionPatient>;

export type NutritionPatientPickerProps = Omit<
  SearchComboboxProps<NutritionPatient>,
  "slot" | "optionKey" | "optionLabel" | "optionDetail" | "optionDisabled" | "texts"
>;

/** The line under the name: sex, age, phone, and the bed when there is one. */
function patientLine(p: NutritionPatient): string {
  const [, ...rest] = nutritionPatientSummary(p).split("\u3000");
  return [...rest, p.npBedNumber].filter(Boolean).join("\u3000");
}

const texts: SearchComboboxTexts = {
  noResults: "没有找到相关患者",
  found: (count) => `找到 ${count} 位患者`,
  listLabel: "患者搜索结果",
};

/**
 * Choose a known nutrition patient: a search combobox over the doctor's patients, by part of the
 * name or phone (debounce: docs/behaviour/nutrition.md#choosing-a-known-patient). Each result
 * shows the name, then sex, age, phone and bed.
 */
export function NutritionPatientPicker({ placeholder = "输入姓名或手机号搜索已有患者", ...props }: NutritionPatientPickerProps) {
  return (
    <SearchCombobox<NutritionPatient>
      slot="patient-picker"
      optionKey={(p) => p.nutritionPatientId}
      optionLabel={(p) => p.npName}
      optionDetail={patientLine}
      texts={texts}
      placeholder={placeholder}
      {...props}
    />
  );
}
