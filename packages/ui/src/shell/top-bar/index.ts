export * from "./top-bar";
