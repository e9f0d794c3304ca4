export * from "./app-shell";
