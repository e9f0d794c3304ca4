export * from "./chat-workbench";
export * from "./use-chat-workbench";
