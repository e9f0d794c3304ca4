export * from "./article-table";
