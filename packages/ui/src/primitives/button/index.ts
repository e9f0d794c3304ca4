export * from "./button";
