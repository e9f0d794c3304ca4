export * from "./composer";
