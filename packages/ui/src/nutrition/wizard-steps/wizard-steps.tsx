import type { ComponentProps } from "react";
import { wizardStepStateLabels } from "@doctor-console/domain";
import { cn } from "../../lib/cn";
import { CheckIcon } from "../../primitives/icon";

export type WizardStepsProps = Omit<ComponentProps<"ol">, "children"> & {
  /** The step titles, in order. */
  steps: readonly string[];
  /** Index of the current step. */
  current: number;
  /** Indexes of steps passed over (e.g. NRS-2002's formal assessment when every pre-screen answer is no). */
  skipped?: readonly number[];
};

/**
 * Where the doctor is in a worksheet: numbered steps, done ones ticked, skipped ones reading 跳过,
 * the current one marked `aria-current="step"`.
 */
export function WizardSteps({ steps, current, skipped = [], className, ...props }: WizardStepsProps) {
  return (
    <ol data-slot="wizard-steps" aria-label="步骤" className={cn("flex flex-wrap items-center gap-2", className)} {...props}>
      {steps.map((title, index) => {
        const state = index < current ? (skipped.includes(index) ? "skipped" : "done") : index === current ? "current" : "todo";
        return (
          <li
            key={title}
            data-state={state}
            aria-current={state === "current" ? "step" : undefined}
            className="group/step flex items-center gap-2 text-dc-muted-foreground data-[state=current]:font-medium data-[state=current]:text-dc-foreground data-[state=done]:text-dc-primary-soft-foreground"
          >
            <span
              aria-hidden
              className={cn(
                "flex size-6 items-center justify-center rounded-full border border-dc-input text-dc-xs tabular-nums",
                "group-data-[state=current]/step:border-dc-primary group-data-[state=current]/step:bg-dc-primary group-data-[state=current]/step:text-dc-primary-foreground",
                "group-data-[state=done]/step:border-dc-primary group-data-[state=done]/step:text-dc-primary",
              )}
            >
              {state === "done" ? <CheckIcon className="size-3.5" /> : index + 1}
            </span>
            <span data-slot="wizard-step-title">
              {title}
              {state === "done" ? <span className="sr-only">（{wizardStepStateLabels.done}）</span> : null}
              {state === "skipped" ? <span className="ml-1 text-dc-xs">（{wizardStepStateLabels.skipped}）</span> : null}
            </span>
            {index < steps.length - 1 ? <span aria-hidden className="mx-1 h-px w-8 bg-dc-border sm:w-12" /> : null}
          </li>
        );
      })}
    </ol>
  );
}
