/**
 * The browser's copy of the article editor (nothing a doctor types is lost: docs/behaviour/publishing.md). One
 * IndexedDB record per doctor and article, written on every change, offered back by the
 * recovery banner after a 401, a forced logout or a closed tab, removed once the server has it.
 */
import type { ArticleFormValues } from "@doctor-console/ui/publishing";

export interface LocalCopy {
  values: ArticleFormValues;
  /** yyyy-MM-dd HH:mm:ss */
  savedAt: string;
}

const DB_NAME = "doctor-console";
const STORE = "article-copies";

let opening: Promise<IDBDatabase> | null = null;

function database(): Promise<IDBDatabase> {
  opening ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => {
      opening = null;
      reject(request.error ?? new Error("IndexedDB"));
    };
  });
  return opening;
}

async function run<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await database();
  return new Promise((resolve, reject) => {
    const transaction = db.transaction(STORE, mode);
    const request = act(transaction.objectStore(STORE));
    // Settled once the transaction has committed: a reload right after a write or a delete
    // finds it done (a request's success alone comes before the commit).
    transaction.oncomplete = () => resolve(request.result);
    transaction.onerror = transaction.onabort = () => reject(request.error ?? transaction.error ?? new Error("IndexedDB"));
  });
}

/** The record key: the doctor and the article (0 for a new one). */
export const copyKey = (customerId: number, articleId: number) => `${customerId}:${articleId}`;

export const readCopy = (key: string) => run<LocalCopy | undefined>("readonly", (s) => s.get(key) as IDBRequest<LocalCopy | undefined>);
export const writeCopy = (key: string, copy: LocalCopy) => run("readwrite", (s) => s.put(copy, key));
export const deleteCopy = (key: string) => run("readwrite", (s) => s.delete(key));

/** Do two editor states hold the same content (what the server would store)? */
export function sameContent(a: ArticleFormValues, b: ArticleFormValues): boolean {
  const { articleId: _a, ...x } = a;
  const { articleId: _b, ...y } = b;
  return JSON.stringify(x) === JSON.stringify(y);
}
