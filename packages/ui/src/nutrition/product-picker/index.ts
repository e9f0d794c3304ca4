export { ProductPicker, productSummary, type ProductPickerProps } from "./product-picker";
export {
  useProductSearch,
  type LoadProductOptions,
  type ProductSearch,
  type ProductSearchStatus,
  type UseProductSearchOptions,
} from "./use-product-picker";
