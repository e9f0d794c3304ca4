export * from "./prescription-sheet";
export * from "./review-status-tag";
