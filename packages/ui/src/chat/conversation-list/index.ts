export * from "./conversation-list";
