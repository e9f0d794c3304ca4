import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";
import { CheckboxGroup, CheckboxGroupItem } from "../../primitives/checkbox";

/** A department and its sub-departments (the options of GET /departments). */
export interface DepartmentOption {
  value: string;
  label: string;
  children?: DepartmentOption[];
}

export type DepartmentPickerProps = Omit<ComponentProps<typeof CheckboxGroup>, "value" | "defaultValue" | "onValueChange" | "children"> & {
  /** The departments to choose from: parents and their sub-departments, each one choosable. */
  options: readonly DepartmentOption[];
  /** The chosen department names, in the order chosen. */
  value: readonly string[];
  onValueChange: (names: string[]) => void;
};

const namesOf = (options: readonly DepartmentOption[]): string[] => options.flatMap((o) => [o.label, ...namesOf(o.children ?? [])]);

/**
 * The one department picker of the product (articles and diseases alike): every department,
 * parent or not, is a checkbox; what is chosen are department NAMES (the platform joins them with
 * a comma); and whatever is chosen is visible — a saved name that is no longer among the options
 * is shown checked, so it can be seen and removed.
 */
export function DepartmentPicker({ options, value, onValueChange, className, ...props }: DepartmentPickerProps) {
  const offered = new Set(namesOf(options));
  const others = value.filter((name) => !offered.has(name));
  return (
    <CheckboxGroup data-slot="department-picker" value={[...value]} onValueChange={onValueChange} className={cn("gap-2", className)} {...props}>
      {options.map((d) => (
        <div key={d.value} data-slot="department-group" className="flex flex-wrap items-center gap-x-5 gap-y-1">
          <CheckboxGroupItem value={d.label} className="font-medium">
            {d.label}
          </CheckboxGroupItem>
          {namesOf(d.children ?? []).map((name, i) => (
            <CheckboxGroupItem key={`${i}-${name}`} value={name}>
              {name}
            </CheckboxGroupItem>
          ))}
        </div>
      ))}
      {others.length > 0 ? (
        <div data-slot="department-group" data-kind="saved" className="flex flex-wrap items-center gap-x-5 gap-y-1">
          {others.map((name) => (
            <CheckboxGroupItem key={name} value={name}>
              {name}
            </CheckboxGroupItem>
          ))}
        </div>
      ) : null}
    </CheckboxGroup>
  );
}
