export * from "./studio-invitation";
