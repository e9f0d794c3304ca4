export * from "./doctor-card";
