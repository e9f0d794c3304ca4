export * from "./order-table";
export * from "./order-columns";
export * from "./order-status-tag";
