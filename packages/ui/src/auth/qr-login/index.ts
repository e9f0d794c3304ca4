export * from "./qr-login";
