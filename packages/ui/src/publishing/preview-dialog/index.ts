export * from "./preview-dialog";
