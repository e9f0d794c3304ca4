export * from "./disease-table";
