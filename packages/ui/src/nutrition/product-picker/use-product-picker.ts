import type { NutritionProduct } from "@doctor-console/domain";
import { useRemoteSearch, type LoadOptions, type RemoteSearch, type RemoteSearchStatus, type UseRemoteSearchOptions } from "../../lib/use-remote-search";

/** Loads the products matching `query`; must stop (or may be ignored) once `signal` aborts. */
export type LoadProductOptions = LoadOptions<NutritionProduct>;
export type ProductSearchStatus = RemoteSearchStatus;
export type UseProductSearchOptions = UseRemoteSearchOptions<NutritionProduct>;
export type ProductSearch = RemoteSearch<NutritionProduct>;

/**
 * The product search (see docs/behaviour/nutrition.md#product-search): 200 ms after the last
 * keystroke; only the latest query's answer is ever shown (stale requests are aborted).
 */
export function useProductSearch(options: UseProductSearchOptions): ProductSearch {
  return useRemoteSearch(options);
}
