/**
 * Server state of the console: every key and every read call in one place.
 *
 * Read — in a page, through a hook:
 *   useQuery(orderQueries.detail(payRecordId))
 *   usePagedList((page) => orderQueries.list(state, page))        (./use-paged-list.ts)
 *   useRecordFromSearch("payRecordId", orderQueries.detail)      (./use-record.ts)
 *   useDoctor()                                                  (the signed-in doctor's profile)
 * Change — through ./mutations.ts, which owns what each write refreshes:
 *   const save = useWrite("saveProfile"); await save.mutateAsync(values)
 * Prefetch (render-as-you-fetch) — start a page's data before its code arrives:
 *   void queryClient.prefetchQuery(orderQueries.list(0, 1))
 *
 * Every call here runs as a background call of the api client: the page shows its own loading
 * state (skeleton rows), so the window-wide overlay is left to actions (accept, save, sign-in).
 */
import { queryOptions, useQuery, type QueryKey } from "./server-state";
import { pageCount, type ArticleStatusTab, type CommentFilter, type ConsultationOrder, type Doctor, type PatientListState } from "@doctor-console/domain";
import { api } from "../api";
import { storedDoctor, storeDoctor } from "../session/cookies";
import { rememberDoctor } from "../session/session";
import { queryClient } from "./query-client";

export { queryClient };

/** Prefixes: invalidating one refreshes everything under it. */
export const queryKeys = {
  /** The signed-in doctor: profile, VIP, verification. */
  doctor: ["doctor"],
  /** Consultation orders: every list page and every detail. */
  orders: ["orders"],
  nutrition: {
    all: ["nutrition"],
    prescriptions: ["nutrition", "prescriptions"],
    evaluations: ["nutrition", "evaluations"],
    screenings: ["nutrition", "screenings"],
    products: ["nutrition", "products"],
    /** The nutrition patients: their histories and the 待复筛 list (every screening, assessment or prescription changes them). */
    patients: ["nutrition", "patients"],
  },
  publishing: {
    all: ["publishing"],
    articles: ["publishing", "articles"],
    comments: ["publishing", "comments"],
    diseases: ["publishing", "diseases"],
  },
  /** The chat's reads outside the transport (the patient page's link of an order). */
  chat: ["chat"],
  /** Reference data (departments): the platform's, unchanging while the console is open. */
  options: ["options"],
} as const;

/** Marks every query under `key` stale; the ones on screen fetch again (once each). */
export function invalidate(key: QueryKey): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: key });
}

const background = (signal: AbortSignal) => ({ signal, background: true });

/** The doctor's calls keep the cookies and client store of docs/behaviour/sign-in-and-session.md#cookies-and-client-store up to date as they answer. */
export const doctorQueries = {
  profile: () =>
    queryOptions({
      queryKey: [...queryKeys.doctor, "profile"],
      // Changes only when the doctor saves it: refreshed by invalidation, never by age.
      staleTime: Infinity,
      queryFn: async ({ signal }): Promise<Partial<Doctor>> => {
        const { doctor } = await api.account.getProfile({}, background(signal));
        storeDoctor(doctor);
        rememberDoctor({ doctorInfoId: doctor.doctorInfoId });
        return doctor;
      },
    }),
  vip: (doctorId: number) =>
    queryOptions({
      queryKey: [...queryKeys.doctor, "vip", doctorId],
      queryFn: async ({ signal }) => {
        const vip = await api.account.getVip({ doctorId }, background(signal));
        rememberDoctor({ isVip: vip.isVip, vipEndTime: vip.vipEndTime ?? "" });
        return vip;
      },
    }),
  verification: () =>
    queryOptions({
      queryKey: [...queryKeys.doctor, "verification"],
      queryFn: async ({ signal }) => {
        const verification = await api.account.getVerification({}, background(signal));
        rememberDoctor({ state: verification.state });
        return verification;
      },
    }),
};

/** The cascaders' options (GET /areas, GET /departments): reference data, read once a session. */
export const optionQueries = {
  areas: () =>
    queryOptions({
      queryKey: [...queryKeys.options, "areas"],
      staleTime: Infinity,
      queryFn: ({ signal }) => api.account.getAreas({}, background(signal)),
    }),
  departments: () =>
    queryOptions({
      queryKey: [...queryKeys.options, "departments"],
      staleTime: Infinity,
      queryFn: ({ signal }) => api.account.getDepartments({}, background(signal)),
    }),
  /** The article scopes (所属范围, GET /management/categorys). */
  categories: () =>
    queryOptions({
      queryKey: [...queryKeys.options, "categories"],
      staleTime: Infinity,
      queryFn: ({ signal }) => api.articles.getCategories({}, background(signal)),
    }),
};

/** At most this many pages are read when a whole list is needed (a count, a sort, a filter). */
const EVERY_PAGE_LIMIT = 50;

export const orderQueries = {
  list: (state: PatientListState, page: number) =>
    queryOptions({
      queryKey: [...queryKeys.orders, "list", state, page],
      queryFn: ({ signal }) => api.orders.listOrders({ state, page }, background(signal)),
    }),
  /**
   * Every order of a list (the home's counts, the pending list longest waiting first, a filtered
   * list): the platform's list call has no order or filter parameter, so its pages are read —
   * through their own cache entries, which the paged lists share — and joined. See
   * docs/behaviour/orders.md#sorting-and-filtering.
   */
  everyPage: (state: PatientListState) =>
    queryOptions({
      queryKey: [...queryKeys.orders, "every-page", state],
      queryFn: async (): Promise<{ list: ConsultationOrder[]; pageSize: number; total: number }> => {
        // Pages younger than a second are taken as they are (a prefetch, the list on screen); older ones are asked again.
        // Silent: a failure is told once, by this query (or not at all, for a poll's).
        const read = (page: number) => queryClient.fetchQuery({ ...orderQueries.list(state, page), staleTime: 1_000, meta: { silent: true } });
        const first = await read(1);
        const pages = Math.min(pageCount(first.total, first.pageSize || 10), EVERY_PAGE_LIMIT);
        const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, i) => read(i + 2)));
        // An order that moved between two page reads is counted once.
        const byId = new Map<number, ConsultationOrder>();
        for (const o of [first, ...rest].flatMap((p) => p.list)) if (!byId.has(o.payRecordId)) byId.set(o.payRecordId, o);
        return { list: [...byId.values()], pageSize: first.pageSize, total: first.total };
      },
    }),
  detail: (payRecordId: number) =>
    queryOptions({
      queryKey: [...queryKeys.orders, "detail", payRecordId],
      queryFn: ({ signal }) => api.orders.getOrder({ payRecordId }, background(signal)),
    }),
};

export const chatQueries = {
  /**
   * The signed link of an order's patient page (患者端), its QR code and expiry. A link lasts
   * days, so one read serves the page while it is open. See docs/behaviour/chat.md.
   */
  patientLink: (orderId: number) =>
    queryOptions({
      queryKey: [...queryKeys.chat, "patient-link", orderId],
      queryFn: ({ signal }) => api.chat.getPatientChatLink({ orderId }, background(signal)),
      staleTime: 10 * 60_000,
    }),
};

export const nutritionQueries = {
  prescriptions: (customerId: number, page: number) =>
    queryOptions({
      queryKey: [...queryKeys.nutrition.prescriptions, "list", customerId, page],
      queryFn: ({ signal }) => api.nutrition.listNutritionPrescriptions({ customerId, page }, background(signal)),
    }),
  prescription: (id: number) =>
    queryOptions({
      queryKey: [...queryKeys.nutrition.prescriptions, "detail", id],
      queryFn: ({ signal }) => api.nutrition.getNutritionPrescription({ id }, background(signal)),
    }),
  evaluations: (doctorId: number, page: number) =>
    queryOptions({
      queryKey: [...queryKeys.nutrition.evaluations, "list", doctorId, page],
      queryFn: ({ signal }) => api.nutrition.listEvaluations({ doctorId, page }, background(signal)),
    }),
  evaluation: (id: number) =>
    queryOptions({
      queryKey: [...queryKeys.nutrition.evaluations, "detail", id],
      queryFn: ({ signal }) => api.nutrition.getEvaluation({ id }, background(signal)),
    }),
  screenings: (doctorId: number, page: number) =>
    queryOptions({
      queryKey: [...queryKeys.nutrition.screenings, "list", doctorId, page],
      queryFn: ({ signal }) => api.nutrition.listScreenings({ doctorId, page }, background(signal)),
    }),
  screening: (id: number) =>
    queryOptions({
      queryKey: [...queryKeys.nutrition.screenings, "detail", id],
      queryFn: ({ signal }) => api.nutrition.getScreening({ id }, background(signal)),
    }),
  /** A nutrition patient's history (营养档案): scores, prescriptions, the next screening. */
  history: (nutritionPatientId: number) =>
    queryOptions({
      queryKey: [...queryKeys.nutrition.patients, "history", nutritionPatientId],
      queryFn: ({ signal }) => api.nutrition.getNutritionPatientHistory({ nutritionPatientId }, background(signal)),
    }),
  /**
   * The patients due for re-screening (待复筛), as the server counts them: the nutrition page's
   * list, and the home's count (`useRescreenDue().data?.total`).
   */
  rescreenDue: () =>
    queryOptions({
      queryKey: [...queryKeys.nutrition.patients, "rescreen-due"],
      queryFn: ({ signal }) => api.nutrition.listRescreenDue({}, background(signal)),
    }),
  /** The hospital's product library; page 1 also tells whether there is one (errcode 1: none). */
  products: (hospitalId: number, page: number) =>
    queryOptions({
      queryKey: [...queryKeys.nutrition.products, "list", hospitalId, page],
      queryFn: ({ signal }) => api.nutrition.listProducts({ hospitalId, page }, background(signal)),
    }),
};

export const publishingQueries = {
  /** The tags an article for patients may target (所属标签): the doctor's, read once a session. */
  tags: (customerId: number) =>
    queryOptions({
      queryKey: [...queryKeys.publishing.all, "tags", customerId],
      staleTime: Infinity,
      queryFn: ({ signal }) => api.articles.getTags({ customerId }, background(signal)),
    }),
  articles: (state: ArticleStatusTab, page: number, name: string) =>
    queryOptions({
      queryKey: [...queryKeys.publishing.articles, "list", state, page, name],
      queryFn: ({ signal }) => api.articles.listArticles({ state, page, name }, background(signal)),
    }),
  comments: (state: CommentFilter, page: number) =>
    queryOptions({
      queryKey: [...queryKeys.publishing.comments, "list", state, page],
      queryFn: ({ signal }) => api.comments.listComments({ state, page }, background(signal)),
    }),
  diseases: (page: number) =>
    queryOptions({
      queryKey: [...queryKeys.publishing.diseases, "list", page],
      queryFn: ({ signal }) => api.articles.listDiseases({ page }, background(signal)),
    }),
};

/**
 * The signed-in doctor's profile (name, photo, hospital): what sign-in stored at once, then the
 * platform's answer; `invalidate(queryKeys.doctor)` after a profile save refreshes every reader.
 */
export function useDoctor(): Partial<Doctor> {
  const { data } = useQuery({
    ...doctorQueries.profile(),
    initialData: () => {
      const stored = storedDoctor();
      return stored.doctorName ? stored : undefined;
    },
  });
  return data ?? {};
}


/** The patients due for re-screening (待复筛): `data.total` is the count, `data.list` the patients, earliest due first. */
export function useRescreenDue() {
  return useQuery(nutritionQueries.rescreenDue());
}
