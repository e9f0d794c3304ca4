export * from "./popover";
