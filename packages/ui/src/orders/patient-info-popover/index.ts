export * from "./patient-info-popover";
