/** @doctor-console/ui/publishing — articles: list, editor, uploads, preview, recovery. */
export * from "./article-html";
export * from "./article-table";
export * from "./article-editor";
export * from "./video-upload";
export * from "./preview-dialog";
export * from "./recovery-banner";
