export * from "./footer";
