export { PrescriptionDetailPage as default } from "./detail-pages";
