export * from "./chat-record";
export * from "./chat-message";
export * from "../../lib/picture-viewer";
