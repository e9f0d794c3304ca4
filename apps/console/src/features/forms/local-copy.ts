/**
 * The browser's copies of the forms (nothing a doctor types is lost: docs/behaviour/shell.md#unsaved-work).
 * One IndexedDB record per doctor, form and record, written on every change, offered back after a
 * reload, a crash, a 401 or a forced logout, removed once the server has the same content.
 */

export interface LocalCopy<T = unknown> {
  values: T;
  /** yyyy-MM-dd HH:mm:ss */
  savedAt: string;
}

const DB_NAME = "doctor-console";
const STORE = "form-copies";
/** Version 1 kept the article editor's copies alone, keyed `customerId:articleId`. */
const ARTICLE_STORE_V1 = "article-copies";

let opening: Promise<IDBDatabase> | null = null;

function database(): Promise<IDBDatabase> {
  opening ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 2);
    request.onupgradeneeded = (event) => {
      const db = request.result;
      const store = db.createObjectStore(STORE);
      // The article copies of version 1 move in under their form's name: none is lost by the upgrade.
      if (event.oldVersion === 1 && db.objectStoreNames.contains(ARTICLE_STORE_V1)) {
        const cursor = request.transaction!.objectStore(ARTICLE_STORE_V1).openCursor();
        cursor.onsuccess = () => {
          const at = cursor.result;
          if (!at) return;
          const [customerId = "0", articleId = "0"] = String(at.key).split(":");
          store.put(at.value, copyKey(Number(customerId), "article", articleId));
          at.continue();
        };
      }
    };
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

/** The record key: the doctor, the form and its record (`3:article:7`, `3:nutrition-prescription:new`). */
export const copyKey = (customerId: number, form: string, record: string | number = "new") => `${customerId}:${form}:${record}`;

export const readCopy = <T>(key: string) => run<LocalCopy<T> | undefined>("readonly", (s) => s.get(key) as IDBRequest<LocalCopy<T> | undefined>);
export const writeCopy = <T>(key: string, copy: LocalCopy<T>) => run("readwrite", (s) => s.put(copy, key));
export const deleteCopy = (key: string) => run("readwrite", (s) => s.delete(key));

/** Two states of a form with the same content (as JSON): the default comparison. */
export const sameJson = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);
