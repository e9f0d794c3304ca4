export * from "./article-form";
export * from "./rich-text-editor";
