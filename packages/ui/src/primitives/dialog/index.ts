export * from "./dialog";
