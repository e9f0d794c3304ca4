export * from "./disease-form";
