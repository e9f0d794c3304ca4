/**
 * The console's cache of server state: a small store of query answers keyed by arrays, and the
 * React hooks that read it. It keeps the rules the console relied on from TanStack Query (whose
 * names it keeps, so that the data layer reads as before) and nothing more; see
 * docs/architecture.md#the-data-layer.
 *
 * - One request per key at a time: callers of a key being fetched join its request.
 * - An answer younger than `staleTime` is used as is; an older or invalidated one is asked again
 *   when a reader mounts, changes to its key, or `fetchQuery` asks for it.
 * - `invalidateQueries({ queryKey })` marks every key under a prefix stale and fetches again the
 *   ones a mounted, enabled reader shows (cancelling a request under way unless `cancelRefetch:
 *   false`); the others fetch when next read.
 * - A reader never sees another key's answer, except as a placeholder (`keepPreviousData`,
 *   flagged `isPlaceholderData`) while its own key has none yet.
 * - When a request's last reader goes (or `cancelQueries` asks), its signal aborts and the
 *   entry goes back to what it held before — if the query function used the signal.
 * - An entry nobody reads is dropped `gcTime` after (5 minutes unless told).
 * - A failed request is not retried; the client's `onError` hears of it (the console tells HTTP
 *   failures there unless the query's `meta.silent`). No refetch on window focus.
 * - Readers subscribe with `useSyncExternalStore`; they are told of changes in one batch, after
 *   the current task's synchronous work.
 */
import { createContext, createElement, useCallback, useContext, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from "react";

export type QueryKey = readonly unknown[];

export interface QueryMeta {
  /** A failure of this query is not told (a poll's, a part of a bigger read). */
  silent?: boolean;
}

export interface QueryOptions<T, K extends QueryKey = QueryKey> {
  queryKey: K;
  queryFn: (context: { queryKey: QueryKey; signal: AbortSignal }) => T | Promise<T>;
  /** How long an answer is fresh, in ms (the client's default unless told; Infinity: until invalidated). */
  staleTime?: number;
  /** How long an entry nobody reads is kept, in ms (5 minutes unless told). */
  gcTime?: number;
  meta?: QueryMeta;
  /** A reader with `enabled: false` fetches nothing (it still shows what the cache holds). */
  enabled?: boolean;
  /** What to show while the key has no answer yet, from the reader's last answer (`keepPreviousData`). */
  placeholderData?: (previous: T | undefined) => T | undefined;
  /** An answer to start an empty entry with (taken as fresh). */
  initialData?: () => T | undefined;
  /** "always": a reader mounting fetches even when the answer is fresh. */
  refetchOnMount?: "always";
}

/** Types a query's options where they are declared (the key and the answer go together). */
export const queryOptions = <T, K extends QueryKey>(options: QueryOptions<T, K>): QueryOptions<T, K> => options;

/** `placeholderData: keepPreviousData`: a paged list keeps the last page on screen while the next loads. */
export const keepPreviousData = <T>(previous: T | undefined): T | undefined => previous;

// Inside the cache an entry's options are of any answer type (each reader's are checked where written).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyOptions = QueryOptions<any>;

const isPlainObject = (value: unknown): value is Record<string, unknown> => Object.prototype.toString.call(value) === "[object Object]";

/** A key as a string: objects' properties in sorted order, so that `{a, b}` and `{b, a}` are one key. */
export const hashKey = (key: QueryKey): string =>
  JSON.stringify(key, (_, value: unknown) =>
    isPlainObject(value)
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((k) => [k, value[k]]),
        )
      : value,
  );

/** The new answer, keeping the old answer's objects where they are equal (readers' memos and effects do not run again). */
function share<T>(old: unknown, next: T): T {
  if (old === next) return old as T;
  const arrays = Array.isArray(old) && Array.isArray(next);
  if (!arrays && !(isPlainObject(old) && isPlainObject(next))) return next;
  const a = old as Record<string, unknown>;
  const b = next as Record<string, unknown>;
  const keys = Object.keys(b);
  let same = Object.keys(a).length === keys.length;
  const copy: Record<string, unknown> = arrays ? ([] as unknown as Record<string, unknown>) : {};
  for (const k of keys) {
    copy[k] = share(a[k], b[k]);
    if (copy[k] !== a[k] || !(k in a)) same = false;
  }
  return (same ? old : copy) as T;
}

export interface QueryState<T> {
  data: T | undefined;
  error: Error | null;
  status: "pending" | "error" | "success";
  /** A request is under way. */
  fetching: boolean;
  /** When `data` arrived (ms); 0: never. */
  updatedAt: number;
  invalidated: boolean;
  /** How many requests have settled (answered or failed). */
  settled: number;
}

/** Rejects the callers of a cancelled request. `silent`: a new request replaced it. */
export class CancelledError extends Error {
  constructor(readonly silent: boolean) {
    super("cancelled");
  }
}

interface Observer {
  options: AnyOptions;
  notify?: () => void;
  entry?: Entry<unknown>;
  /** `settled` when this reader came to its entry (for `isFetchedAfterMount`). */
  start: number;
  /** The entry and `enabled` whose fetch on mount or change was decided. */
  decided?: Entry<unknown>;
  decidedEnabled?: boolean;
  mounted?: boolean;
  /** The last entry whose own answer this reader showed (for `placeholderData`). */
  lastWithData?: Entry<unknown>;
}

interface Run<T> {
  promise: Promise<T>;
  controller: AbortController;
  /** The query function read its signal: it can be aborted. */
  consumed: boolean;
  /** The state to go back to when it is cancelled. */
  revert: QueryState<T>;
  stop: (reason: CancelledError) => void;
  /** Why `cancel` stopped it (a CancelledError the query function throws itself is not this). */
  stopped?: CancelledError;
  /** Every caller asked for silence (`meta.silent`): its failure is not told. */
  silent: boolean;
}

const GC_TIME = 5 * 60_000;
let nextId = 0;

// Readers are told of changes in one batch, once the current synchronous work is done (a change
// made while React renders must not update another component during that render).
let queue: Set<() => void> | undefined;
function schedule(fn: (() => void) | undefined): void {
  if (!fn) return;
  if (!queue) {
    queue = new Set();
    queueMicrotask(() => {
      const fns = queue!;
      queue = undefined;
      fns.forEach((f) => f());
    });
  }
  queue.add(fn);
}

/** One key's entry: its state, its readers, its request under way. */
export class Entry<T> {
  readonly id = ++nextId;
  state: QueryState<T> = { data: undefined, error: null, status: "pending", fetching: false, updatedAt: 0, invalidated: false, settled: 0 };
  readonly observers = new Set<Observer>();
  run?: Run<T>;
  gcTime = 0;
  private gcTimer?: ReturnType<typeof setTimeout>;

  constructor(
    private readonly client: QueryClient,
    readonly queryKey: QueryKey,
    readonly queryHash: string,
    public options: QueryOptions<T>,
  ) {}

  set(patch: Partial<QueryState<T>>): void {
    this.state = { ...this.state, ...patch };
    this.observers.forEach((o) => schedule(o.notify));
    this.client.listeners.forEach(schedule);
  }

  /** Takes new options: the longest `gcTime` asked for, and `initialData` while the entry is empty. */
  setOptions(options: QueryOptions<T>): void {
    this.options = options;
    this.gcTime = Math.max(this.gcTime, options.gcTime ?? GC_TIME);
    if (this.state.data === undefined) {
      const data = options.initialData?.();
      if (data !== undefined) this.set({ data, error: null, status: "success", updatedAt: Date.now(), invalidated: false });
    }
  }

  isStale(staleTime: number): boolean {
    const { data, invalidated, updatedAt } = this.state;
    return data === undefined || invalidated || updatedAt + staleTime <= Date.now();
  }

  /** Read by a mounted reader that may fetch. */
  isActive(): boolean {
    return [...this.observers].some((o) => o.options.enabled !== false);
  }

  /**
   * Asks the server (with `options`, or the options of a reader on screen). A request under way is
   * joined — or, with `cancelRefetch` and an answer already shown, replaced.
   */
  fetch(options?: QueryOptions<T>, cancelRefetch = false): Promise<T> {
    // Silent when the caller asks (a poll), or for a refresh, when every reader on screen does.
    const callers = options ? [options] : [...this.observers].map((o) => o.options).filter((o) => o.enabled !== false);
    const silent = (callers.length ? callers : [this.options]).every((o) => o.meta?.silent === true);
    const current = this.run;
    if (current) {
      if (cancelRefetch && this.state.data !== undefined) this.cancel(false);
      else {
        // A caller that wants to hear of a failure joins a silent request: it is told.
        if (!silent) current.silent = false;
        return current.promise;
      }
    }
    if (options) this.setOptions(options);
    // The entry's own options: its key's query function (a reader's may already name another key
    // while React renders).
    const opts = options ?? this.options;
    const controller = new AbortController();
    const run = { controller, consumed: false, revert: this.state, silent } as Run<T>;
    const context = {
      queryKey: this.queryKey,
      get signal() {
        run.consumed = true;
        return controller.signal;
      },
    };
    const answer = new Promise<T>((resolve, reject) => {
      run.stop = reject;
      try {
        Promise.resolve(opts.queryFn(context)).then(resolve, reject);
      } catch (error) {
        reject(error);
      }
    });
    this.run = run;
    this.set(this.state.data === undefined ? { fetching: true, error: null, status: "pending" } : { fetching: true });
    run.promise = answer
      .then(
        (data) => {
          if (this.run !== run) return data;
          this.run = undefined;
          const shared = share(this.state.data, data);
          this.set({ data: shared, error: null, status: "success", fetching: false, updatedAt: Date.now(), invalidated: false, settled: this.state.settled + 1 });
          return shared;
        },
        (error: unknown) => {
          if (run.stopped) {
            // Replaced by a new request: its callers get the new answer.
            if (run.stopped.silent) {
              if (this.run) return this.run.promise;
              throw error;
            }
            // Cancelled: what the entry held before, if anything.
            if (this.state.data === undefined) throw error;
            return this.state.data;
          }
          if (this.run !== run) throw error;
          this.run = undefined;
          if (error instanceof CancelledError) {
            // A request it waited for was cancelled (an entry read inside its query function): it
            // goes back to what it held, as if not asked, and the next reader asks again.
            this.set({ ...run.revert, fetching: false });
            throw error;
          }
          this.set({ error: error as Error, status: "error", fetching: false, invalidated: true, settled: this.state.settled + 1 });
          this.client.onError?.(error as Error, { ...opts.meta, silent: run.silent });
          throw error;
        },
      )
      .finally(() => this.scheduleGc());
    return run.promise;
  }

  /** Stops the request under way and aborts its signal; `revert`: the entry goes back to what it held before. */
  cancel(revert: boolean): void {
    const run = this.run;
    if (!run) return;
    this.run = undefined;
    run.controller.abort();
    run.stopped = new CancelledError(!revert);
    run.stop(run.stopped);
    if (revert) this.set({ ...run.revert, fetching: false });
  }

  observe(observer: Observer): void {
    clearTimeout(this.gcTimer);
    this.observers.add(observer);
    // Collected between a render that read it and the reader's subscription: back in the cache.
    this.client.adopt(this);
  }

  unobserve(observer: Observer): void {
    if (!this.observers.delete(observer) || this.observers.size) return;
    // Nobody waits for the answer any more: a request that can be aborted is.
    if (this.run?.consumed) this.cancel(true);
    this.scheduleGc();
  }

  /** Forgotten by its client (`clear`): no timer holds it, nothing adopts it again. */
  disposed = false;

  scheduleGc(): void {
    clearTimeout(this.gcTimer);
    if (this.gcTime < Infinity && !this.disposed)
      this.gcTimer = setTimeout(() => {
        if (!this.observers.size && !this.run) this.client.remove(this);
      }, this.gcTime);
  }
}

export interface QueryFilters {
  /** Every key that starts with this one (`exact`: this key only). */
  queryKey?: QueryKey;
  exact?: boolean;
  predicate?: (entry: Entry<unknown>) => boolean;
}

export interface QueryClientConfig {
  /** The `staleTime` of queries that do not say (0 unless told). */
  staleTime?: number;
  /** Told of every failed request, with the query's `meta`. */
  onError?: (error: Error, meta: QueryMeta | undefined) => void;
}

export class QueryClient {
  private readonly entries = new Map<string, Entry<unknown>>();
  /** Told of every change of any entry (`useIsFetching`). */
  readonly listeners = new Set<() => void>();
  readonly staleTime: number;
  readonly onError?: (error: Error, meta: QueryMeta | undefined) => void;

  constructor(config: QueryClientConfig = {}) {
    this.staleTime = config.staleTime ?? 0;
    this.onError = config.onError;
  }

  /** The entry of `options.queryKey`, made if absent, with the options taken. */
  build<T>(options: QueryOptions<T>): Entry<T> {
    const hash = hashKey(options.queryKey);
    let entry = this.entries.get(hash) as Entry<T> | undefined;
    if (!entry) {
      entry = new Entry<T>(this, options.queryKey, hash, options);
      this.entries.set(hash, entry as Entry<unknown>);
      entry.setOptions(options);
      entry.scheduleGc();
    } else entry.setOptions(options);
    return entry;
  }

  /** Puts an entry back under its key when nothing else is there. */
  adopt<T>(entry: Entry<T>): void {
    if (!entry.disposed && !this.entries.has(entry.queryHash)) this.entries.set(entry.queryHash, entry as Entry<unknown>);
  }

  remove<T>(entry: Entry<T>): void {
    if (this.entries.get(entry.queryHash) === (entry as unknown)) this.entries.delete(entry.queryHash);
  }

  findAll({ queryKey, exact, predicate }: QueryFilters): Entry<unknown>[] {
    const hash = queryKey && hashKey(queryKey);
    return [...this.entries.values()].filter(
      (e) => (!hash || (exact ? e.queryHash : hashKey(e.queryKey.slice(0, queryKey.length))) === hash) && (!predicate || predicate(e)),
    );
  }

  staleTimeOf(options: AnyOptions): number {
    return options.staleTime ?? this.staleTime;
  }

  /** The answer of `options.queryKey`: the cached one while fresh, otherwise asked for (joining a request under way). */
  fetchQuery<T, K extends QueryKey>(options: QueryOptions<T, K>): Promise<T> {
    const entry = this.build(options as AnyOptions);
    return entry.isStale(this.staleTimeOf(options as AnyOptions)) ? entry.fetch(options as AnyOptions) : Promise.resolve(entry.state.data as T);
  }

  /** `fetchQuery` that never fails (render-as-you-fetch: the page shows the failure when it reads). */
  prefetchQuery<T, K extends QueryKey>(options: QueryOptions<T, K>): Promise<void> {
    return this.fetchQuery(options).then(
      () => undefined,
      () => undefined,
    );
  }

  getQueryData<T>(queryKey: QueryKey): T | undefined {
    return this.entries.get(hashKey(queryKey))?.state.data as T | undefined;
  }

  /** Replaces an answer in place (a row changed on screen before the server's list is read again). */
  setQueryData<T>(queryKey: QueryKey, update: (old: T | undefined) => T | undefined): void {
    const entry = this.entries.get(hashKey(queryKey)) as Entry<T> | undefined;
    const data = update(entry?.state.data);
    if (data === undefined) return;
    const target = entry ?? this.build<T>({ queryKey, queryFn: () => Promise.reject(new Error("no query function")) });
    target.set({ data: share(target.state.data, data), error: null, status: "success", updatedAt: Date.now(), invalidated: false });
    if (target.run) target.run.revert = target.state;
  }

  /** Marks the entries stale; the ones read on screen fetch again (once each). Settles when they have. */
  invalidateQueries(filters: QueryFilters, { cancelRefetch = true }: { cancelRefetch?: boolean } = {}): Promise<void> {
    const found = this.findAll(filters);
    found.forEach((e) => e.state.invalidated || e.set({ invalidated: true }));
    return Promise.all(found.filter((e) => e.isActive()).map((e) => e.fetch(undefined, cancelRefetch).catch(() => undefined))).then(() => undefined);
  }

  /** Stops the requests under way: their signals abort and their entries go back to what they held. */
  cancelQueries(filters: QueryFilters): Promise<void> {
    this.findAll(filters).forEach((e) => e.cancel(true));
    return Promise.resolve();
  }

  /** The answers held, as `[key, data]` pairs (the server's render sends them with its markup). */
  answers(): [QueryKey, unknown][] {
    return [...this.entries.values()].filter((e) => e.state.status === "success").map((e) => [e.queryKey, e.state.data]);
  }

  /** Forgets everything (sign-out). Requests under way are cancelled. */
  clear(): void {
    this.entries.forEach((e) => {
      e.cancel(false);
      e.disposed = true;
      e.scheduleGc();
    });
    this.entries.clear();
    this.listeners.forEach(schedule);
  }

  /** How many entries have a request under way. */
  fetchingCount = (): number => [...this.entries.values()].filter((e) => e.state.fetching).length;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

const ClientContext = createContext<QueryClient | null>(null);

export function QueryClientProvider({ client, children }: { client: QueryClient; children?: ReactNode }) {
  return createElement(ClientContext.Provider, { value: client }, children);
}

export function useQueryClient(): QueryClient {
  const client = useContext(ClientContext);
  if (!client) throw new Error("useQueryClient: no QueryClientProvider");
  return client;
}

interface ResultBase {
  isFetching: boolean;
  /** The data shown is another key's (`placeholderData`), while this key's loads. */
  isPlaceholderData: boolean;
  /** A request of this key settled since the reader mounted on it. */
  isFetchedAfterMount: boolean;
  /** Asks again (replacing a request under way when there is an answer already). */
  refetch: () => Promise<void>;
}

export type QueryResult<T> = ResultBase &
  (
    | { status: "pending"; isPending: true; isError: false; isSuccess: false; data: undefined; error: null }
    | { status: "error"; isPending: false; isError: true; isSuccess: false; data: T | undefined; error: Error }
    | { status: "success"; isPending: false; isError: false; isSuccess: true; data: T; error: null }
  );

/** Whether a reader's mount (`mount`) or change of key or `enabled` fetches. */
const shouldFetch = (client: QueryClient, entry: Entry<unknown>, options: AnyOptions, mount: boolean) =>
  options.enabled !== false && (entry.isStale(client.staleTimeOf(options)) || (mount && options.refetchOnMount === "always"));

/**
 * The readers of one `useQueries` (or `useQuery`) call, one per query, kept across renders: which
 * entry each reads, what it decided to fetch, the last answer it showed.
 */
class Readers {
  private readonly observers: Observer[] = [];
  private snapshot: QueryState<unknown>[] = [];

  constructor(private readonly client: QueryClient) {}

  /** This render's entries (made if absent), one per query. */
  entries(queries: readonly AnyOptions[]): Entry<unknown>[] {
    const observers = this.observers;
    observers.length = Math.min(observers.length, queries.length);
    return queries.map((options, i) => {
      const entry = this.client.build(options) as Entry<unknown>;
      const observer = (observers[i] ??= { options, start: 0 });
      observer.options = options;
      if (observer.entry !== entry) {
        observer.entry = entry;
        observer.start = entry.state.settled;
      }
      return entry;
    });
  }

  subscribe(entries: Entry<unknown>[], notify: () => void): () => void {
    const pairs = entries.map((entry, i) => [entry, this.observers[i]!] as const);
    for (const [entry, observer] of pairs) {
      observer.notify = notify;
      entry.observe(observer);
    }
    return () =>
      pairs.forEach(([entry, observer]) => {
        entry.unobserve(observer);
        // Subscribed again (a remount, a new key): decided afresh, as on mount (its request may have been cancelled meanwhile).
        observer.decided = undefined;
        observer.mounted = false;
      });
  }

  /** The entries' states, the same array while none changed. */
  read(entries: Entry<unknown>[]): QueryState<unknown>[] {
    const states = entries.map((e) => e.state);
    const last = this.snapshot;
    return last.length === states.length && states.every((s, i) => s === last[i]) ? last : (this.snapshot = states);
  }

  private undecided(i: number, entry: Entry<unknown>, options: AnyOptions): boolean {
    const observer = this.observers[i]!;
    return (observer.decided !== entry || observer.decidedEnabled !== (options.enabled !== false)) && shouldFetch(this.client, entry, options, !observer.mounted);
  }

  /** Fetch on mount, on a new key, on `enabled` turning on — when the answer is stale (or asked "always"). */
  decide(queries: readonly AnyOptions[], entries: Entry<unknown>[]): void {
    queries.forEach((options, i) => {
      const entry = entries[i]!;
      const observer = this.observers[i]!;
      const enabled = options.enabled !== false;
      if (observer.decided === entry && observer.decidedEnabled === enabled) return;
      const fetch = this.undecided(i, entry, options);
      Object.assign(observer, { decided: entry, decidedEnabled: enabled, mounted: true });
      if (fetch) entry.fetch(options).catch(() => undefined);
    });
  }

  results<T>(queries: readonly AnyOptions[], entries: Entry<unknown>[], states: QueryState<unknown>[]): QueryResult<T>[] {
    return queries.map((options, i) => {
      const entry = entries[i]!;
      const observer = this.observers[i]!;
      let state = states[i] ?? entry.state;
      // The fetch the effect is about to start shows at once (a reader never shows an old key's error as its own).
      if (this.undecided(i, entry, options)) state = { ...state, fetching: true, ...(state.data === undefined && { error: null, status: "pending" as const }) };
      let { data, status } = state;
      let isPlaceholderData = false;
      if (status === "pending" && options.placeholderData) {
        const placeholder = options.placeholderData(observer.lastWithData === entry ? undefined : observer.lastWithData?.state.data);
        if (placeholder !== undefined) {
          data = placeholder;
          status = "success";
          isPlaceholderData = true;
        }
      }
      if (!isPlaceholderData && state.data !== undefined) observer.lastWithData = entry;
      return {
        data,
        error: state.error,
        status,
        isPending: status === "pending",
        isError: status === "error",
        isSuccess: status === "success",
        isFetching: state.fetching,
        isPlaceholderData,
        isFetchedAfterMount: state.settled > observer.start,
        refetch: () =>
          entry.fetch(options, true).then(
            () => undefined,
            () => undefined,
          ),
      } as QueryResult<T>;
    });
  }
}

/** Reads several queries (their number may change between renders), each as `useQuery` does. */
export function useQueries<T>({ queries }: { queries: readonly QueryOptions<T, QueryKey>[] }): QueryResult<T>[] {
  const client = useQueryClient();
  const [readers] = useState(() => new Readers(client));
  const all = queries as readonly AnyOptions[];
  const entries = readers.entries(all);
  const ids = entries.map((e) => e.id).join();
  const subscribe = useCallback(
    (notify: () => void) => readers.subscribe(entries, notify),
    // The entries are what `ids` names.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [readers, ids],
  );
  const read = () => readers.read(entries);
  const states = useSyncExternalStore(subscribe, read, read);
  useEffect(() => readers.decide(all, entries));
  return readers.results<T>(all, entries, states);
}

/** Reads one query: its answer from the cache, fetched when absent or stale; re-renders on every change of it. */
export function useQuery<T, K extends QueryKey>(options: QueryOptions<T, K>): QueryResult<T> {
  return useQueries<T>({ queries: [options as AnyOptions] })[0]!;
}

/** How many requests are under way. */
export function useIsFetching(): number {
  const client = useQueryClient();
  return useSyncExternalStore(client.subscribe, client.fetchingCount, client.fetchingCount);
}

export interface MutationOptions<I, O> {
  mutationFn: (input: I) => Promise<O>;
  /** Runs once the call succeeded; a promise returned is waited for before `mutateAsync` settles. */
  onSuccess?: (result: O, input: I) => unknown;
}

/**
 * A write: `mutateAsync(input)` calls it (then `onSuccess`) and settles with its answer;
 * `isPending` while any call runs, `data` and `error` of the latest call.
 */
export function useMutation<I, O>(options: MutationOptions<I, O>) {
  const latest = useRef(options);
  useEffect(() => void (latest.current = options));
  const calls = useRef({ started: 0, running: 0 });
  const [state, setState] = useState<{ isPending: boolean; error: Error | null; data?: O }>({ isPending: false, error: null });
  const mutateAsync = useCallback(async (input: I): Promise<O> => {
    const call = ++calls.current.started;
    calls.current.running++;
    setState((s) => ({ ...s, isPending: true, error: null }));
    const settle = (next: { error: Error | null; data?: O }) => {
      const running = --calls.current.running;
      // An older call that settles late changes nothing but the count.
      setState((s) => (call === calls.current.started ? { ...next, isPending: running > 0 } : { ...s, isPending: running > 0 }));
    };
    try {
      const { mutationFn, onSuccess } = latest.current;
      const result = await mutationFn(input);
      await onSuccess?.(result, input);
      settle({ error: null, data: result });
      return result;
    } catch (error) {
      settle({ error: error as Error });
      throw error;
    }
  }, []);
  return { ...state, mutateAsync };
}
