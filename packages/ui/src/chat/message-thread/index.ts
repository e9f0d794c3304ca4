export * from "./message-thread";
export * from "./chat-bubble";
