export * from "./checkbox";
