import { useId, useState, type ComponentProps, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  nrs2002AgeScope,
  nrs2002DerivedAnswers,
  nrs2002Gate,
  nrs2002Result,
  nrs2002Texts,
  NRS2002_RISK_THRESHOLD,
  nrsAgeScopes,
  nrsAssessmentSchema,
  nrsIllnessStates,
  nrsNutritionStates,
  nrsPatientSchema,
  nrsPrescreenQuestions,
  nrsPrescreenSchema,
  nrsYesNoLabels,
  NRS_NO,
  NRS_YES,
  nutritionPatientFormValues,
  successMessages,
  type NrsAssessmentInput,
  type NrsAssessmentValues,
  type NrsPrescreenInput,
  type NrsPrescreenValues,
  type NutritionPatient,
  type NutritionPatientInput,
  type NutritionPatientValues,
} from "@doctor-console/domain";
import { cn } from "../../lib/cn";
import { Button, buttonVariants } from "../../primitives/button";
import { CheckboxGroup, CheckboxGroupItem } from "../../primitives/checkbox";
import { Field, Form, FormField } from "../../primitives/form-field";
import { RadioGroup, RadioGroupItem } from "../../primitives/radio-group";
import { toast } from "../../primitives/toast";
import { failureMessage } from "../../lib/failure";
import { defaultRenderLink, type RenderLink } from "../../lib/link";
import { emptyNutritionPatient, NutritionPatientFields } from "../patient-fields";
import { KnownPatientField, type LoadPatientOptions } from "../patient-picker";
import { WizardSteps } from "../wizard-steps";
import { onGroupBlur } from "../../lib/group-blur";
import { useDraftChange, useResumableStep, useValuesChange } from "../../lib/use-values-change";

export const nrs2002Steps = ["基本信息", "初步筛查", "正式评估", "筛查结果"] as const;

export type Nrs2002WizardProps = Omit<ComponentProps<"section">, "children"> & {
  /** Step 1: create the nutrition patient; resolve with its id. Reject with the message to show. */
  onCreatePatient: (values: NutritionPatientValues) => Promise<number>;
  /** Step 3: submit the formal assessment; the server answers the total score. */
  onSubmitScreening: (nutritionPatientId: number, answers: NrsAssessmentValues) => Promise<{ totalScore: number }>;
  /** Where the records list is (a link on the result step; the host app's page). */
  listHref: string;
  /** Search the doctor's known nutrition patients (step 1 offers 选择已有患者 when given). */
  loadPatients?: LoadPatientOptions;
  /** A known patient to start from (step 1 filled in with their fields). */
  initialPatient?: NutritionPatient | null;
  /** The next steps the result offers for the screened patient: issuing a prescription, a PG-SGA assessment. */
  nextSteps?: (nutritionPatientId: number) => { prescription?: string; pgsga?: string };
  renderLink?: RenderLink;
  title?: ReactNode;
  /** Level of the title (default 2; a page that has no other heading passes 1). */
  headingLevel?: 1 | 2 | 3;
  /** Where a worksheet left off (a kept copy): its step, the patient created, the answers, what was typed. */
  defaultDraft?: Nrs2002Draft;
  /** Told of every change of the worksheet's state, e.g. to keep a copy; at the result it is done (`emptyNrs2002Draft`). */
  onDraftChange?: (draft: Nrs2002Draft) => void;
};

/** The worksheet's state before its result: what a host keeps to resume it. */
export interface Nrs2002Draft {
  step: number;
  patient: { id: number; values: NutritionPatientValues } | null;
  prescreen: NrsPrescreenValues | null;
  /** The current step's fields as typed. */
  typing: Record<string, unknown> | null;
}

/** A worksheet with nothing in it (also what a finished one tells: nothing is left to keep). */
export const emptyNrs2002Draft: Nrs2002Draft = { step: 0, patient: null, prescreen: null, typing: null };

type Outcome = { kind: "healthy"; message: string } | { kind: "scored"; totalScore: number };

/**
 * The NRS-2002 worksheet in four steps: basic information (creates the patient), the four yes / no
 * pre-screening questions, the formal assessment — only when some answer is 'yes' — and the score
 * with its meaning. With every pre-screening answer 'no' it ends at once with 'no risk, re-screen
 * weekly' and submits nothing. Scores come from the server.
 */
export function Nrs2002Wizard({
  onCreatePatient,
  onSubmitScreening,
  listHref,
  loadPatients,
  initialPatient = null,
  nextSteps,
  renderLink = defaultRenderLink,
  title = "NRS-2002 营养风险筛查",
  headingLevel = 2,
  defaultDraft = emptyNrs2002Draft,
  onDraftChange,
  className,
  ...props
}: Nrs2002WizardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const { step, setStep, typing, setTyping, resumed } = useResumableStep(defaultDraft);
  const [patient, setPatient] = useState<{ id: number; values: NutritionPatientValues } | null>(defaultDraft.patient);
  const [prescreen, setPrescreen] = useState<NrsPrescreenValues | null>(defaultDraft.prescreen);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [run, setRun] = useState(0);

  useDraftChange<Nrs2002Draft>(step === 3 ? emptyNrs2002Draft : { step, patient, prescreen, typing }, onDraftChange);

  const restart = () => {
    setStep(0);
    setPatient(null);
    setPrescreen(null);
    setOutcome(null);
    setRun((r) => r + 1);
  };

  return (
    <section
      data-slot="nrs2002-wizard"
      data-step={step}
      aria-labelledby={titleId}
      className={cn("grid gap-6 rounded-dc-lg border border-dc-border bg-dc-background p-6", className)}
      {...props}
    >
      <Heading id={titleId} className="text-dc-lg font-semibold">
        {title}
      </Heading>
      {/* Every pre-screen answer 'no': the formal assessment was skipped, not done. */}
      <WizardSteps steps={nrs2002Steps} current={step} skipped={outcome?.kind === "healthy" ? [2] : []} />
      {step === 0 ? (
        <PatientStep
          key={run}
          defaultValues={run === 0 ? resumed<NutritionPatientInput>(0) : undefined}
          onTyping={setTyping}
          loadPatients={loadPatients}
          initialPatient={run === 0 ? initialPatient : null}
          onNext={async (values) => {
            try {
              const id = await onCreatePatient(values);
              setPatient({ id, values });
              setStep(1);
            } catch (error) {
              const message = failureMessage(error);
              if (message) toast.error(message);
            }
          }}
        />
      ) : null}
      {step === 1 ? (
        <PrescreenStep
          defaultValues={resumed<NrsPrescreenValues>(1) ?? prescreen}
          onTyping={setTyping}
          patient={patient?.values ?? null}
          onNext={(values) => {
            setPrescreen(values);
            const gate = nrs2002Gate(values);
            if (gate.formal) setStep(2);
            else {
              setOutcome({ kind: "healthy", message: gate.message });
              setStep(3);
            }
          }}
        />
      ) : null}
      {step === 2 && patient ? (
        <AssessmentStep
          age={patient.values.npAge}
          defaultValues={resumed<NrsAssessmentInput>(2)}
          onTyping={setTyping}
          onBack={() => setStep(1)}
          onSubmit={async (answers) => {
            try {
              const { totalScore } = await onSubmitScreening(patient.id, answers);
              toast.success(successMessages.submit);
              setOutcome({ kind: "scored", totalScore });
              setStep(3);
            } catch (error) {
              const message = failureMessage(error);
              if (message) toast.error(message);
            }
          }}
        />
      ) : null}
      {step === 3 && outcome ? (
        <ResultStep outcome={outcome} patientName={patient?.values.npName ?? ""}>
          {patient && nextSteps ? <NextSteps links={nextSteps(patient.id)} atRisk={outcome.kind === "scored" && nrs2002Result(outcome.totalScore).atRisk} renderLink={renderLink} /> : null}
          <Button variant="outline" onClick={restart}>
            再筛查一位
          </Button>
          {renderLink({ href: listHref, className: "text-dc-primary underline-offset-4 hover:underline", children: "查看筛查记录" })}
        </ResultStep>
      ) : null}
    </section>
  );
}

function StepActions({ children }: { children: ReactNode }) {
  return <div className="flex gap-3 border-t border-dc-border pt-4">{children}</div>;
}

type OnTyping = (values: Record<string, unknown>) => void;

/** The result's next steps for the patient just screened (primary when at risk). */
function NextSteps({ links, atRisk, renderLink }: { links: { prescription?: string; pgsga?: string }; atRisk: boolean; renderLink: RenderLink }) {
  const look = atRisk ? buttonVariants() : buttonVariants({ variant: "outline" });
  return (
    <nav aria-label="下一步" data-slot="nrs2002-next-steps" className="flex flex-wrap items-center gap-3">
      {links.prescription ? renderLink({ href: links.prescription, className: look, children: "开具营养处方" }) : null}
      {links.pgsga ? renderLink({ href: links.pgsga, className: look, children: "PG-SGA评估" }) : null}
    </nav>
  );
}

/** Step 1 starts from a kept copy when resuming, else from the known patient given, else empty. */
function PatientStep({
  defaultValues,
  onTyping,
  loadPatients,
  initialPatient,
  onNext,
}: {
  defaultValues?: NutritionPatientInput | undefined;
  onTyping: OnTyping;
  loadPatients: LoadPatientOptions | undefined;
  initialPatient: NutritionPatient | null;
  onNext: (values: NutritionPatientValues) => Promise<void>;
}) {
  const form = useForm<NutritionPatientInput, unknown, NutritionPatientValues>({
    resolver: zodResolver(nrsPatientSchema),
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
        <StepActions>
          <Button type="submit" loading={form.formState.isSubmitting}>
            下一步
          </Button>
        </StepActions>
      </form>
    </Form>
  );
}

/** Pre-selects what the data already answers, unless the answers given (kept or from going back) have it. */
function PrescreenStep({
  defaultValues,
  onTyping,
  patient,
  onNext,
}: {
  defaultValues: NrsPrescreenValues | null | undefined;
  onTyping: OnTyping;
  patient: NutritionPatientValues | null;
  onNext: (values: NrsPrescreenValues) => void;
}) {
  // What the data already answers (BMI < 20.5), pre-selected for the doctor to confirm.
  const derived = patient ? nrs2002DerivedAnswers(patient) : null;
  const derivedBmiLow = derived?.bmiLow ?? null;
  const form = useForm<NrsPrescreenInput, unknown, NrsPrescreenValues>({
    resolver: zodResolver(nrsPrescreenSchema),
    // Unanswered is "" (not undefined) so the schema answers with its own message.
    // A derived answer fills only a question the answers given leave open.
    defaultValues: Object.fromEntries(
      nrsPrescreenQuestions.map((q) => {
        const given: unknown = defaultValues?.[q.key];
        if (given !== undefined && given !== null && given !== "") return [q.key, given];
        return [q.key, q.key === "bmiLow" && derivedBmiLow !== null ? derivedBmiLow : ""];
      }),
    ) as NrsPrescreenInput,
  });
  useValuesChange(form.watch, onTyping);
  return (
    <Form {...form}>
      <form noValidate aria-label="初步筛查" onSubmit={(e) => void form.handleSubmit(onNext)(e)} className="grid gap-5">
        <p className="text-dc-muted-foreground">以下任一问题回答“是”，进入正式评估；全部回答“否”，每周重新筛查一次。</p>
        <ol className="grid gap-4">
          {nrsPrescreenQuestions.map((q, i) => (
            <li key={q.key}>
              <FormField
                control={form.control}
                name={q.key}
                render={({ field }) => (
                  <Field
                    label={`${i + 1}. ${q.label}`}
                    required
                    description={q.key === "bmiLow" && derived?.bmi != null ? `据 BMI ${derived.bmi.toFixed(1)} 预选，请确认` : undefined}
                  >
                    <RadioGroup
                      orientation="horizontal"
                      name={field.name}
                      value={field.value === undefined || field.value === null ? "" : String(field.value)}
                      onValueChange={field.onChange}
                      onBlur={onGroupBlur(field.onBlur)}
                    >
                      {[NRS_YES, NRS_NO].map((v) => (
                        <RadioGroupItem key={v} value={String(v)}>
                          {nrsYesNoLabels[v]}
                        </RadioGroupItem>
                      ))}
                    </RadioGroup>
                  </Field>
                )}
              />
            </li>
          ))}
        </ol>
        <StepActions>
          <Button type="submit">下一步</Button>
        </StepActions>
      </form>
    </Form>
  );
}

function AssessmentStep({
  age,
  defaultValues,
  onTyping,
  onBack,
  onSubmit,
}: {
  age: number;
  defaultValues?: NrsAssessmentInput | undefined;
  onTyping: OnTyping;
  onBack: () => void;
  onSubmit: (answers: NrsAssessmentValues) => Promise<void>;
}) {
  const form = useForm<NrsAssessmentInput, unknown, NrsAssessmentValues>({
    resolver: zodResolver(nrsAssessmentSchema),
    // The age scope follows the age typed in step 1; the doctor can still change it.
    defaultValues: defaultValues ?? ({ illnessStates: [], nutritionState: "", ageScope: nrs2002AgeScope(age) } as unknown as NrsAssessmentInput),
  });
  useValuesChange(form.watch, onTyping);
  return (
    <Form {...form}>
      <form noValidate aria-label="正式评估" onSubmit={(e) => void form.handleSubmit(onSubmit)(e)} className="grid gap-5">
        <FormField
          control={form.control}
          name="illnessStates"
          render={({ field }) => (
            <Field label="疾病严重程度（可多选）" required>
              <CheckboxGroup name={field.name} value={(field.value ?? []) as string[]} onValueChange={field.onChange} onBlur={onGroupBlur(field.onBlur)}>
                {nrsIllnessStates.map((s) => (
                  <CheckboxGroupItem key={s.value} value={s.value}>
                    {s.label}（{s.points}分）
                  </CheckboxGroupItem>
                ))}
              </CheckboxGroup>
            </Field>
          )}
        />
        {(
          [
            ["nutritionState", "营养状态受损", nrsNutritionStates, undefined],
            ["ageScope", "年龄", nrsAgeScopes, "horizontal"],
          ] as const
        ).map(([name, label, options, orientation]) => (
          <FormField
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => (
              <Field label={label} required description={name === "ageScope" ? `据年龄 ${age} 岁预选，请确认` : undefined}>
                <RadioGroup
                  orientation={orientation}
                  name={field.name}
                  value={field.value === undefined || field.value === null ? "" : String(field.value)}
                  onValueChange={field.onChange}
                  onBlur={onGroupBlur(field.onBlur)}
                >
                  {options.map((s) => (
                    <RadioGroupItem key={s.value} value={String(s.value)}>
                      {s.label}（{s.points}分）
                    </RadioGroupItem>
                  ))}
                </RadioGroup>
              </Field>
            )}
          />
        ))}
        <StepActions>
          <Button variant="secondary" onClick={onBack}>
            上一步
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            提交
          </Button>
        </StepActions>
      </form>
    </Form>
  );
}

function ResultStep({ outcome, patientName, children }: { outcome: Outcome; patientName: string; children: ReactNode }) {
  const result = outcome.kind === "scored" ? nrs2002Result(outcome.totalScore) : null;
  return (
    <div
      data-slot="nrs2002-result"
      data-outcome={outcome.kind === "healthy" ? "healthy" : result?.atRisk ? "at-risk" : "not-at-risk"}
      className="grid gap-4"
    >
      <h3 className="font-medium">{patientName ? `${patientName}的筛查结果` : "筛查结果"}</h3>
      {result ? (
        <p className="flex items-baseline gap-2">
          <span className="text-dc-muted-foreground">NRS-2002 总评分</span>
          <strong data-slot="total-score" className="text-dc-3xl font-semibold tabular-nums">
            {result.total}
          </strong>
          <span>分</span>
        </p>
      ) : null}
      <p
        role="status"
        className={cn(
          "rounded-dc-md px-4 py-3",
          result?.atRisk ? "bg-dc-status-rejected text-dc-status-rejected-foreground" : "bg-dc-status-success text-dc-status-success-foreground",
        )}
      >
        {result ? result.text : outcome.kind === "healthy" ? outcome.message : null}
      </p>
      {result ? (
        <p className="text-dc-sm text-dc-muted-foreground">
          总评分 ≥ {NRS2002_RISK_THRESHOLD} 分：{nrs2002Texts.atRisk}；总评分 &lt; {NRS2002_RISK_THRESHOLD} 分：{nrs2002Texts.notAtRisk}。
        </p>
      ) : null}
      <div className="flex items-center gap-4">{children}</div>
    </div>
  );
}
