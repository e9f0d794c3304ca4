export * from "./input";
