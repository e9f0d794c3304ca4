export * from "./textarea";
