import { useId, useState, type ComponentProps, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  nutritionPatientFormValues,
  pgsgaPatientSchema,
  successMessages,
  type NutritionPatient,
  type NutritionPatientInput,
  type NutritionPatientValues,
  type PgSgaAssessmentInput,
  type PgSgaAssessmentValues,
} from "@doctor-console/domain";
import { cn } from "../../lib/cn";
import { Button } from "../../primitives/button";
import { ChevronLeftIcon } from "../../primitives/icon";
import { Form } from "../../primitives/form-field";
import { Input } from "../../primitives/input";
import { Label } from "../../primitives/label";
import { toast } from "../../primitives/toast";
import { failureMessage } from "../../lib/failure";
import { defaultRenderLink, type RenderLink } from "../../lib/link";
import { emptyNutritionPatient, NutritionPatientFields } from "../patient-fields";
import { KnownPatientField, type LoadPatientOptions } from "../patient-picker";
import { WizardSteps } from "../wizard-steps";
import { PgSgaAssessmentForm } from "./pgsga-assessment-form";
import { PgSgaGradingScale, PgSgaRecommendation } from "./pgsga-grading";
import { PgSgaInstructionsDialog } from "./pgsga-instructions-dialog";
import { useDraftChange, useResumableStep, useValuesChange } from "../../lib/use-values-change";

export const pgsgaSteps = ["基本信息", "评估", "评估结果"] as const;

export type PgSgaWorksheetProps = Omit<ComponentProps<"section">, "children"> & {
  /** The assessment date shown read-only (today, yyyy-MM-dd). */
  today: string;
  /** The executor shown read-only (the signed-in doctor's name). */
  executor: string;
  /** Step 1: create the nutrition patient; resolve with its id. A failure is silent (see docs/behaviour/nutrition.md#pg-sga-assessment). */
  onCreatePatient: (values: NutritionPatientValues) => Promise<number>;
  /** Step 2: submit the answers; the server answers the total. Reject with its errmsg. */
  onSubmitEvaluation: (nutritionPatientId: number, answers: PgSgaAssessmentValues) => Promise<{ totalScore: number }>;
  /** The records list the 'back to list' link goes to (the host app's page). */
  listHref: string;
  /** Search the doctor's known nutrition patients (step 1 offers 选择已有患者 when given). */
  loadPatients?: LoadPatientOptions;
  /** A known patient to start from (step 1 filled in with their fields). */
  initialPatient?: NutritionPatient | null;
  renderLink?: RenderLink;
  title?: ReactNode;
  /** Level of the title (default 2; a page that has no other heading passes 1). */
  headingLevel?: 1 | 2 | 3;
  /** Where a worksheet left off (a kept copy): its step, the patient created, what was typed. */
  defaultDraft?: PgSgaDraft;
  /** Told of every change of the worksheet's state, e.g. to keep a copy; at the result it is done (`emptyPgSgaDraft`). */
  onDraftChange?: (draft: PgSgaDraft) => void;
};

/** The worksheet's state before its result: what a host keeps to resume it. */
export interface PgSgaDraft {
  step: number;
  patientId: number | null;
  patientName: string;
  /** The current step's fields as typed. */
  typing: Record<string, unknown> | null;
}

/** A worksheet with nothing in it (also what a finished one tells: nothing is left to keep). */
export const emptyPgSgaDraft: PgSgaDraft = { step: 0, patientId: null, patientName: "", typing: null };

/**
 * The PG-SGA worksheet in three steps: basic information (rules on blur; assessment date and
 * executor read-only), the assessment, and the result — the server's total, where it falls on the
 * grading scale and the recommended plan. With a 填写说明 dialog and a 'back to list' link.
 */
export function PgSgaWorksheet({
  today,
  executor,
  onCreatePatient,
  onSubmitEvaluation,
  listHref,
  loadPatients,
  initialPatient = null,
  renderLink = defaultRenderLink,
  title = "PG-SGA 患者主观整体评估",
  headingLevel = 2,
  defaultDraft = emptyPgSgaDraft,
  onDraftChange,
  className,
  ...props
}: PgSgaWorksheetProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const { step, setStep, typing, setTyping, resumed } = useResumableStep(defaultDraft);
  const [patientId, setPatientId] = useState<number | null>(defaultDraft.patientId);
  const [patientName, setPatientName] = useState(defaultDraft.patientName);
  const [totalScore, setTotalScore] = useState<number | null>(null);
  const [run, setRun] = useState(0);

  useDraftChange<PgSgaDraft>(step === 2 ? emptyPgSgaDraft : { step, patientId, patientName, typing }, onDraftChange);

  const restart = () => {
    setStep(0);
    setPatientId(null);
    setPatientName("");
    setTotalScore(null);
    setRun((r) => r + 1);
  };

  return (
    <section
      data-slot="pgsga-worksheet"
      data-step={step}
      aria-labelledby={titleId}
      className={cn("grid gap-6 rounded-dc-lg border border-dc-border bg-dc-background p-6", className)}
      {...props}
    >
      <div className="flex flex-wrap items-center gap-3">
        {renderLink({
          href: listHref,
          className: "inline-flex items-center gap-1 text-dc-primary underline-offset-4 hover:underline",
          children: (
            <>
              <ChevronLeftIcon />
              返回列表
            </>
          ),
        })}
        <Heading id={titleId} className="mr-auto text-dc-lg font-semibold">
          {title}
        </Heading>
        <PgSgaInstructionsDialog />
      </div>
      <WizardSteps steps={pgsgaSteps} current={step} />
      {step === 0 ? (
        <PatientStep
          key={run}
          defaultValues={resumed<NutritionPatientInput>(0)}
          onTyping={setTyping}
          loadPatients={loadPatients}
          initialPatient={run === 0 ? initialPatient : null}
          today={today}
          executor={executor}
          onNext={async (values) => {
            try {
              const id = await onCreatePatient(values);
              setPatientId(id);
              setPatientName(values.npName);
              setStep(1);
            } catch {
              // See docs/behaviour/nutrition.md#pg-sga-assessment and docs/behaviour/errors.md#error-catalogue: a failure to create the patient is silent; the doctor stays here.
            }
          }}
        />
      ) : null}
      {step === 1 && patientId !== null ? (
        <PgSgaAssessmentForm
          defaultValues={resumed<PgSgaAssessmentInput>(1)}
          onValuesChange={setTyping}
          onSubmit={async (answers) => {
            try {
              const { totalScore } = await onSubmitEvaluation(patientId, answers);
              toast.success(successMessages.submit);
              setTotalScore(totalScore);
              setStep(2);
            } catch (error) {
              const message = failureMessage(error);
              if (message) toast.error(message);
            }
          }}
        />
      ) : null}
      {step === 2 && totalScore !== null ? (
        <div data-slot="pgsga-result" className="grid gap-5">
          <p className="flex items-baseline gap-2">
            <span className="text-dc-muted-foreground">{patientName ? `${patientName}的 PG-SGA 总评分` : "PG-SGA 总评分"}</span>
            <strong data-slot="total-score" className="text-dc-3xl font-semibold tabular-nums">
              {totalScore}
            </strong>
            <span>分</span>
          </p>
          <PgSgaGradingScale total={totalScore} />
          <PgSgaRecommendation total={totalScore} forResultPage />
          <div className="flex items-center gap-4 border-t border-dc-border pt-4">
            <Button variant="outline" onClick={restart}>
              再评估一位
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}

function PatientStep({
  loadPatients,
  initialPatient,
  today,
  executor,
  defaultValues,
  onTyping,
  onNext,
}: {
  loadPatients: LoadPatientOptions | undefined;
  initialPatient: NutritionPatient | null;
  today: string;
  executor: string;
  defaultValues?: NutritionPatientInput | undefined;
  onTyping: (values: Record<string, unknown>) => void;
  onNext: (values: NutritionPatientValues) => Promise<void>;
}) {
  const dateId = useId();
  const executorId = useId();
  const form = useForm<NutritionPatientInput, unknown, NutritionPatientValues>({
    resolver: zodResolver(pgsgaPatientSchema),
    mode: "onBlur",
    // A kept copy (resuming) wins; else the known patient given; else empty.
    defaultValues:
      defaultValues ?? (initialPatient ? (nutritionPatientFormValues(initialPatient) as NutritionPatientInput) : emptyNutritionPatient),
  });
  useValuesChange(form.watch, onTyping);
  return (
    <Form {...form}>
      <form noValidate aria-label="基本信息" onSubmit={(e) => void form.handleSubmit(onNext)(e)} className="grid gap-5">
        {loadPatients ? (
          <KnownPatientField
            loadOptions={loadPatients}
            // A resumed copy may be of someone else than the patient first given.
            defaultValue={defaultValues ? null : initialPatient}
            onChoose={(p) => form.reset(nutritionPatientFormValues(p) as NutritionPatientInput)}
          />
        ) : null}
        <NutritionPatientFields control={form.control} />
        <div className="grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
          <div className="grid gap-1.5">
            <Label htmlFor={dateId}>评估日期</Label>
            <Input id={dateId} value={today} readOnly />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={executorId}>评估人</Label>
            <Input id={executorId} value={executor} readOnly />
          </div>
        </div>
        <div className="flex gap-3 border-t border-dc-border pt-4">
          <Button type="submit" loading={form.formState.isSubmitting}>
            下一步
          </Button>
        </div>
      </form>
    </Form>
  );
}
