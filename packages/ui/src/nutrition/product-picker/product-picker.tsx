import { outOfStockLabel, type NutritionProduct } from "@doctor-console/domain";
import { SearchCombobox, type SearchComboboxProps, type SearchComboboxTexts } from "../../lib/search-combobox";

export type ProductPickerProps = Omit<
  SearchComboboxProps<NutritionProduct>,
  "slot" | "optionKey" | "optionLabel" | "optionDetail" | "optionDisabled" | "texts"
>;

/** One line under the name: dose unit and stock. */
export function productSummary(product: Pick<NutritionProduct, "specification" | "repertory">): string {
  return `规格：${product.specification}\u3000库存：${product.repertory}`;
}

const texts: SearchComboboxTexts = {
  noResults: "没有找到相关营养品",
  found: (count) => `找到 ${count} 个营养品`,
  listLabel: "营养品搜索结果",
};

const outOfStock = (product: NutritionProduct) => !(product.repertory > 0);

/**
 * The nutrition-product picker: a search combobox over the hospital's products (debounce:
 * docs/behaviour/nutrition.md#product-search). Each result shows the name, the dose unit and the
 * stock; a product out of stock is shown but cannot be picked.
 */
export function ProductPicker({ placeholder = "请输入营养品名称搜索", ...props }: ProductPickerProps) {
  return (
    <SearchCombobox<NutritionProduct>
      slot="product-picker"
      optionKey={(p) => p.nourishmentId}
      optionLabel={(p) => p.nourishmentName}
      optionDetail={(p) => `${productSummary(p)}${outOfStock(p) ? `（${outOfStockLabel}）` : ""}`}
      optionDisabled={outOfStock}
      texts={texts}
      placeholder={placeholder}
      {...props}
    />
  );
}
