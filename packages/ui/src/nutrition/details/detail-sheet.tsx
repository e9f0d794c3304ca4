import { useId, type ComponentProps, type ReactNode } from "react";
import { displayDate, bmi, nutritionSexLabel, type NutritionPatient } from "@doctor-console/domain";
import { cn } from "../../lib/cn";
import { Button } from "../../primitives/button";
import { CheckIcon } from "../../primitives/icon";

export type DetailSheetProps = Omit<ComponentProps<"article">, "title"> & {
  title: ReactNode;
  /** A line under the title (hospital, date…). */
  subtitle?: ReactNode;
  /** Toolbar content before the print button (back link, PDF link). Hidden in print. */
  actions?: ReactNode;
  /** Print (download-then-print). Default `window.print()`; null hides the button. */
  onPrint?: (() => void) | null;
  printLabel?: string;
};

/**
 * A read-only record laid out like the paper form: black on white, ruled, one page where it fits.
 * The toolbar is marked `data-print-hide`, so printing shows the sheet alone.
 */
export function DetailSheet({
  title,
  subtitle,
  actions,
  onPrint = () => window.print(),
  printLabel = "下载打印",
  className,
  children,
  ...props
}: DetailSheetProps) {
  const titleId = useId();
  return (
    <div data-slot="detail-sheet-page" className="grid gap-4">
      {actions || onPrint ? (
        <div data-print-hide="" data-slot="detail-toolbar" className="flex flex-wrap items-center gap-3">
          {actions}
          {onPrint ? (
            <Button variant="outline" className="ml-auto" onClick={onPrint}>
              {printLabel}
            </Button>
          ) : null}
        </div>
      ) : null}
      <article
        data-slot="detail-sheet"
        aria-labelledby={titleId}
        className={cn(
          "mx-auto grid w-full max-w-[784px] gap-5 rounded-dc-lg border border-dc-border bg-dc-background p-8 text-dc-foreground phone-screen:p-4",
          "print:max-w-none print:rounded-none print:border-0 print:p-0 print:shadow-none",
          className,
        )}
        {...props}
      >
        <header className="grid gap-1 border-b-2 border-dc-foreground pb-3 text-center">
          <h2 id={titleId} className="text-dc-xl font-semibold tracking-wide">
            {title}
          </h2>
          {subtitle ? <p className="text-dc-sm">{subtitle}</p> : null}
        </header>
        {children}
      </article>
    </div>
  );
}

/** A titled part of a sheet. */
export function SheetSection({ title, children, className }: { title: ReactNode; children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={cn("grid gap-3 break-inside-avoid", className)}>
      <h3 id={id} className="border-b border-dc-border pb-1 font-medium">
        {title}
      </h3>
      {children}
    </section>
  );
}

export interface SheetItem {
  label: string;
  value: ReactNode;
}

/** Label–value pairs in a grid. */
export function SheetFields({ items, className }: { items: SheetItem[]; className?: string }) {
  return (
    <dl className={cn("grid grid-cols-2 gap-x-6 gap-y-2 sm:grid-cols-3 phone-screen:gap-x-4", className)}>
      {items.map((item) => (
        <div key={item.label} data-field={item.label} className="flex min-w-0 gap-1">
          <dt className="shrink-0 text-dc-muted-foreground print:text-dc-foreground">{item.label}：</dt>
          <dd className="min-w-0 break-words">{item.value === "" || item.value === null || item.value === undefined ? "—" : item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The nutrition patient's fields as shown on the NRS-2002 and PG-SGA records. */
export function nutritionPatientItems(p: NutritionPatient): SheetItem[] {
  const index = bmi(p.npWeight, p.npHeight);
  return [
    { label: "姓名", value: p.npName },
    { label: "性别", value: nutritionSexLabel(p.npSex) },
    { label: "年龄", value: `${p.npAge}岁` },
    { label: "手机号", value: p.npPhone },
    { label: "身高", value: `${p.npHeight}cm` },
    { label: "体重", value: `${p.npWeight}kg` },
    { label: "BMI", value: index === null ? "" : index.toFixed(1) },
    { label: "住院号", value: p.npAdmissionNumber },
    { label: "床号", value: p.npBedNumber },
    { label: "疾病诊断", value: p.npDisease },
    { label: "入院日期", value: displayDate(p.hospitalizedDate) },
    { label: "手术日期", value: displayDate(p.surgeryDate) },
  ];
}

export interface ChoiceOption {
  value: string | number;
  label: string;
  points?: number;
}

/**
 * A question as the paper form shows it, read-only: every option with its points, the chosen
 * ones ticked (and read out as 已选).
 */
export function ChoiceAnswer({
  question,
  options,
  selected,
  multiple = false,
  extra,
}: {
  question: string;
  options: readonly ChoiceOption[];
  selected: readonly (string | number)[];
  multiple?: boolean;
  /** More under the options (e.g. the pain location). */
  extra?: ReactNode;
}) {
  const id = useId();
  const chosen = options.filter((o) => selected.some((s) => String(s) === String(o.value)));
  return (
    <div data-slot="choice-answer" data-question={question} className="grid gap-1.5 break-inside-avoid">
      <p id={id} className="font-medium">
        {question}
      </p>
      <ul aria-labelledby={id} className="grid gap-1 sm:grid-cols-2">
        {options.map((o) => {
          const on = chosen.includes(o);
          return (
            <li
              key={String(o.value)}
              data-selected={on ? "true" : undefined}
              className="flex items-start gap-2 text-dc-muted-foreground data-[selected=true]:font-medium data-[selected=true]:text-dc-foreground print:text-dc-foreground"
            >
              <span
                aria-hidden
                className={cn(
                  "mt-0.5 flex size-4 shrink-0 items-center justify-center border border-dc-foreground",
                  multiple ? "rounded-dc-sm" : "rounded-full",
                )}
              >
                {on ? <CheckIcon className="size-3" strokeWidth={3} /> : null}
              </span>
              <span>
                {o.label}
                {o.points !== undefined ? `（${o.points}分）` : ""}
                {on ? <span className="sr-only">（已选）</span> : null}
              </span>
            </li>
          );
        })}
      </ul>
      {chosen.length === 0 ? <p className="text-dc-sm text-dc-muted-foreground">未选择</p> : null}
      {extra}
    </div>
  );
}

/** The total score, large. */
export function TotalScore({ label, total }: { label: string; total: number }) {
  return (
    <p data-slot="total-score-line" className="flex items-baseline gap-2">
      <span>{label}</span>
      <strong data-slot="total-score" className="text-dc-2xl font-semibold tabular-nums">
        {total}
      </strong>
      <span>分</span>
    </p>
  );
}
