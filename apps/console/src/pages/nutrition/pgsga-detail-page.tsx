export { PgSgaDetailPage as default } from "./detail-pages";
