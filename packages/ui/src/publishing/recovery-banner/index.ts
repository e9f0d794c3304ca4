export * from "./recovery-banner";
