export * from "./order-table";
export * from "./order-columns";
export * from "./order-table-features";
export * from "./order-status-tag";
