export * from "./tooltip";
