export * from "./login-form";
export * from "./qr-login";
export * from "./login-panel";
