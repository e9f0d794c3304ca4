export * from "./radio-group";
