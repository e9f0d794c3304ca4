/**
 * @doctor-console/ui/publishing — the doctor's publishing practice: articles, drafts, comments,
 * diseases, the studio gate.
 */
export * from "./studio-gate";
