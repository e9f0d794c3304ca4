export * from "./toast";
