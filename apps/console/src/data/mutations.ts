/**
 * Every write of the console, and what each one refreshes. A page asks for a write by name
 * (`useWrite("acceptOrder")`) and calls `mutateAsync(input)`: the call goes to the platform, and
 * once it succeeded the queries that show what it changed are marked stale (the ones on screen
 * fetch again, once; the others when next shown). Which keys a write invalidates is decided here
 * only, never in a page (see docs/architecture.md, "add a platform call"). Signing in and out
 * are the session's (../session/sign-in.ts): they fill or clear the whole cache.
 *
 * Uploads are writes too: `uploads.*` hand the upload primitive its `upload` function (progress
 * and cancel pass through; no cache shows an upload until the form holding it is saved).
 */
import { useMutation } from "./server-state";
import type { CallInput } from "@doctor-console/api";
import type { UploadImage } from "@doctor-console/ui/primitives";
import { api } from "../api";
import { invalidate, queryClient, queryKeys } from "./queries";

interface Write<I, O> {
  call: (input: I) => Promise<O>;
  /**
   * What the write changed, refreshed once it succeeded. A promise returned here is waited for
   * (the page goes on only once the refreshed data has arrived); otherwise it runs behind.
   */
  refresh?: (input: I, result: O) => Promise<unknown> | void;
}
const write = <I, O>(w: Write<I, O>): Write<I, O> => w;
const behind = (...keys: readonly (readonly unknown[])[]) => () => void Promise.all(keys.map((key) => invalidate(key)));

export const writes = {
  // The doctor: the profile card, the top bar and the welcome page read it.
  saveProfile: write({ call: (input: CallInput<"saveProfile">) => api.account.saveProfile(input), refresh: () => invalidate(queryKeys.doctor) }),
  deleteVerification: write({ call: (input: CallInput<"deleteVerification">) => api.account.deleteVerification(input), refresh: behind(queryKeys.doctor) }),

  // Orders: every list and detail. A refetch already under way (started by the server's `orders`
  // event, sent after the change was made) is joined, not cancelled and repeated.
  acceptOrder: write({
    call: (input: CallInput<"acceptOrder">) => api.orders.acceptOrder(input),
    refresh: () => void queryClient.invalidateQueries({ queryKey: queryKeys.orders }, { cancelRefetch: false }),
  }),
  refuseOrder: write({
    call: (input: CallInput<"refuseOrder">) => api.orders.refuseOrder(input),
    refresh: () => void queryClient.invalidateQueries({ queryKey: queryKeys.orders }, { cancelRefetch: false }),
  }),

  // Nutrition: a new patient record shows in no list until its screening is added, but the 待复筛
  // list counts a patient without a score (re-screened weekly).
  addNutritionPatient: write({ call: (input: CallInput<"addNutritionPatient">) => api.nutrition.addNutritionPatient(input), refresh: behind(queryKeys.nutrition.patients) }),
  // A screening, assessment or prescription also changes the patient's history and the 待复筛 list.
  addScreening: write({
    call: (input: CallInput<"addScreening">) => api.nutrition.addScreening(input),
    refresh: behind(queryKeys.nutrition.screenings, queryKeys.nutrition.patients),
  }),
  addEvaluation: write({
    call: (input: CallInput<"addEvaluation">) => api.nutrition.addEvaluation(input),
    refresh: behind(queryKeys.nutrition.evaluations, queryKeys.nutrition.patients),
  }),
  addNutritionPrescription: write({
    call: (input: CallInput<"addNutritionPrescription">) => api.nutrition.addNutritionPrescription(input),
    refresh: behind(queryKeys.nutrition.prescriptions, queryKeys.nutrition.patients),
  }),
  addProduct: write({ call: (input: CallInput<"addProduct">) => api.nutrition.addProduct(input), refresh: behind(queryKeys.nutrition.products) }),

  // Publishing.
  saveArticle: write({ call: (input: CallInput<"saveArticle">) => api.articles.saveArticle(input), refresh: behind(queryKeys.publishing.articles) }),
  toggleArticle: write({ call: (input: CallInput<"toggleArticle">) => api.articles.toggleArticle(input), refresh: behind(queryKeys.publishing.articles) }),
  deleteArticle: write({ call: (input: CallInput<"deleteArticle">) => api.articles.deleteArticle(input), refresh: behind(queryKeys.publishing.articles) }),
  addDisease: write({ call: (input: CallInput<"addDisease">) => api.articles.addDisease(input), refresh: behind(queryKeys.publishing.diseases) }),
  // The replied comment moves to 已回复: the lists are read again.
  replyComment: write({ call: (input: CallInput<"replyComment">) => api.comments.replyComment(input), refresh: behind(queryKeys.publishing.comments) }),
};

type Writes = typeof writes;
type InputOf<K extends keyof Writes> = Parameters<Writes[K]["call"]>[0];
type OutputOf<K extends keyof Writes> = Awaited<ReturnType<Writes[K]["call"]>>;

/** The write named `name` as a mutation (./server-state.ts): `mutateAsync(input)` calls it and refreshes what it changed. */
export function useWrite<K extends keyof Writes>(name: K) {
  const w = writes[name] as unknown as Write<InputOf<K>, OutputOf<K>>;
  return useMutation<InputOf<K>, OutputOf<K>>({
    mutationFn: (input) => w.call(input),
    onSuccess: (result, input) => w.refresh?.(input, result),
  });
}

type UploadCall = (
  file: File,
  options: { onUploadProgress: (f: number) => void; signal: AbortSignal; background: true },
) => Promise<{ url: string } | { image: string }>;

/**
 * An api upload call as the image-upload primitive's `upload`: progress and cancel pass through,
 * and it runs in the background (no window-wide overlay, so 取消上传 stays clickable; a failure
 * shows as 上传失败 on the control).
 */
const uploadThrough =
  (call: UploadCall): UploadImage =>
  async (file, { onProgress, signal }) => {
    const result = await call(file, { onUploadProgress: onProgress, signal, background: true });
    return "url" in result ? result.url : result.image;
  };

export const uploads = {
  avatar: uploadThrough((imagePath, o) => api.account.uploadAvatar({ imagePath }, o)),
  /** A verification document; the doctor's verification is read again once the documents changed (`refreshVerification`). */
  verification: (key: CallInput<"uploadVerification">["key"]) => uploadThrough((imagePath, o) => api.account.uploadVerification({ imagePath, key }, o)),
  articleImage: uploadThrough((file, o) => api.articles.uploadArticleImage({ imagePath: file }, o)),
  articleCover: uploadThrough((file, o) => api.articles.uploadArticleImage({ imagePath: file, kind: "cover" }, o)),
  video: uploadThrough((file, o) => api.articles.uploadVideo({ video: file }, o)),
};

/** After verification documents were uploaded or deleted: the doctor's verification is read again. */
export function refreshVerification(): void {
  void invalidate(queryKeys.doctor);
}
