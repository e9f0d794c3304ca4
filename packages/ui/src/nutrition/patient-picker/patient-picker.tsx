import { useEffect, useId, useState, type ComponentProps, type KeyboardEvent } from "react";
import { nutritionPatientSummary, type NutritionPatient } from "@doctor-console/domain";
import { cn } from "../../lib/cn";
import { useControllableState } from "../../lib/use-controllable-state";
import { inputVariants } from "../../primitives/input";
import { SearchIcon } from "../../primitives/icon";
import { Spinner } from "../../primitives/spinner";
import { useRemoteSearch, type LoadOptions } from "../../lib/use-remote-search";

/** Loads the doctor's nutrition patients matching `query` (part of a name or phone); stops once `signal` aborts. */
export type LoadPatientOptions = LoadOptions<NutritionPatient>;

export type NutritionPatientPickerProps = Omit<
  ComponentProps<"input">,
  "value" | "defaultValue" | "onChange" | "size" | "role" | "type"
> & {
  /** Remote search: called with the trimmed text (after the debounce) and an abort signal. */
  loadOptions: LoadPatientOptions;
  /** The chosen patient (controlled); null for none. */
  value?: NutritionPatient | null;
  defaultValue?: NutritionPatient | null;
  onValueChange?: (patient: NutritionPatient | null) => void;
  /** Debounce in ms (default: the house's 200 ms, docs/behaviour/nutrition.md#choosing-a-known-patient). */
  debounceMs?: number;
  /** Classes of the wrapper (the `className` goes to the input). */
  rootClassName?: string;
};

/** The line under the name: sex, age, phone, and the bed when there is one. */
function patientLine(p: NutritionPatient): string {
  const [, ...rest] = nutritionPatientSummary(p).split("\u3000");
  return [...rest, p.npBedNumber].filter(Boolean).join("\u3000");
}

/**
 * Choose a known nutrition patient: a combobox (ARIA 1.2 pattern, list autocomplete) searching the
 * doctor's patients by part of the name or phone, remotely (`loadOptions(query, signal)`, debounced,
 * a stale request aborted, only the latest answer shown). ↓ / ↑ move, Enter picks, Escape closes
 * the list (a second Escape clears the text). Editing the text after a pick clears the pick.
 */
export function NutritionPatientPicker({
  loadOptions,
  value: valueProp,
  defaultValue,
  onValueChange,
  debounceMs,
  className,
  rootClassName,
  disabled,
  placeholder = "输入姓名或手机号搜索已有患者",
  onKeyDown,
  onBlur,
  onFocus,
  id,
  ...props
}: NutritionPatientPickerProps) {
  const [value, setValue] = useControllableState<NutritionPatient | null>({
    prop: valueProp,
    defaultProp: defaultValue ?? null,
    onChange: onValueChange,
  });
  const search = useRemoteSearch<NutritionPatient>(debounceMs === undefined ? { loadOptions } : { loadOptions, debounceMs });
  const [text, setText] = useState(value?.npName ?? "");
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);

  // A pick made from outside (a form reset, a controlled value) shows its name.
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    if (value && value.npName !== text) setText(value.npName);
    if (!value && shownValue && text === shownValue.npName) setText("");
  }

  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;
  const listboxId = `${autoId}-listbox`;
  const statusId = `${autoId}-status`;
  const optionId = (p: NutritionPatient) => `${autoId}-option-${p.nutritionPatientId}`;

  const { options, status } = search;
  const active = activeIndex >= 0 && activeIndex < options.length ? activeIndex : -1;
  const activeOption = active >= 0 ? options[active] : undefined;
  const showList = open && status === "done" && options.length > 0;
  const showPanel = open && status !== "idle";

  useEffect(() => {
    if (!activeOption) return;
    document.getElementById(optionId(activeOption))?.scrollIntoView?.({ block: "nearest" });
    // optionId is derived from the stable autoId.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activeOption]);

  const pick = (patient: NutritionPatient) => {
    setValue(patient);
    setText(patient.npName);
    setOpen(false);
    setActiveIndex(-1);
    search.clear();
  };

  const onTextChange = (next: string) => {
    setText(next);
    setActiveIndex(-1);
    if (value && next !== value.npName) setValue(null);
    search.search(next);
    setOpen(next.trim() !== "");
  };

  const move = (delta: 1 | -1) => {
    if (options.length === 0) return;
    setOpen(true);
    setActiveIndex((i) => {
      const from = i >= 0 && i < options.length ? i : delta === 1 ? -1 : options.length;
      return (from + delta + options.length) % options.length;
    });
  };

  const handleKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(e);
    if (e.defaultPrevented) return;
    switch (e.key) {
      case "ArrowDown":
        e.preventDefault();
        if (!showList && options.length > 0) {
          setOpen(true);
          setActiveIndex(0);
        } else move(1);
        break;
      case "ArrowUp":
        e.preventDefault();
        move(-1);
        break;
      case "Home":
        if (showList) {
          e.preventDefault();
          setActiveIndex(0);
        }
        break;
      case "End":
        if (showList) {
          e.preventDefault();
          setActiveIndex(options.length - 1);
        }
        break;
      case "Enter":
        // Enter picks the highlighted result instead of submitting the surrounding form.
        if (showList && activeOption) {
          e.preventDefault();
          pick(activeOption);
        }
        break;
      case "Escape":
        if (showPanel) {
          e.preventDefault();
          e.stopPropagation();
          setOpen(false);
          setActiveIndex(-1);
        } else if (text !== "") {
          e.preventDefault();
          e.stopPropagation();
          onTextChange("");
        }
        break;
    }
  };

  const statusText =
    status === "loading"
      ? "搜索中…"
      : status === "error"
        ? "搜索失败，请重试"
        : status === "done" && options.length === 0
          ? "没有找到相关患者"
          : status === "done"
            ? `找到 ${options.length} 位患者`
            : "";

  return (
    <div
      data-slot="patient-picker"
      data-state={showPanel ? "open" : "closed"}
      data-status={status}
      className={cn("relative w-full", rootClassName)}
    >
      <SearchIcon className="pointer-events-none absolute top-1/2 left-2.5 -translate-y-1/2 text-dc-muted-foreground" />
      <input
        id={inputId}
        data-slot="patient-picker-input"
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-haspopup="listbox"
        aria-expanded={showList}
        aria-controls={showList ? listboxId : undefined}
        aria-activedescendant={showList && activeOption ? optionId(activeOption) : undefined}
        disabled={disabled}
        placeholder={placeholder}
        value={text}
        onChange={(e) => onTextChange(e.target.value)}
        onKeyDown={handleKeyDown}
        onFocus={(e) => {
          onFocus?.(e);
          if (options.length > 0) setOpen(true);
        }}
        onBlur={(e) => {
          onBlur?.(e);
          setOpen(false);
          setActiveIndex(-1);
        }}
        className={cn(inputVariants(), "pl-8", className)}
        {...props}
      />
      <span id={statusId} role="status" className="sr-only">
        {open ? statusText : ""}
      </span>
      {showPanel ? (
        <div
          data-slot="patient-picker-popup"
          className="absolute top-full right-0 left-0 z-50 mt-1 overflow-hidden rounded-dc-md border border-dc-border bg-dc-background shadow-md"
        >
          {showList ? (
            <ul
              id={listboxId}
              role="listbox"
              aria-label="患者搜索结果"
              data-slot="patient-picker-listbox"
              className="max-h-64 overflow-y-auto p-1"
            >
              {options.map((patient, index) => {
                const selected = value?.nutritionPatientId === patient.nutritionPatientId;
                return (
                  <li
                    key={patient.nutritionPatientId}
                    id={optionId(patient)}
                    role="option"
                    aria-selected={selected}
                    data-active={index === active ? "true" : undefined}
                    data-slot="patient-picker-option"
                    onMouseDown={(e) => e.preventDefault()}
                    onMouseMove={() => setActiveIndex(index)}
                    onClick={() => pick(patient)}
                    className={cn(
                      "flex cursor-pointer flex-col gap-0.5 rounded-dc-sm px-2 py-1.5",
                      "data-[active=true]:bg-dc-primary-soft data-[active=true]:text-dc-primary-soft-foreground",
                      "aria-selected:font-medium",
                    )}
                  >
                    <span className="text-dc-sm">{patient.npName}</span>
                    <span className="text-dc-xs text-dc-muted-foreground in-data-[active=true]:text-dc-primary-soft-foreground">
                      {patientLine(patient)}
                    </span>
                  </li>
                );
              })}
            </ul>
          ) : (
            <p
              data-slot="patient-picker-message"
              aria-hidden
              className="flex items-center gap-2 px-3 py-2 text-dc-sm text-dc-muted-foreground"
            >
              {status === "loading" ? <Spinner size="sm" /> : null}
              {statusText}
            </p>
          )}
        </div>
      ) : null}
    </div>
  );
}
