/**
 * @doctor-console/ui/publishing — the doctor's publishing practice: articles, drafts, comments,
 * diseases, the studio gate.
 */
export * from "./studio-gate";
export * from "./comment-list";
export * from "./department-picker";
export * from "./disease-form";
export * from "./disease-table";
export * from "./video-recorder";
export * from "./article-html";
export * from "./article-table";
export * from "./article-editor";
export * from "./video-upload";
export * from "./preview-dialog";
export * from "./recovery-banner";
