/**
 * The one small interface every query, migration and test uses, whichever PostgreSQL answers
 * (store.ts opens one). Apart from store.ts so that migrate.ts can take a Db without importing
 * the store that runs it.
 */
export interface QueryResult<T> {
  rows: T[];
  /** Rows an INSERT / UPDATE / DELETE touched. */
  affectedRows: number;
}

/** A database or an open transaction. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Runs one or more statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: "pglite" | "postgres";
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Hears NOTIFY on a channel (every instance on the database); answers the unsubscribe. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}
