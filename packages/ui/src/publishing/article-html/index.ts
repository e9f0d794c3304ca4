export * from "./article-html";
export * from "./sanitize";
