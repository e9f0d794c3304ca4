import { useId } from "react";
import { displayDateTime, patientHistory, serviceTypeLabels, type ConsultationOrder, type ServiceType } from "@doctor-console/domain";
import { cn } from "../../lib/cn";
import { formatDepartments } from "../../lib/format";
import { DrugTable, PrintedSheet, SheetFields, SheetHeader, SheetSection, Signature, type PrintedSheetProps } from "../printed-sheet";

export type MedicalRecordSheetOrder = Pick<
  ConsultationOrder,
  "payRecordId" | "createDate" | "updateDate" | "type" | "patient" | "doctor" | "prescription" | "sign"
>;

export type MedicalRecordSheetProps = Omit<PrintedSheetProps, "children" | "paper"> & {
  order: MedicalRecordSheetOrder;
  hospitalName?: string;
};

/**
 * The medical record of a finished consultation as the printed form: the visit, the patient, the
 * five history answers, the preliminary diagnosis and treatment (the prescribed drugs), and the
 * doctor's signature. One A4 page.
 */
export function MedicalRecordSheet({ order, hospitalName, className, ...props }: MedicalRecordSheetProps) {
  const titleId = useId();
  const p = order.prescription;
  const patient = order.patient;
  return (
    <PrintedSheet
      paper="A4"
      aria-labelledby={titleId}
      data-slot="medical-record-sheet"
      className={cn("flex flex-col gap-4", className)}
      {...props}
    >
      <SheetHeader titleId={titleId} hospital={hospitalName} title="问诊病历" />
      <SheetFields
        fields={[
          { label: "就诊编号", value: String(order.payRecordId) },
          { label: "就诊日期", value: displayDateTime(order.createDate) },
          { label: "结束日期", value: displayDateTime(order.updateDate) },
          { label: "姓名", value: patient?.patientName },
          { label: "性别", value: patient?.sex },
          { label: "年龄", value: patient?.age !== undefined && patient?.age !== null ? `${patient.age}岁` : "" },
          { label: "服务类型", value: serviceTypeLabels[order.type as ServiceType] ?? "" },
          { label: "科室", value: formatDepartments(order.doctor ?? {}), wide: true },
          { label: "接诊医生", value: [order.doctor?.doctorName, order.doctor?.title].filter(Boolean).join(" "), wide: true },
        ]}
      />
      {patient ? (
        <SheetSection label="病史">
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
            {patientHistory(patient).map((h) => (
              <div key={h.label} className="contents">
                <dt>{h.label}：</dt>
                <dd className="break-words whitespace-pre-wrap">{h.text}</dd>
              </div>
            ))}
          </dl>
        </SheetSection>
      ) : null}
      <SheetSection label="初步诊断">
        <p className="break-words whitespace-pre-wrap">{p?.diagResult || "无"}</p>
      </SheetSection>
      <SheetSection label="处理">
        {p ? <DrugTable drugs={p.drugsList} /> : <p>无</p>}
      </SheetSection>
      <div className="mt-auto flex justify-end border-t-2 border-dc-foreground pt-3">
        <Signature role="医师" name={order.doctor?.doctorName} src={order.sign} />
      </div>
    </PrintedSheet>
  );
}
