export * from "./app-shell";
export * from "./top-bar";
export * from "./user-menu";
export * from "./side-menu";
export * from "./tab-bar";
export * from "./footer";
export * from "./worklist";
