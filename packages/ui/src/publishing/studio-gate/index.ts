export * from "./studio-gate-notice";
