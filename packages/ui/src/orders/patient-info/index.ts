export * from "./patient-info";
