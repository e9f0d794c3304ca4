export * from "./select";
