export * from "./login-form";
