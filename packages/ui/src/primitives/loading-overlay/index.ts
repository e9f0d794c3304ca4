export * from "./loading-overlay";
