export { ScreeningDetailPage as default } from "./detail-pages";
