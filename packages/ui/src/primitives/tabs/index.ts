export * from "./tabs";
export * from "./link-tabs";
