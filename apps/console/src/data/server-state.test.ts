// @vitest-environment jsdom
import { act, createElement, StrictMode, useEffect } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { keepPreviousData, QueryClient, QueryClientProvider, useIsFetching, useMutation, useQueries, useQuery, type QueryOptions, type QueryResult } from "./server-state";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A request the test answers by hand. */
interface Call {
  key: readonly unknown[];
  signal: AbortSignal;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}
let calls: Call[];
const server = ({ queryKey, signal }: { queryKey: readonly unknown[]; signal: AbortSignal }) =>
  new Promise<unknown>((resolve, reject) => void calls.push({ key: queryKey, signal, resolve, reject }));
const query = (key: readonly unknown[], extra: Partial<QueryOptions<unknown>> = {}): QueryOptions<unknown> => ({ queryKey: key, queryFn: server, ...extra });
const callsOf = (key: readonly unknown[]) => calls.filter((c) => JSON.stringify(c.key) === JSON.stringify(key));

let client: QueryClient;
let onError: ReturnType<typeof vi.fn<(error: Error, meta: unknown) => void>>;
let root: Root;
/** What each reader returned at its last commit, by name. */
let seen: Record<string, QueryResult<unknown>>;
const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function Reader({ name, options }: { name: string; options: QueryOptions<unknown> }) {
  const result = useQuery(options);
  useEffect(() => void (seen[name] = result));
  return null;
}
/** Renders one reader per entry of `readers` (and none for the names left out: they unmount). */
const render = (readers: Record<string, QueryOptions<unknown>>) =>
  act(async () =>
    root.render(
      createElement(
        QueryClientProvider,
        { client },
        Object.entries(readers).map(([name, options]) => createElement(Reader, { key: name, name, options })),
      ),
    ),
  );

beforeEach(() => {
  vi.useFakeTimers();
  calls = [];
  seen = {};
  onError = vi.fn<(error: Error, meta: unknown) => void>();
  client = new QueryClient({ staleTime: 10_000, onError });
  root = createRoot(document.createElement("div"));
});
afterEach(() => {
  act(() => root.unmount());
  vi.useRealTimers();
});

describe("the console's server-state cache", () => {
  it("shares one request between two readers and a fetchQuery of the same key", async () => {
    await render({ a: query(["orders", 1]), b: query(["orders", 1]) });
    const direct = client.fetchQuery(query(["orders", 1]));
    expect(callsOf(["orders", 1])).toHaveLength(1);
    await act(async () => calls[0]!.resolve("page 1"));
    await expect(direct).resolves.toBe("page 1");
    expect(seen.a!.data).toBe("page 1");
    expect(seen.b!.data).toBe("page 1");
    expect(calls).toHaveLength(1);
  });

  it("uses an answer younger than staleTime as is, and asks again once it is older", async () => {
    void client.prefetchQuery(query(["doctor"]));
    await act(async () => calls[0]!.resolve("profile"));
    await tick(9_000);
    await render({ a: query(["doctor"]) });
    expect(seen.a!.data).toBe("profile");
    expect(calls).toHaveLength(1);
    await render({});
    await tick(2_000);
    await render({ a: query(["doctor"]) });
    // The old answer stays on screen while the new one loads.
    expect(seen.a!.data).toBe("profile");
    expect(seen.a!.isFetching).toBe(true);
    expect(calls).toHaveLength(2);
    // Infinity: fresh until invalidated.
    await act(async () => calls[1]!.resolve("profile 2"));
    await tick(60 * 60_000);
    await expect(client.fetchQuery(query(["doctor"], { staleTime: Infinity }))).resolves.toBe("profile 2");
    expect(calls).toHaveLength(2);
  });

  it("invalidating a prefix refetches the entries on screen once and marks the others stale", async () => {
    await render({ list: query(["orders", "list", 1]), other: query(["nutrition", "list"]) });
    void client.prefetchQuery(query(["orders", "detail", 7]));
    await act(async () => calls.forEach((c) => c.resolve(`${c.key.join("/")} v1`)));
    expect(calls).toHaveLength(3);

    await act(() => void client.invalidateQueries({ queryKey: ["orders"] }));
    // The list on screen is asked again; the detail nobody shows and the key outside the prefix are not.
    expect(callsOf(["orders", "list", 1])).toHaveLength(2);
    expect(callsOf(["orders", "detail", 7])).toHaveLength(1);
    expect(callsOf(["nutrition", "list"])).toHaveLength(1);
    await act(async () => callsOf(["orders", "list", 1])[1]!.resolve("list v2"));
    expect(seen.list!.data).toBe("list v2");
    // The detail is stale though younger than staleTime: its next read asks.
    void client.fetchQuery(query(["orders", "detail", 7]));
    expect(callsOf(["orders", "detail", 7])).toHaveLength(2);
    void client.fetchQuery(query(["nutrition", "list"]));
    expect(callsOf(["nutrition", "list"])).toHaveLength(1);
  });

  it("invalidating replaces a request under way (aborting it), unless told to join it", async () => {
    await render({ list: query(["orders", 1]) });
    await act(async () => calls[0]!.resolve("v1"));
    await act(() => void client.invalidateQueries({ queryKey: ["orders"] }));
    expect(calls).toHaveLength(2);
    await act(() => void client.invalidateQueries({ queryKey: ["orders"] }));
    expect(calls).toHaveLength(3);
    expect(calls[1]!.signal.aborted).toBe(true);
    await act(() => void client.invalidateQueries({ queryKey: ["orders"] }, { cancelRefetch: false }));
    expect(calls).toHaveLength(3);
    expect(calls[2]!.signal.aborted).toBe(false);
    await act(async () => calls[2]!.resolve("v2"));
    expect(seen.list!.data).toBe("v2");
  });

  it("keeps the last page as a flagged placeholder while the next page loads (keepPreviousData)", async () => {
    const page = (n: number) => query(["orders", "list", n], { placeholderData: keepPreviousData });
    await render({ list: page(1) });
    await act(async () => calls[0]!.resolve("page 1"));
    await render({ list: page(2) });
    expect(seen.list!.data).toBe("page 1");
    expect(seen.list!.isPlaceholderData).toBe(true);
    expect(seen.list!.isPending).toBe(false);
    await act(async () => calls[1]!.resolve("page 2"));
    expect(seen.list!.data).toBe("page 2");
    expect(seen.list!.isPlaceholderData).toBe(false);
  });

  it("never shows a previous key's answer for a new key, even when it arrives late", async () => {
    await render({ record: query(["orders", "detail", 1]) });
    await render({ record: query(["orders", "detail", 2]) });
    expect(seen.record!.isPending).toBe(true);
    expect(seen.record!.data).toBeUndefined();
    // The first request was dropped with its reader (its signal aborted); an answer it still gives changes nothing.
    expect(calls[0]!.signal.aborted).toBe(true);
    await act(async () => calls[0]!.resolve("order 1"));
    expect(seen.record!.data).toBeUndefined();
    await act(async () => calls[1]!.resolve("order 2"));
    expect(seen.record!.data).toBe("order 2");
    // Back to the first key: it has no answer, so it loads (never showing the second's).
    await render({ record: query(["orders", "detail", 1]) });
    expect(seen.record!.isPending).toBe(true);
    expect(seen.record!.data).toBeUndefined();
  });

  it("aborts a cancelled request's signal and goes back to the answer it had", async () => {
    void client.prefetchQuery(query(["articles", 1]));
    await act(async () => calls[0]!.resolve("article"));
    await tick(20_000);
    const refetch = client.fetchQuery(query(["articles", 1]));
    expect(calls).toHaveLength(2);
    await client.cancelQueries({ queryKey: ["articles", 1], exact: true });
    expect(calls[1]!.signal.aborted).toBe(true);
    await expect(refetch).resolves.toBe("article");
    expect(client.getQueryData(["articles", 1])).toBe("article");
    // Nothing is under way any more (what useIsFetching counts).
    expect(client.fetchingCount()).toBe(0);
    // `exact`: a longer key is not cancelled.
    void client.fetchQuery(query(["articles", 1, "preview"]));
    await client.cancelQueries({ queryKey: ["articles", 1], exact: true });
    expect(calls[2]!.signal.aborted).toBe(false);
  });

  it("aborts a request when its last reader goes, if the query function took the signal", async () => {
    await render({ a: query(["orders", 1]), b: query(["orders", 1]) });
    await render({ a: query(["orders", 1]) });
    expect(calls[0]!.signal.aborted).toBe(false);
    await render({});
    expect(calls[0]!.signal.aborted).toBe(true);
    // A query function that ignores the signal is let finish, and its answer kept.
    let finish!: (v: string) => void;
    const unaborted: QueryOptions<string> = { queryKey: ["every-page"], queryFn: () => new Promise<string>((r) => (finish = r)) };
    await render({ c: unaborted as QueryOptions<unknown> });
    await render({});
    await act(async () => finish("all pages"));
    expect(client.getQueryData(["every-page"])).toBe("all pages");
  });

  it("drops an entry nobody reads gcTime after (5 minutes unless told), and keeps one that is read", async () => {
    void client.prefetchQuery(query(["unread"]));
    void client.prefetchQuery(query(["preview"], { gcTime: 0 }));
    await render({ a: query(["read"]) });
    await act(async () => calls.forEach((c) => c.resolve("x")));
    await tick(0);
    expect(client.getQueryData(["preview"])).toBeUndefined();
    await tick(5 * 60_000 - 10);
    expect(client.getQueryData(["unread"])).toBe("x");
    await tick(20);
    expect(client.getQueryData(["unread"])).toBeUndefined();
    expect(client.getQueryData(["read"])).toBe("x");
  });

  it("does not fetch again for a reader that has gone (invalidation refetches only mounted readers)", async () => {
    await render({ list: query(["orders", 1]) });
    await act(async () => calls[0]!.resolve("v1"));
    await render({});
    await act(() => void client.invalidateQueries({ queryKey: ["orders"] }));
    await tick(60_000);
    expect(calls).toHaveLength(1);
  });

  it("tells a failure to onError once (no retry), unless the query is silent", async () => {
    await render({ a: query(["loud"]) });
    const failure = new Error("500");
    await act(async () => calls[0]!.reject(failure));
    expect(seen.a!.isError).toBe(true);
    expect(seen.a!.error).toBe(failure);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(failure, { silent: false });
    await tick(60_000);
    expect(calls).toHaveLength(1);

    const silent = client.fetchQuery(query(["poll"], { meta: { silent: true } })).catch((error: unknown) => error);
    await act(async () => calls[1]!.reject(new Error("poll failed")));
    expect(((await silent) as Error).message).toBe("poll failed");
    expect(onError).toHaveBeenCalledTimes(2);
    expect(onError).toHaveBeenLastCalledWith(expect.any(Error), { silent: true });
  });

  it("a disabled reader fetches nothing until enabled; refetchOnMount 'always' asks though fresh, isFetchedAfterMount after", async () => {
    await render({ a: query(["doctor"], { enabled: false }) });
    expect(calls).toHaveLength(0);
    expect(seen.a!.isPending).toBe(true);
    await render({ a: query(["doctor"]) });
    expect(calls).toHaveLength(1);
    await act(async () => calls[0]!.resolve("fresh"));
    await render({});
    await render({ b: query(["doctor"], { refetchOnMount: "always" }) });
    expect(calls).toHaveLength(2);
    expect(seen.b!.data).toBe("fresh");
    expect(seen.b!.isFetchedAfterMount).toBe(false);
    await act(async () => calls[1]!.resolve("fresher"));
    expect(seen.b!.isFetchedAfterMount).toBe(true);
    expect(seen.b!.data).toBe("fresher");
  });

  it("starts an empty entry with initialData, taken as fresh", async () => {
    await render({ a: query(["doctor"], { initialData: () => "from cookies", staleTime: Infinity }) });
    expect(seen.a!.data).toBe("from cookies");
    expect(calls).toHaveLength(0);
  });

  it("loads under StrictMode too (its effects run twice: a request cancelled by the first cleanup is asked again)", async () => {
    await act(async () => root.render(createElement(StrictMode, null, createElement(QueryClientProvider, { client }, createElement(Reader, { name: "a", options: query(["doctor"]) })))));
    const live = calls.filter((c) => !c.signal.aborted);
    expect(live).toHaveLength(1);
    await act(async () => live[0]!.resolve("profile"));
    expect(seen.a!.data).toBe("profile");
    expect(seen.a!.isFetching).toBe(false);
  });

  it("useQueries reads a changing number of queries; useIsFetching counts requests under way", async () => {
    const seenAll: { results?: QueryResult<unknown>[]; fetching?: number } = {};
    function Home({ keys }: { keys: string[] }) {
      const results = useQueries({ queries: keys.map((k) => query([k])) });
      const fetching = useIsFetching();
      useEffect(() => void Object.assign(seenAll, { results, fetching }));
      return null;
    }
    const show = (keys: string[]) => act(async () => root.render(createElement(QueryClientProvider, { client }, createElement(Home, { keys }))));
    await show(["a", "b"]);
    expect(seenAll.fetching).toBe(2);
    await act(async () => calls[0]!.resolve("A"));
    expect(seenAll.fetching).toBe(1);
    await show(["a", "b", "c"]);
    expect(seenAll.results!.map((r) => r.data)).toEqual(["A", undefined, undefined]);
    await act(async () => calls.slice(1).forEach((c) => c.resolve(String(c.key[0]).toUpperCase())));
    expect(seenAll.results!.map((r) => r.data)).toEqual(["A", "B", "C"]);
    expect(seenAll.fetching).toBe(0);
  });

  it("an entry whose query function waited for a request that was cancelled goes back, and the next reader asks again", async () => {
    // The whole list reads its first page through the cache (as orderQueries.everyPage does).
    const whole = query(["orders", "every"], { queryFn: () => client.fetchQuery(query(["orders", "list", 1])) });
    await render({ page: query(["orders", "list", 1], { enabled: false }), whole });
    expect(callsOf(["orders", "list", 1])).toHaveLength(1);
    // Both readers go before the page answers: the page's request (its signal taken) is cancelled.
    await render({});
    expect(callsOf(["orders", "list", 1])[0]!.signal.aborted).toBe(true);
    expect(client.fetchingCount()).toBe(0);
    // Back on the list: asked again, and shown.
    await render({ whole });
    expect(callsOf(["orders", "list", 1])).toHaveLength(2);
    await act(async () => callsOf(["orders", "list", 1])[1]!.resolve("page 1"));
    expect(seen.whole!.data).toBe("page 1");
  });

  it("a failure is told when a reader that wants to hear of it joined a silent request", async () => {
    void client.prefetchQuery(query(["orders", "list", 1], { meta: { silent: true } }));
    await render({ list: query(["orders", "list", 1]) });
    expect(calls).toHaveLength(1);
    await act(async () => calls[0]!.reject(new Error("502")));
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(expect.any(Error), expect.objectContaining({ silent: false }));
    expect(seen.list!.isError).toBe(true);
  });

  it("useMutation stays pending while any call runs and shows the latest call's outcome", async () => {
    const probe: { current?: ReturnType<typeof useMutation<string, string>> } = {};
    const answers: Record<string, (value: string) => void> = {};
    function Writer() {
      const write = useMutation<string, string>({ mutationFn: (input) => new Promise<string>((r) => (answers[input] = r)) });
      useEffect(() => void (probe.current = write));
      return null;
    }
    await act(async () => root.render(createElement(Writer)));
    await act(async () => void probe.current!.mutateAsync("first"));
    await act(async () => void probe.current!.mutateAsync("second"));
    await act(async () => answers.first!("saved first"));
    expect(probe.current!.isPending).toBe(true);
    await act(async () => answers.second!("saved second"));
    expect(probe.current!.isPending).toBe(false);
    expect(probe.current!.data).toBe("saved second");
  });

  it("useMutation settles mutateAsync only after onSuccess's promise, and flags isPending meanwhile", async () => {
    const done: string[] = [];
    let refreshed!: () => void;
    const probe: { current?: ReturnType<typeof useMutation<string, string>> } = {};
    function Writer() {
      const write = useMutation<string, string>({
        mutationFn: async (input) => `saved ${input}`,
        onSuccess: () => new Promise<void>((r) => (refreshed = r)),
      });
      useEffect(() => void (probe.current = write));
      return null;
    }
    await act(async () => root.render(createElement(Writer)));
    let answer: Promise<string>;
    await act(async () => {
      answer = probe.current!.mutateAsync("form").then((r) => (done.push(r), r));
    });
    expect(probe.current!.isPending).toBe(true);
    expect(done).toEqual([]);
    await act(async () => refreshed());
    await expect(answer!).resolves.toBe("saved form");
    expect(probe.current!.isPending).toBe(false);
  });
});
