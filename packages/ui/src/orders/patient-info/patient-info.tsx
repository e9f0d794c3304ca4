import type { ComponentProps } from "react";
import { displayDate, patientHistory, type OrderPatient } from "@doctor-console/domain";
import { cn } from "../../lib/cn";

export type PatientInfoProps = Omit<ComponentProps<"dl">, "children"> & {
  patient: OrderPatient;
  /** Leave out the five history answers (basic facts only). */
  basicOnly?: boolean;
};

/** The facts of a patient, then the five history answers: text when the flag is 1, otherwise 无. */
export function patientFacts(patient: OrderPatient): { label: string; text: string }[] {
  return [
    { label: "姓名", text: patient.patientName || "—" },
    { label: "性别", text: patient.sex || "—" },
    { label: "关系", text: patient.relationship || "—" },
    { label: "出生日期", text: displayDate(patient.birthDay) || "—" },
    { label: "年龄", text: patient.age === null || patient.age === undefined ? "—" : `${patient.age}岁` },
    { label: "手机号", text: patient.phoneNumber || "—" },
  ];
}

/** A patient's facts and history answers as a two-column description list. */
export function PatientInfo({ patient, basicOnly = false, className, ...props }: PatientInfoProps) {
  const rows = basicOnly ? patientFacts(patient) : [...patientFacts(patient), ...patientHistory(patient)];
  return (
    <dl
      data-slot="patient-info"
      className={cn("grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-dc-sm", className)}
      {...props}
    >
      {rows.map((row) => (
        <div key={row.label} data-slot="patient-info-row" className="contents">
          <dt className="text-dc-muted-foreground">{row.label}</dt>
          <dd className="break-words text-dc-foreground">{row.text}</dd>
        </div>
      ))}
    </dl>
  );
}
