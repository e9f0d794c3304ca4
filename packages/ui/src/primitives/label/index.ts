export * from "./label";
