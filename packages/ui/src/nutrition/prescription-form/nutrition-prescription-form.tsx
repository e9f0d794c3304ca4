import { useId, useState, type ComponentProps } from "react";
import {
  addPrescriptionLine,
  nutritionPatientBasicInfo,
  nutritionPrescriptionSubmitSchema,
  nutritionSexLabel,
  successMessages,
  toNourishmentLine,
  type NutritionBasicInfo,
  type NutritionPrescriptionSubmit,
  type NutritionProduct,
} from "@doctor-console/domain";
import { cn } from "../../lib/cn";
import { Button } from "../../primitives/button";
import { PlusIcon } from "../../primitives/icon";
import { toast } from "../../primitives/toast";
import { failureMessage } from "../../lib/failure";
import type { LoadProductOptions } from "../product-picker";
import { KnownPatientField, type LoadPatientOptions } from "../patient-picker";
import { AddProductDialog, type PrescriptionLine } from "./add-product-dialog";
import { BasicInfoDialog } from "./basic-info-dialog";
import { PrescriptionLinesTable } from "./prescription-lines-table";

/** The letterhead of the prescription (GET /docnutrition/getprescriptioninformation). */
export interface PrescriptionLetterhead {
  hospitalName?: string;
  department?: string;
  doctorName?: string;
}

export type NutritionPrescriptionFormProps = Omit<ComponentProps<"form">, "onSubmit" | "children"> & {
  letterhead?: PrescriptionLetterhead | null;
  /** The prescription date shown (yyyy-MM-dd). */
  date?: string;
  /** Remote product search for the add-product dialog. */
  loadOptions: LoadProductOptions;
  /** Optional: fetch a picked product again for its current stock. */
  loadProduct?: (nourishmentId: number, signal: AbortSignal) => Promise<NutritionProduct>;
  /**
   * Issue the prescription. Resolve on success (the form says 提交成功); reject with an error
   * whose message is the server's errmsg and the form shows it, keeping everything typed.
   */
  onSubmit: (values: NutritionPrescriptionSubmit) => Promise<unknown>;
  /** Search the doctor's known nutrition patients (选择已有患者 fills the basic information). */
  loadPatients?: LoadPatientOptions;
  /** What was typed before, e.g. to resume, or a known patient's basic information. */
  defaultBasicInfo?: NutritionBasicInfo | null;
  defaultLines?: PrescriptionLine[];
  /** Told of every change of what is typed (the basic information, the lines), e.g. to keep a copy. */
  onValuesChange?: (values: NutritionPrescriptionDraft) => void;
};

/** What the form holds before it is submitted: its start (`defaultBasicInfo`, `defaultLines`) and its changes. */
export interface NutritionPrescriptionDraft {
  basicInfo: NutritionBasicInfo | null;
  lines: PrescriptionLine[];
}

/**
 * Issue a nutrition prescription: the patient's basic information (in a dialog), the products
 * (added one by one in a dialog, removable), then submit. Submitting needs a patient name and at
 * least one product (请完善信息在提交).
 */
export function NutritionPrescriptionForm({
  letterhead,
  date,
  loadOptions,
  loadProduct,
  loadPatients,
  onSubmit,
  defaultBasicInfo = null,
  defaultLines = [],
  onValuesChange,
  className,
  ...props
}: NutritionPrescriptionFormProps) {
  const [basicInfo, setBasicInfoState] = useState<NutritionBasicInfo | null>(defaultBasicInfo);
  const [lines, setLinesState] = useState<PrescriptionLine[]>(defaultLines);
  // Each change of the doctor's is told as it happens (not on mount: the start is not a change).
  const setBasicInfo = (next: NutritionBasicInfo) => {
    setBasicInfoState(next);
    onValuesChange?.({ basicInfo: next, lines });
  };
  const setLines = (next: PrescriptionLine[]) => {
    setLinesState(next);
    onValuesChange?.({ basicInfo, lines: next });
  };
  const [dialog, setDialog] = useState<"basic" | "product" | null>(null);
  const [pending, setPending] = useState(false);
  const titleId = useId();
  const patientId = useId();
  const productsId = useId();

  const addLine = (line: PrescriptionLine) => {
    // The same product again adds to its line: one line per product.
    setLines(addPrescriptionLine(lines, line));
    setDialog(null);
  };

  const submit = async () => {
    const parsed = nutritionPrescriptionSubmitSchema.safeParse({
      ...(basicInfo ?? {}),
      nourishmentList: lines.map((l) => toNourishmentLine(l)),
    });
    if (!parsed.success) {
      toast.error(parsed.error.issues[0]?.message);
      return;
    }
    setPending(true);
    try {
      await onSubmit(parsed.data);
      toast.success(successMessages.submit);
    } catch (error) {
      const message = failureMessage(error);
      if (message) toast.error(message);
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      noValidate
      data-slot="nutrition-prescription-form"
      aria-labelledby={titleId}
      onSubmit={(e) => {
        e.preventDefault();
        if (!pending) void submit();
      }}
      className={cn("mx-auto grid max-w-[784px] gap-5 rounded-dc-lg border border-dc-border bg-dc-background p-6", className)}
      {...props}
    >
      <header className="grid gap-2 border-b border-dc-border pb-4 text-center">
        <h2 id={titleId} className="text-dc-xl font-semibold tracking-wide">
          {letterhead?.hospitalName ? `${letterhead.hospitalName} 营养处方笺` : "营养处方笺"}
        </h2>
        <dl className="flex flex-wrap justify-center gap-x-6 gap-y-1 text-dc-muted-foreground">
          {letterhead?.department ? <Pair label="科室" value={letterhead.department} /> : null}
          {letterhead?.doctorName ? <Pair label="医生" value={letterhead.doctorName} /> : null}
          {date ? <Pair label="日期" value={date} /> : null}
        </dl>
      </header>

      <section aria-labelledby={patientId} className="grid gap-3">
        <div className="flex items-center justify-between gap-2">
          <h3 id={patientId} className="font-medium">
            患者信息
          </h3>
          <Button variant="outline" size="sm" onClick={() => setDialog("basic")}>
            {basicInfo ? "修改基本信息" : "填写基本信息"}
          </Button>
        </div>
        {loadPatients ? (
          <KnownPatientField loadOptions={loadPatients} onChoose={(p) => setBasicInfo(nutritionPatientBasicInfo(p))} />
        ) : null}
        {basicInfo ? (
          <dl data-slot="patient-info" className="grid grid-cols-2 gap-x-6 gap-y-2 sm:grid-cols-3">
            <Pair label="姓名" value={basicInfo.patientName} />
            <Pair label="性别" value={nutritionSexLabel(basicInfo.sex)} />
            <Pair label="年龄" value={`${basicInfo.age}岁`} />
            <Pair label="手机号" value={basicInfo.patientPhone} />
            <Pair label="住院号" value={basicInfo.hospitalizationCode || "—"} />
            <Pair label="床号" value={basicInfo.bedNumber || "—"} />
          </dl>
        ) : (
          <p className="rounded-dc-md bg-dc-surface px-3 py-4 text-center text-dc-muted-foreground">尚未填写患者基本信息</p>
        )}
      </section>

      <section aria-labelledby={productsId} className="grid gap-3">
        <div className="flex items-center justify-between gap-2">
          <h3 id={productsId} className="font-medium">
            营养品
          </h3>
          <Button variant="outline" size="sm" onClick={() => setDialog("product")}>
            <PlusIcon />
            添加营养品
          </Button>
        </div>
        <PrescriptionLinesTable
          lines={lines}
          onRemove={(id) => setLines(lines.filter((l) => l.nourishmentId !== id))}
        />
      </section>

      <div className="flex justify-center border-t border-dc-border pt-4">
        <Button type="submit" size="lg" loading={pending} className="min-w-32">
          提交
        </Button>
      </div>

      <BasicInfoDialog
        open={dialog === "basic"}
        onOpenChange={(open) => setDialog(open ? "basic" : null)}
        value={basicInfo}
        onSave={(values) => {
          setBasicInfo(values);
          setDialog(null);
        }}
      />
      <AddProductDialog
        open={dialog === "product"}
        onOpenChange={(open) => setDialog(open ? "product" : null)}
        loadOptions={loadOptions}
        {...(loadProduct ? { loadProduct } : {})}
        onAdd={addLine}
        addedQuantity={(id) => lines.find((l) => l.nourishmentId === id)?.quantity ?? 0}
      />
    </form>
  );
}

function Pair({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex gap-1">
      <dt className="text-dc-muted-foreground">{label}：</dt>
      <dd className="text-dc-foreground">{value}</dd>
    </div>
  );
}
