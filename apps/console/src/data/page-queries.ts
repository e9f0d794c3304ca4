/**
 * The reads only some pages make, on demand (the editor's article and preview link, the
 * prescription form's letterhead and product picker): kept out of ./queries.ts, which the
 * start-up code and /login load, so that they cost those nothing. Keys under ./queries.ts's
 * prefixes, so that the writes' refreshes reach them.
 */
import { queryOptions, type QueryKey, type QueryOptions } from "./server-state";
import { api } from "../api";
import { queryClient, queryKeys } from "./queries";

/**
 * Reads a query through the cache now, fresh (a stale or missing answer is asked for; two callers
 * share one request). `signal` (a picker's, a page's) cancels the request when it aborts.
 */
export function fetchFresh<T, K extends QueryKey>(query: QueryOptions<T, K>, signal?: AbortSignal): Promise<T> {
  signal?.addEventListener("abort", () => void queryClient.cancelQueries({ queryKey: query.queryKey, exact: true }), { once: true });
  return queryClient.fetchQuery(query);
}

export const nutritionReads = {
  /** The letterhead of a new prescription (the doctor's hospital and department). */
  header: (customerId: number) =>
    queryOptions({
      queryKey: [...queryKeys.nutrition.all, "header", customerId],
      queryFn: ({ signal }) => api.nutrition.getPrescriptionHeader({ customerId }, { signal }),
    }),
  /** The product picker's options for what was typed (read afresh each time). */
  productSearch: (hospitalId: number, nourishmentName: string) =>
    queryOptions({
      queryKey: [...queryKeys.nutrition.products, "search", hospitalId, nourishmentName],
      staleTime: 0,
      queryFn: ({ signal }) => api.nutrition.searchProducts({ nourishmentName, hospitalId }, { signal }),
    }),
  /** The known nutrition patients matching what was typed (the 选择已有患者 picker; read afresh each time). */
  patientSearch: (keyword: string) =>
    queryOptions({
      queryKey: [...queryKeys.nutrition.patients, "search", keyword],
      staleTime: 0,
      queryFn: ({ signal }) => api.nutrition.searchNutritionPatients({ keyword }, { signal }),
    }),
  product: (nourishmentId: number) =>
    queryOptions({
      queryKey: [...queryKeys.nutrition.products, "detail", nourishmentId],
      staleTime: 0,
      queryFn: ({ signal }) => api.nutrition.getProduct({ nourishmentId }, { signal }),
    }),
};

export const publishingReads = {
  /** An article as the editor opens it: read afresh on every opening (`fetchFresh`), never from an older visit. */
  article: (articleId: number) =>
    queryOptions({
      queryKey: [...queryKeys.publishing.articles, "detail", articleId],
      staleTime: 0,
      queryFn: ({ signal }) => api.articles.getArticle({ articleId }, { signal }),
    }),
  /** The preview link of an article (asked for after each save: a new link each time). */
  preview: (articleId: number) =>
    queryOptions({
      queryKey: [...queryKeys.publishing.articles, "preview", articleId],
      staleTime: 0,
      gcTime: 0,
      queryFn: ({ signal }) => api.articles.previewArticle({ articleId }, { signal }),
    }),
};
