export * from "./chat-record";
export * from "./chat-message";
export * from "./picture-viewer";
