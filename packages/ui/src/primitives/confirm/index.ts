export * from "./confirm";
export * from "./use-confirm";
