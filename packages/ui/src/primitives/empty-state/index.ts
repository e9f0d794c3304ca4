export * from "./empty-state";
