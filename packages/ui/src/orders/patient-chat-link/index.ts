export * from "./patient-chat-link";
