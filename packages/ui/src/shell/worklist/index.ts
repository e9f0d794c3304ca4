export * from "./worklist";
