import { useId, type ComponentProps } from "react";
import type { ChatMessage, ConsultationOrder } from "@doctor-console/domain";
import { cn } from "../../lib/cn";
import { Card, CardContent, CardHeader, CardTitle } from "../../primitives/card";
import { ChatRecord, type ChatRecordProps } from "../chat-record";
import { DoctorCard } from "../doctor-card";
import { PatientInfo } from "../patient-info";

export type PatientDetailProps = Omit<ComponentProps<"div">, "children"> & {
  order: Pick<ConsultationOrder, "patient" | "doctor" | "communication">;
  /**
   * The chat record's messages when they come from elsewhere than the order (a chat the host
   * provides, as domain's `chatRecordOfThread` gives them); the order's `communication` by default.
   */
  chatMessages?: readonly ChatMessage[];
  /** Passed to the chat record (e.g. `defaultOpen`). */
  chatRecordProps?: Omit<ChatRecordProps, "messages">;
  /** Leave the detail out of print, so only the sheet prints (default true). */
  hideInPrint?: boolean;
  /** `wide`: history and doctor side by side from `lg`; `stacked`: one column (beside a sheet). */
  layout?: "wide" | "stacked";
};

/** The consultation's detail: the patient's history answers, the doctor card, the chat record. */
export function PatientDetail({ order, chatMessages, chatRecordProps, hideInPrint = true, layout = "wide", className, ...props }: PatientDetailProps) {
  const historyId = useId();
  return (
    <div
      data-slot="patient-detail"
      data-print-hide={hideInPrint ? "" : undefined}
      data-layout={layout}
      className={cn("grid min-w-0 content-start gap-4", layout === "wide" && "lg:grid-cols-2", className)}
      {...props}
    >
      {order.patient ? (
        <Card role="group" aria-labelledby={historyId} data-slot="patient-history">
          <CardHeader>
            <CardTitle id={historyId} className="text-dc-base font-semibold">
              患者信息与病史
            </CardTitle>
          </CardHeader>
          <CardContent>
            <PatientInfo patient={order.patient} />
          </CardContent>
        </Card>
      ) : null}
      {order.doctor ? <DoctorCard doctor={order.doctor} className={cn(layout === "wide" && "self-start")} /> : null}
      <ChatRecord messages={chatMessages ?? order.communication ?? []} className={cn(layout === "wide" && "lg:col-span-2")} {...chatRecordProps} />
    </div>
  );
}
