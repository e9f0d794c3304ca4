import { useId, type ComponentProps } from "react";
import type { OrderPatient } from "@doctor-console/domain";
import { cn } from "../../lib/cn";
import { Popover, PopoverContent, PopoverTrigger } from "../../primitives/popover";
import { PatientInfo } from "../patient-info";

export type PatientInfoPopoverProps = Omit<ComponentProps<typeof Popover>, "children"> & {
  patient: OrderPatient;
  /** Class of the trigger button. */
  className?: string;
};

/**
 * The patient's name as a button; it opens the patient's facts (name, sex, relationship, birthday,
 * age, phone) and the five history answers (text when the flag is 1, otherwise 无).
 */
export function PatientInfoPopover({ patient, className, ...props }: PatientInfoPopoverProps) {
  const titleId = useId();
  return (
    <Popover {...props}>
      <PopoverTrigger
        data-slot="patient-info-trigger"
        aria-label={`患者信息：${patient.patientName}`}
        className={cn(
          "cursor-pointer rounded-dc-sm text-dc-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-dc-ring",
          className,
        )}
      >
        {patient.patientName || "患者"}
      </PopoverTrigger>
      <PopoverContent data-slot="patient-info-popover" aria-labelledby={titleId} align="start" className="w-80">
        <p id={titleId} className="mb-2 font-semibold">
          患者信息
        </p>
        <PatientInfo patient={patient} />
      </PopoverContent>
    </Popover>
  );
}
