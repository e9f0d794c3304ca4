/**
 * Reading and writing the entity rows. Writers derive the list columns (article status tabs, order
 * patient lists, comment replied flag) with domain's rules, so the lists and the rules cannot drift.
 */
import {
  articleInStatusTab,
  articleStatusTabs,
  isCommentReplied,
  orderInListState,
  patientListStates,
  type Article,
  type Comment,
  type ConsultationOrder,
} from "@doctor-console/domain";
import type { Queryable } from "./store";

export type { Queryable };

// ---- articles

/** The status tabs (0–5) an article is listed under (domain's status rule). */
export function articleTabs(article: Pick<Article, "isPass" | "isShow" | "isOpenDiscuss">): number[] {
  return articleStatusTabs.map((t) => t.state).filter((tab) => articleInStatusTab(article, tab));
}

export type ArticleData = Omit<Article, "articleId">;

export async function insertArticle(db: Queryable, doctorId: number, data: ArticleData, articleId?: number): Promise<number> {
  const { rows } = await db.query<{ article_id: number }>(
    articleId === undefined
      ? "INSERT INTO articles (doctor_id, tabs, data) VALUES ($1, $2, $3) RETURNING article_id"
      : "INSERT INTO articles (doctor_id, tabs, data, article_id) VALUES ($1, $2, $3, $4) RETURNING article_id",
    articleId === undefined ? [doctorId, articleTabs(data), data] : [doctorId, articleTabs(data), data, articleId],
  );
  return rows[0]!.article_id;
}

export async function updateArticle(db: Queryable, articleId: number, data: ArticleData): Promise<void> {
  await db.query("UPDATE articles SET tabs = $2, data = $3 WHERE article_id = $1", [articleId, articleTabs(data), data]);
}

/** The doctor's own article, or undefined (another doctor's article is not found). */
export async function ownArticle(db: Queryable, doctorId: number, articleId: number): Promise<Article | undefined> {
  const { rows } = await db.query<{ article_id: number; data: ArticleData }>(
    "SELECT article_id, data FROM articles WHERE article_id = $1 AND doctor_id = $2",
    [articleId, doctorId],
  );
  const row = rows[0];
  return row ? { ...row.data, articleId: row.article_id } : undefined;
}

// ---- comments

/** Replied: domain's one rule (the doctor's reply is there and not blank). */
export const isReplied = isCommentReplied;

export type CommentData = Omit<Comment, "commentId">;

export async function insertComment(db: Queryable, doctorId: number, data: CommentData, commentId?: number): Promise<number> {
  const { rows } = await db.query<{ comment_id: number }>(
    commentId === undefined
      ? "INSERT INTO comments (doctor_id, article_id, replied, data) VALUES ($1, $2, $3, $4) RETURNING comment_id"
      : "INSERT INTO comments (doctor_id, article_id, replied, data, comment_id) VALUES ($1, $2, $3, $4, $5) RETURNING comment_id",
    commentId === undefined ? [doctorId, data.articleId, isReplied(data), data] : [doctorId, data.articleId, isReplied(data), data, commentId],
  );
  return rows[0]!.comment_id;
}

// ---- orders

/** The patient lists (0–8) an order is listed in (domain's `orderInListState`). */
export function orderLists(order: Parameters<typeof orderInListState>[0]): number[] {
  return patientListStates.filter((list) => orderInListState(order, list));
}

export type OrderData = Omit<ConsultationOrder, "payRecordId">;

export async function insertOrder(db: Queryable, doctorId: number, data: OrderData, payRecordId?: number): Promise<number> {
  const { rows } = await db.query<{ pay_record_id: number }>(
    payRecordId === undefined
      ? "INSERT INTO orders (doctor_id, lists, data) VALUES ($1, $2, $3) RETURNING pay_record_id"
      : "INSERT INTO orders (doctor_id, lists, data, pay_record_id) VALUES ($1, $2, $3, $4) RETURNING pay_record_id",
    payRecordId === undefined ? [doctorId, orderLists(data), data] : [doctorId, orderLists(data), data, payRecordId],
  );
  return rows[0]!.pay_record_id;
}

export async function updateOrder(db: Queryable, payRecordId: number, data: OrderData): Promise<void> {
  await db.query("UPDATE orders SET lists = $2, data = $3 WHERE pay_record_id = $1", [payRecordId, orderLists(data), data]);
}

/** The doctor's own order, or undefined. `forUpdate` locks the row inside a transaction. */
export async function ownOrder(db: Queryable, doctorId: number, payRecordId: number, forUpdate = false): Promise<ConsultationOrder | undefined> {
  const { rows } = await db.query<{ pay_record_id: number; data: OrderData }>(
    `SELECT pay_record_id, data FROM orders WHERE pay_record_id = $1 AND doctor_id = $2${forUpdate ? " FOR UPDATE" : ""}`,
    [payRecordId, doctorId],
  );
  const row = rows[0];
  return row ? { ...row.data, payRecordId: row.pay_record_id } : undefined;
}

/** How many orders wait for the doctor: the pending list (list 0) and the 线下门诊 orders still to answer. */
export async function pendingCount(db: Queryable, doctorId: number): Promise<number> {
  // Every order awaiting the doctor (domain's pendingOrderTotal): the 待接诊 list and the 线下门诊 orders still to answer.
  const { rows } = await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM orders WHERE doctor_id = $1 AND (0 = ANY(lists) OR (4 = ANY(lists) AND (data->>'state')::int = 1))",
    [doctorId],
  );
  return rows[0]!.n;
}

/** Moves each serial sequence past the ids written explicitly (after seeding with fixture ids). */
export async function syncSequences(db: Queryable): Promise<void> {
  const serials: [string, string][] = [
    ["articles", "article_id"],
    ["comments", "comment_id"],
    ["diseases", "disease_id"],
    ["orders", "pay_record_id"],
    ["products", "nourishment_id"],
    ["nutrition_prescriptions", "id"],
    ["nutrition_patients", "id"],
    ["screenings", "id"],
    ["evaluations", "id"],
  ];
  for (const [table, column] of serials) {
    await db.query(
      `SELECT setval(pg_get_serial_sequence('${table}', '${column}'), GREATEST((SELECT COALESCE(MAX(${column}), 0) FROM ${table}), 1), (SELECT COUNT(*) > 0 FROM ${table}))`,
    );
  }
}
