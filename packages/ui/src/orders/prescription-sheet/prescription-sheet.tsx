import { useId } from "react";
import { displayDateTime, prescriptionReview, type ConsultationOrder } from "@doctor-console/domain";
import { cn } from "../../lib/cn";
import { ReviewStatusTag } from "./review-status-tag";
import { DrugTable, PrintedSheet, SheetFields, SheetHeader, SheetSection, Signature, Stamp, type PrintedSheetProps } from "../printed-sheet";

export type PrescriptionSheetOrder = Pick<ConsultationOrder, "payRecordId" | "createDate" | "patient" | "doctor" | "prescription" | "sign">;

export type PrescriptionSheetProps = Omit<PrintedSheetProps, "children" | "paper"> & {
  order: PrescriptionSheetOrder;
  /** The hospital's name over the form title. */
  hospitalName?: string;
  /** Stamp images; drawn seals when not given. Hidden while the review state is 0. */
  stamps?: { review?: string; dispense?: string };
};

/** Prescriptions of up to this many drugs print on A5; longer ones on A4. */
export const A5_DRUG_LIMIT = 5;

/**
 * The prescription as the printed form (see docs/behaviour/prescriptions-and-records.md#prescription-sheet): number, date, patient, department, diagnosis
 * number and preliminary diagnosis, the drug list, the doctor's signature, the reviewing and
 * dispensing pharmacists with their signatures and stamps, and the review status.
 */
export function PrescriptionSheet({ order, hospitalName, stamps, className, ...props }: PrescriptionSheetProps) {
  const titleId = useId();
  const p = order.prescription;
  if (!p) {
    return (
      <PrintedSheet aria-labelledby={titleId} className={className} {...props} data-review="none">
        <SheetHeader titleId={titleId} hospital={hospitalName} title="处方笺" />
        <p className="py-10 text-center text-dc-muted-foreground">暂无处方</p>
      </PrintedSheet>
    );
  }
  const review = prescriptionReview(p);
  const paper = p.drugsList.length > A5_DRUG_LIMIT ? "A4" : "A5";
  return (
    <PrintedSheet
      paper={paper}
      aria-labelledby={titleId}
      data-slot="prescription-sheet"
      data-review={review.status}
      className={cn("flex flex-col gap-4", className)}
      {...props}
    >
      <SheetHeader titleId={titleId} hospital={hospitalName} title="处方笺" aside={<ReviewStatusTag review={review} />} />
      <SheetFields
        fields={[
          { label: "处方编号", value: p.preCode, wide: true },
          { label: "日期", value: displayDateTime(order.createDate) },
          { label: "姓名", value: order.patient?.patientName },
          { label: "性别", value: order.patient?.sex },
          { label: "年龄", value: order.patient?.age !== undefined && order.patient?.age !== null ? `${order.patient.age}岁` : "" },
          { label: "诊断编号", value: p.diagnosticCode, wide: true },
          { label: "科室", value: order.doctor?.department },
        ]}
      />
      <SheetSection label="初步诊断">
        <p className="whitespace-pre-wrap break-words">{p.diagResult || "—"}</p>
      </SheetSection>
      <section aria-label="药品" className="flex flex-col gap-1">
        <p aria-hidden className="font-serif text-dc-2xl leading-none font-bold italic">
          Rp
        </p>
        <DrugTable drugs={p.drugsList} />
      </section>
      <div className="mt-auto grid grid-cols-1 gap-x-6 gap-y-3 border-t-2 border-dc-foreground pt-3 sm:grid-cols-3 print:grid-cols-3">
        <Signature role="医师" src={order.sign} name={order.doctor?.doctorName} />
        <Signature
          role="审核药师"
          name={p.modifyUser}
          src={p.photo}
          stamp={review.showStamp ? <Stamp text="审核专用章" src={stamps?.review} /> : null}
        />
        <Signature
          role="调配药师"
          name={p.modifyUserb}
          src={p.photob}
          stamp={review.showStamp ? <Stamp text="调配专用章" src={stamps?.dispense} /> : null}
        />
      </div>
      <p data-slot="prescription-review" data-status={review.status} className="text-dc-sm">
        审核状态：<span className="font-semibold">{review.label}</span>
        {review.status === "rejected" ? (
          <span data-slot="prescription-refusal" className="mt-1 block text-dc-status-rejected-foreground">
            拒绝原因：{review.reason || "—"}
          </span>
        ) : null}
      </p>
    </PrintedSheet>
  );
}
