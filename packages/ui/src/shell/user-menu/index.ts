export * from "./user-menu";
