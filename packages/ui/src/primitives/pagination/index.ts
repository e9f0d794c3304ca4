export * from "./pagination";
export { pageCountOf, pageItems, type PageItem } from "./use-pagination";
