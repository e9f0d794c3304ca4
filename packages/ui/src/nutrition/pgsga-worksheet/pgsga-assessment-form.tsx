import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  isPainLocationEnabled,
  PGSGA_PAIN_SYMPTOM,
  pgsgaAssessmentSchema,
  pgsgaSymptoms,
  toggleSymptom,
  type PgSgaAssessmentInput,
  type PgSgaAssessmentValues,
  type PgSgaSymptom,
} from "@doctor-console/domain";
import { Button } from "../../primitives/button";
import { CheckboxGroup, CheckboxGroupItem } from "../../primitives/checkbox";
import { Field, Form, FormField } from "../../primitives/form-field";
import { Input } from "../../primitives/input";
import { RadioGroup, RadioGroupItem } from "../../primitives/radio-group";
import { optionLabel, pgsgaSections, type PgSgaMultiQuestion, type PgSgaSingleQuestion } from "./pgsga-questions";
import { onGroupBlur } from "../../lib/group-blur";
import { useValuesChange } from "../../lib/use-values-change";

/** Unanswered single choices are "" (not undefined) so the schema answers 请选择答案. */
export const emptyPgSgaAssessment = {
  weightLost: "",
  weightState: "",
  mealIntake: "",
  currentFeed: "",
  eatIssueSymptoms: [],
  achePart: "",
  activity: "",
  elseIllness: [],
  stressState: "",
  eyesAxunge: "",
} as unknown as PgSgaAssessmentInput;

export interface PgSgaAssessmentFormProps {
  onSubmit: (answers: PgSgaAssessmentValues) => Promise<void>;
  onBack?: () => void;
  /** The answers as typed before (a kept copy). */
  defaultValues?: PgSgaAssessmentInput | undefined;
  /** Told of every change of the answers, e.g. to keep a copy. */
  onValuesChange?: (values: PgSgaAssessmentInput) => void;
}

type FormApi = ReturnType<typeof useForm<PgSgaAssessmentInput, unknown, PgSgaAssessmentValues>>;

/**
 * PG-SGA step 2: every single choice required (请选择答案), at least one symptom (请至少选择一个);
 * pain (M) enables the location input, which it then requires (请填写疼痛部位); deselecting M
 * clears and disables it. Other illnesses are optional.
 */
export function PgSgaAssessmentForm({ onSubmit, onBack, defaultValues = emptyPgSgaAssessment, onValuesChange }: PgSgaAssessmentFormProps) {
  const form = useForm<PgSgaAssessmentInput, unknown, PgSgaAssessmentValues>({
    resolver: zodResolver(pgsgaAssessmentSchema),
    defaultValues,
  });
  useValuesChange(form.watch, onValuesChange);
  return (
    <Form {...form}>
      <form noValidate aria-label="评估" onSubmit={(e) => void form.handleSubmit(onSubmit)(e)} className="grid gap-6">
        {pgsgaSections.map((section, s) => (
          <fieldset key={section.title} className="grid gap-4 rounded-dc-md border border-dc-border p-4">
            <legend className="px-1 font-medium">
              {s + 1}. {section.title}
            </legend>
            {section.questions.map((q) =>
              q.kind === "single" ? <SingleQuestion key={q.field} form={form} question={q} /> : <MultiQuestion key={q.field} form={form} question={q} />,
            )}
          </fieldset>
        ))}
        <div className="flex gap-3 border-t border-dc-border pt-4">
          {onBack ? (
            <Button variant="secondary" onClick={onBack}>
              上一步
            </Button>
          ) : null}
          <Button type="submit" loading={form.formState.isSubmitting}>
            提交
          </Button>
        </div>
      </form>
    </Form>
  );
}

function SingleQuestion({ form, question }: { form: FormApi; question: PgSgaSingleQuestion }) {
  return (
    <FormField
      control={form.control}
      name={question.field}
      render={({ field }) => (
        <Field label={question.title} required>
          <RadioGroup name={field.name} value={String(field.value ?? "")} onValueChange={field.onChange} onBlur={onGroupBlur(field.onBlur)}>
            {question.options.map((o) => (
              <RadioGroupItem key={o.value} value={o.value}>
                {o.label}
              </RadioGroupItem>
            ))}
          </RadioGroup>
        </Field>
      )}
    />
  );
}

function MultiQuestion({ form, question }: { form: FormApi; question: PgSgaMultiQuestion }) {
  const symptoms = question.field === "eatIssueSymptoms";
  return (
    <>
      <FormField
        control={form.control}
        name={question.field}
        render={({ field }) => {
          const value = (field.value ?? []) as string[];
          return (
            <Field label={question.title} required={question.required}>
              <CheckboxGroup
                name={field.name}
                orientation="horizontal"
                className="gap-x-5"
                value={value}
                onBlur={onGroupBlur(field.onBlur)}
                onValueChange={(next) => {
                  if (!symptoms) return field.onChange(next);
                  // Which box changed; A ('none') and the others exclude each other.
                  const changed = [...next.filter((v) => !value.includes(v)), ...value.filter((v) => !next.includes(v))][0];
                  if (!changed) return;
                  const selection = toggleSymptom(value as PgSgaSymptom[], changed as PgSgaSymptom);
                  field.onChange(selection);
                  if (!isPainLocationEnabled(selection)) {
                    form.setValue("achePart", "");
                    form.clearErrors("achePart");
                  } else if (form.formState.isSubmitted) void form.trigger("achePart");
                }}
              >
                {question.options.map((o) => (
                  <CheckboxGroupItem key={o.value} value={o.value}>
                    {o.label}
                  </CheckboxGroupItem>
                ))}
              </CheckboxGroup>
            </Field>
          );
        }}
      />
      {symptoms ? <PainLocation form={form} /> : null}
    </>
  );
}

function PainLocation({ form }: { form: FormApi }) {
  const symptoms = useWatch({ control: form.control, name: "eatIssueSymptoms" }) as string[] | undefined;
  const enabled = isPainLocationEnabled(symptoms ?? []);
  return (
    <FormField
      control={form.control}
      name="achePart"
      render={({ field }) => (
        <Field label="疼痛部位" required={enabled} description={enabled ? undefined : `选择“${painLabel}”后填写`} className="max-w-[392px]">
          <Input {...field} value={String(field.value ?? "")} disabled={!enabled} maxLength={100} autoComplete="off" />
        </Field>
      )}
    />
  );
}

const painLabel = optionLabel(pgsgaSymptoms, PGSGA_PAIN_SYMPTOM);
