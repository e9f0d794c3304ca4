export * from "./side-menu";
