export * from "./tab-bar";
