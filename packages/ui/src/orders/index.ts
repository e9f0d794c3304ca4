/**
 * @doctor-console/ui/orders — consultation orders and patient records: the order table (columns
 * by list state), the patient-info popover, the refusal prompt, the studio invitation, the patient
 * detail with its chat record, and the printed prescription and medical-record sheets.
 */
export * from "./order-table";
export * from "./patient-info";
export * from "./patient-info-popover";
export * from "./refuse-dialog";
export * from "./studio-invitation";
export * from "./doctor-card";
export * from "./patient-chat-link";
export * from "./chat-record";
export * from "./patient-detail";
export * from "./printed-sheet";
export * from "./prescription-sheet";
export * from "./medical-record-sheet";
export { formatWaited, formatYuan } from "../lib/format";
