export * from "./medical-record-sheet";
