export * from "./tabs";
