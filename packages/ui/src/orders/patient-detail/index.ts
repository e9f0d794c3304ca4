export * from "./patient-detail";
