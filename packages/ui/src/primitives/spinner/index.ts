export * from "./spinner";
