export * from "./verification-documents";
