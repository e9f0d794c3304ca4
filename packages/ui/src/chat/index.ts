export * from "./conversation-list";
export * from "./message-thread";
export * from "./composer";
export * from "./chat-workbench";
export * from "./lib/chat-transport";
export * from "./lib/chat-time";
