/**
 * The home's worklist as data (see docs/behaviour/shell.md#home-worklist): one record per thing
 * that may wait for the doctor — its label, the query that counts it and the list it opens. Each
 * query is one of the data layer's (../../data/queries.ts), the same cache entry the list it links
 * to reads, so the count and the list agree and a change (accept, reply) refreshes both.
 *
 * To add an item, add one record to `worklistItems`.
 */
import type { QueryOptions } from "../../data/server-state";
import {
  hasRejectedPrescription,
  isAwaitingDoctor,
  longestWaiting,
  pendingOrderTotal,
  waitedLabel,
  waitedMs,
  worklistTexts as texts,
  type Article,
  type Comment,
  type ConsultationOrder,
  type Page,
  type RescreenDueEntry,
} from "@doctor-console/domain";
import { nutritionQueries, orderQueries, publishingQueries } from "../../data/queries";
import { paths } from "../../paths";
import type { SessionView } from "../../session/session";

export interface WorklistItem<T = unknown> {
  id: string;
  label: string;
  /** Shown only while the studio is open (orders and publishing are the studio's). */
  studio: boolean;
  /** The query that counts it: the data layer's, shared with the list it opens. */
  // Any key: each query's key is its own tuple.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  query: (session: SessionView) => QueryOptions<T, any>;
  /** The value shown: a count, or a short text (a waiting time). */
  value: (data: T, now: Date) => number | string;
  /** Where it leads: the list that shows what it counts. */
  href: string;
  /** A line under the value. */
  hint?: (data: T, now: Date) => string | undefined;
  /** Whether the value asks for attention (default: a count above 0). */
  attention?: (data: T) => boolean;
}

/** Keeps each record's own answer type while the list holds them all. */
const item = <T>(record: WorklistItem<T>) => record as unknown as WorklistItem<unknown>;

type EveryPage = Page<ConsultationOrder>;
const awaiting = (data: EveryPage) => data.list.filter(isAwaitingDoctor);
const oldest = (data: EveryPage) => longestWaiting(data.list);
const nameOf = (o: ConsultationOrder) => o.patient?.patientName || o.customerName || "";

export const worklistItems: WorklistItem[] = [
  item<EveryPage>({
    id: "pendingConsultations",
    label: texts.pendingConsultations,
    studio: true,
    query: () => orderQueries.list(0, 1),
    value: (data) => data.total,
    href: paths.patientTab("patient_djz"),
  }),
  item<EveryPage>({
    id: "pendingFaceToFace",
    label: texts.pendingFaceToFace,
    studio: true,
    query: () => orderQueries.everyPage(4),
    value: (data) => awaiting(data).length,
    href: paths.patientTabView("patient_xxmz", { filter: "awaiting" }),
  }),
  item<EveryPage>({
    id: "longestWait",
    label: texts.longestWait,
    studio: true,
    query: () => orderQueries.everyPage(0),
    value: (data, now) => {
      const o = oldest(data);
      return o ? waitedLabel(waitedMs(o, now)) : texts.noWait;
    },
    href: paths.patientTabView("patient_djz", { sort: "waited" }),
    hint: (data) => {
      const o = oldest(data);
      return o ? nameOf(o) : undefined;
    },
    attention: (data) => oldest(data) !== null,
  }),
  item<Page<Comment>>({
    id: "unrepliedComments",
    label: texts.unrepliedComments,
    studio: true,
    query: () => publishingQueries.comments(2, 1),
    value: (data) => data.total,
    href: paths.commentsOf(2),
  }),
  item<EveryPage>({
    id: "rejectedPrescriptions",
    label: texts.rejectedPrescriptions,
    studio: true,
    query: () => orderQueries.everyPage(5),
    value: (data) => data.list.filter(hasRejectedPrescription).length,
    href: paths.patientTabView("patient_ycf", { filter: "rejected" }),
  }),
  item<Page<Article>>({
    id: "rejectedArticles",
    label: texts.rejectedArticles,
    studio: true,
    query: () => publishingQueries.articles(3, 1, ""),
    value: (data) => data.total,
    href: paths.articlesOf(3),
  }),
  // Nutrition needs no studio: the patients due for re-screening, as the 待复筛 list counts them
  // (see docs/behaviour/nutrition.md#when-the-next-screening-is-due).
  item<{ total: number; list: RescreenDueEntry[] }>({
    id: "rescreenDue",
    label: texts.rescreenDue,
    studio: false,
    query: () => nutritionQueries.rescreenDue(),
    value: (data) => data.total,
    href: paths.nutritionTab("rescreen"),
  }),
];

/** Every order awaiting the doctor (the menu badge's number), from the two pending items' answers. */
export function pendingTotalOf(answers: ReadonlyMap<string, unknown>): number | undefined {
  const consultations = answers.get("pendingConsultations") as EveryPage | undefined;
  const faceToFace = answers.get("pendingFaceToFace") as EveryPage | undefined;
  if (!consultations || !faceToFace) return undefined;
  return pendingOrderTotal(consultations.total, faceToFace.list);
}
