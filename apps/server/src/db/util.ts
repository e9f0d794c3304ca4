/** Helpers shared by the route modules: paging, validation with domain schemas, SQL bits. */
import { badInputMessage, type Page } from "@doctor-console/domain";
import type * as z from "zod/mini";
import { BAD_INPUT, PlatformError, notFound } from "../http/envelope";
import type { Queryable } from "./store";

/** The server's page size (see docs/behaviour/shell.md#lists-and-paging: page size comes from the server). */
export const PAGE_SIZE = 10;

/** The LIMIT / OFFSET of a 1-based page. */
export function pageWindow(page: number): { limit: number; offset: number } {
  return { limit: PAGE_SIZE, offset: (Math.max(1, page) - 1) * PAGE_SIZE };
}

/**
 * A page of a list. A list with nothing at all answers 30007 (see docs/behaviour/errors.md#error-catalogue: no data; the client shows
 * an empty list with total 0); a page past the end is an empty page with the real total.
 */
export function pageOf<T>(list: T[], total: number): Page<T> {
  if (total === 0) throw notFound();
  return { list, pageSize: PAGE_SIZE, total };
}

/**
 * One page of a list and its total in ONE query: `count(*) OVER ()` beside the page's rows (a list call was two round trips to the database). Only a page past the end, which has no
 * row to carry the total, asks for the count on its own. `from` is the FROM … WHERE … part; its
 * parameters are `params`, and LIMIT / OFFSET follow them.
 */
export async function listPage<R extends object, T>(
  db: Queryable,
  query: { columns: string; from: string; orderBy: string },
  params: unknown[],
  page: number,
  toItem: (row: R) => T,
): Promise<Page<T>> {
  const { limit, offset } = pageWindow(page);
  const { rows } = await db.query<R & { total_count: number }>(
    `SELECT ${query.columns}, count(*) OVER ()::int AS total_count FROM ${query.from} ORDER BY ${query.orderBy} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, limit, offset],
  );
  let total = rows[0]?.total_count ?? 0;
  if (rows.length === 0 && offset > 0) {
    total = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${query.from}`, params)).rows[0]!.n;
  }
  return pageOf(rows.map(toItem), total);
}

/** Errcode 1: a refusal whose errmsg the console shows as is (see docs/behaviour/errors.md#error-catalogue). */
export const refuse = (errmsg: string) => new PlatformError(1, errmsg);

/** Bad input, with a clear errmsg. */
export const badInput = (errmsg: string) => new PlatformError(BAD_INPUT, errmsg);

/**
 * Checks a value with a domain schema (the one home of a rule); a failure answers BAD_INPUT with
 * the schema's own message (the spec's Chinese wording).
 */
export function check<S extends z.ZodMiniType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw badInput(parsed.error.issues[0]?.message || badInputMessage());
  return parsed.data;
}

/** Escapes `%`, `_` and `\` for a LIKE pattern ("contains"). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
