export * from "./menu";
