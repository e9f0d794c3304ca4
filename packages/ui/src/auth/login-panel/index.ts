export * from "./login-panel";
