export * from "./comment-list";
