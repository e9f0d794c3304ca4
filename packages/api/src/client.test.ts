import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, REQUEST_TIMEOUT_MS, apiBaseURL, createClient, createCookieJar, missingBaseURLMessage } from "./client";
import { EVENTS_PATH, wire } from "./wire";

type Seen = { url: string; method: string; credentials?: string; contentType: string | null; body: string };

/** A fetch that records what the client sends and answers from `reply`. */
function fakeFetch(reply: (seen: Seen) => Response | Promise<Response>) {
  const seen: Seen[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const s: Seen = {
      url: request.url,
      method: request.method,
      credentials: init?.credentials,
      contentType: request.headers.get("content-type"),
      body: request.method === "GET" ? "" : await request.text(),
    };
    seen.push(s);
    return reply(s);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, seen };
}
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const ok = (result: unknown) => json({ errcode: 0, errmsg: "success", result });

afterEach(() => vi.useRealTimers());

describe("the /api prefix rule", () => {
  it("keeps /api on localhost and removes it elsewhere", () => {
    expect(apiBaseURL("localhost")).toBe("/api");
    expect(apiBaseURL("127.0.0.1")).toBe("/api");
    expect(apiBaseURL("doctor.example-hospital.cn")).toBe("");
  });
});

describe("encodings", () => {
  it("sends path params in the path, the rest as query, with credentials", async () => {
    const { fetch, seen } = fakeFetch(() => ok({ list: [], pageSize: 10, total: 0 }));
    const api = createClient({ baseURL: "http://h/api", fetch });
    await api.nutrition.listScreenings({ doctorId: 7, page: 2 });
    await api.articles.listArticles({ state: 5, page: 1, name: "脾胃" });
    expect(seen[0]!.url).toBe("http://h/api/docnutrition/getScreeningRecord/7/2");
    expect(new URL(seen[1]!.url).searchParams.get("name")).toBe("脾胃");
    expect(seen[1]!.credentials).toBe("include");
  });

  it("sends form calls urlencoded and JSON calls as JSON", async () => {
    const { fetch, seen } = fakeFetch(() => ok(null));
    const api = createClient({ baseURL: "http://h/api", fetch });
    await api.account.login({ usersname: "13800138000", password: "p w" });
    await api.nutrition.addProduct({ nourishmentName: "全营养素", price: 12, specification: "袋" });
    expect(seen[0]!.contentType).toContain("application/x-www-form-urlencoded");
    expect(seen[0]!.body).toBe("usersname=13800138000&password=p+w");
    expect(seen[1]!.contentType).toContain("application/json");
    expect(JSON.parse(seen[1]!.body)).toEqual({ nourishmentName: "全营养素", price: 12, specification: "袋" });
  });

  it("sends uploads as multipart with the row's field", async () => {
    const { fetch, seen } = fakeFetch(() => ok({ url: "/uploads/a.png" }));
    const api = createClient({ baseURL: "http://h/api", fetch });
    await api.account.uploadAvatar({ imagePath: new Blob([new Uint8Array([0x89, 0x50])], { type: "image/png" }) });
    expect(seen[0]!.contentType).toContain("multipart/form-data");
    expect(seen[0]!.body).toContain('name="imagePath"');
  });
});

describe("the errcode envelope and the catalogue", () => {
  it("unwraps result on errcode 0", async () => {
    const { fetch } = fakeFetch(() => ok({ isVip: true, vipEndTime: "2027-11-21 00:00:00" }));
    const api = createClient({ baseURL: "http://h/api", fetch });
    await expect(api.account.getVip({ doctorId: 1 })).resolves.toEqual({ isVip: true, vipEndTime: "2027-11-21 00:00:00" });
  });

  it("30007 makes lists empty and verification state -1", async () => {
    const { fetch } = fakeFetch(() => json({ errcode: 30007, errmsg: "暂无数据", result: null }));
    const api = createClient({ baseURL: "http://h/api", fetch });
    await expect(api.orders.listOrders({ state: 0, page: 1 })).resolves.toMatchObject({ list: [], total: 0 });
    await expect(api.account.getVerification({})).resolves.toMatchObject({ state: -1 });
  });

  it("gives catalogue messages and severities", async () => {
    const codes: Record<number, [string, string]> = {
      30005: ["该手机号尚未注册", "warning"],
      30001: ["密码错误", "error"],
      30010: ["价格超出范围", "error"],
    };
    for (const [code, [message, severity]] of Object.entries(codes)) {
      const { fetch } = fakeFetch(() => json({ errcode: Number(code), errmsg: "x", result: null }));
      const error = await createClient({ baseURL: "http://h/api", fetch })
        .account.login({ usersname: "1", password: "1" })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ kind: "platform", errcode: Number(code), message, severity });
    }
  });

  it("errcode 1 of the product library means no library; patient lists ignore other errcodes", async () => {
    const { fetch } = fakeFetch(() => json({ errcode: 1, errmsg: "无", result: null }));
    const api = createClient({ baseURL: "http://h/api", fetch });
    await expect(api.nutrition.listProducts({ page: 1, hospitalId: 2 })).rejects.toMatchObject({
      message: "您所在的医院暂无营养品库,请联系医院管理员添加",
      severity: "error",
    });
    await expect(api.orders.listOrders({ state: 0, page: 1 })).rejects.toMatchObject({ severity: "silent" });
  });

  it("shows the server's errmsg for failures the spec gives to the server", async () => {
    const { fetch } = fakeFetch(() => json({ errcode: 2, errmsg: "库存不足", result: null }));
    const api = createClient({ baseURL: "http://h/api", fetch });
    await expect(
      api.nutrition.addNutritionPrescription({ patientName: "张", sex: 1, age: 3, patientPhone: "13812345678", nourishmentList: [] }),
    ).rejects.toMatchObject({ message: "库存不足", severity: "error" });
  });

  it("401 → 登陆超时 and onUnauthorized", async () => {
    const { fetch } = fakeFetch(() => json({ errcode: 401, errmsg: "", result: null }, 401));
    const onUnauthorized = vi.fn();
    const api = createClient({ baseURL: "http://h/api", fetch, onUnauthorized });
    await expect(api.account.getProfile({})).rejects.toMatchObject({ kind: "unauthorized", message: "登陆超时" });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it("HTTP failure → 服务器开小差了，请刷新页面重新请求 and onHttpFailure", async () => {
    for (const reply of [() => new Response("boom", { status: 502 }), () => Promise.reject(new TypeError("network"))]) {
      const { fetch } = fakeFetch(reply);
      const onHttpFailure = vi.fn();
      const api = createClient({ baseURL: "http://h/api", fetch, onHttpFailure });
      await expect(api.account.getProfile({})).rejects.toMatchObject({ kind: "http", message: "服务器开小差了，请刷新页面重新请求" });
      expect(onHttpFailure).toHaveBeenCalledOnce();
    }
  });

  it("HTTP failure while the host holds unsaved input: no advice to reload, to the caller and to onHttpFailure", async () => {
    for (const reply of [() => new Response("boom", { status: 502 }), () => Promise.reject(new TypeError("network"))]) {
      const { fetch } = fakeFetch(reply);
      const onHttpFailure = vi.fn();
      let unsaved = true;
      const api = createClient({ baseURL: "http://h/api", fetch, onHttpFailure, hasUnsavedWork: () => unsaved });
      await expect(api.account.getProfile({})).rejects.toMatchObject({ kind: "http", message: "服务器开小差了，请稍后重试，已填写的内容不会丢失" });
      expect(onHttpFailure.mock.calls[0]?.[0]).toMatchObject({ message: "服务器开小差了，请稍后重试，已填写的内容不会丢失" });
      unsaved = false;
      await expect(api.account.getProfile({})).rejects.toMatchObject({ message: "服务器开小差了，请刷新页面重新请求" });
    }
  });
});

describe("HTTP 413 and 429 carry the reason", () => {
  it("shows the envelope's errmsg (too large, throttled), not the HTTP-failure text, and does not call onHttpFailure", async () => {
    for (const [status, errmsg] of [
      [429, "操作过于频繁，请稍后再试"],
      [413, "请求内容过大"],
    ] as const) {
      const { fetch } = fakeFetch(() => json({ errcode: status, errmsg, result: null }, status));
      const onHttpFailure = vi.fn();
      const api = createClient({ baseURL: "http://h/api", fetch, onHttpFailure });
      await expect(api.account.login({ usersname: "13800138000", password: "x" })).rejects.toMatchObject({ kind: "platform", message: errmsg, errcode: status });
      expect(onHttpFailure).not.toHaveBeenCalled();
    }
  });

  it("still answers 服务器开小差了 for a 429 without an envelope", async () => {
    const { fetch } = fakeFetch(() => new Response("slow down", { status: 429 }));
    const api = createClient({ baseURL: "http://h/api", fetch });
    await expect(api.account.getProfile({})).rejects.toMatchObject({ kind: "http", message: "服务器开小差了，请刷新页面重新请求" });
  });
});

describe("timeout, abort and the request counter", () => {
  it("gives up after 10 s with the HTTP-failure message", async () => {
    vi.useFakeTimers();
    const fetch = ((_: RequestInfo, init?: RequestInit) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))))) as typeof globalThis.fetch;
    const api = createClient({ baseURL: "http://h/api", fetch });
    const pending = api.account.getProfile({}).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(api.activeRequests()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ kind: "http", message: "服务器开小差了，请刷新页面重新请求" });
    expect(REQUEST_TIMEOUT_MS).toBe(10_000);
  });

  it("a caller's abort is silent, and the counter goes back to 0", async () => {
    const fetch = ((_: RequestInfo, init?: RequestInit) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))))) as typeof globalThis.fetch;
    const api = createClient({ baseURL: "http://h/api", fetch });
    const counts: number[] = [];
    api.subscribeActivity(() => counts.push(api.activeRequests()));
    const controller = new AbortController();
    const pending = api.nutrition.searchProducts({ nourishmentName: "蛋白", hospitalId: 1 }, { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    expect(await pending).toMatchObject({ kind: "aborted", severity: "silent" });
    expect(counts).toEqual([1, 0]);
  });
});

describe("the client covers the table", () => {
  it("has a method for every call, in its area", () => {
    const api = createClient({ baseURL: "http://h/api", fetch: (() => undefined) as unknown as typeof globalThis.fetch });
    for (const [name, def] of Object.entries(wire)) {
      expect(typeof (api as unknown as Record<string, Record<string, unknown>>)[def.area]![name], name).toBe("function");
    }
  });
});

describe("background calls (polling)", () => {
  it("raise no overlay count and report no HTTP failure", async () => {
    const { fetch } = fakeFetch(() => new Response("down", { status: 503 }));
    const onHttpFailure = vi.fn();
    const api = createClient({ baseURL: "http://h/api", fetch, onHttpFailure });
    const counts: number[] = [];
    api.subscribeActivity(() => counts.push(api.activeRequests()));
    await expect(api.orders.listOrders({ state: 0, page: 1 }, { background: true })).rejects.toMatchObject({ kind: "http" });
    expect(counts).toEqual([]);
    expect(onHttpFailure).not.toHaveBeenCalled();
  });
});

/** A stand-in EventSource: records how it was opened and lets the test send named events. */
class FakeEventSource extends EventTarget {
  static last: FakeEventSource | undefined;
  static opened = 0;
  closed = false;
  /** 2 (CLOSED) once the browser has given up on it. */
  readyState = 0;
  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    super();
    FakeEventSource.last = this;
    FakeEventSource.opened += 1;
  }
  send(type: string, data: unknown) {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
  close() {
    this.closed = true;
  }
}

describe("the real-time channel", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("opens EVENTS_PATH below the base with credentials and hands over kicked and orders events", () => {
    vi.stubGlobal("EventSource", FakeEventSource);
    const api = createClient({ baseURL: "http://h/api", fetch: (() => undefined) as unknown as typeof globalThis.fetch });
    const heard: unknown[] = [];
    const stop = api.listen((event) => heard.push(event));
    const source = FakeEventSource.last!;
    expect(source.url).toBe(`http://h/api${EVENTS_PATH}`);
    expect(source.init?.withCredentials).toBe(true);
    source.send("ready", {});
    source.send("orders", { type: "orders", pending: 3 });
    source.send("ping", {});
    source.send("kicked", { type: "kicked", code: "kicked" });
    expect(heard).toEqual([
      { type: "orders", pending: 3 },
      { type: "kicked", code: "kicked" },
    ]);
    stop();
    expect(source.closed).toBe(true);
  });

  it("one stream for every listener: both hear each event, and it closes when the last stops", () => {
    vi.stubGlobal("EventSource", FakeEventSource);
    const api = createClient({ baseURL: "http://h/api", fetch: (() => undefined) as unknown as typeof globalThis.fetch });
    const opened = FakeEventSource.opened;
    const session: unknown[] = [];
    const chat: unknown[] = [];
    let chatReady = 0;
    const stopSession = api.listen((event) => session.push(event));
    const source = FakeEventSource.last!;
    source.send("ready", {});
    // The chat joins the open stream: it is told it is ready, as a listener from the start was.
    const stopChat = api.listen((event) => chat.push(event), { onReady: () => (chatReady += 1) });
    expect(FakeEventSource.opened).toBe(opened + 1);
    expect(chatReady).toBe(1);
    source.send("orders", { type: "orders", pending: 2 });
    expect(session).toEqual([{ type: "orders", pending: 2 }]);
    expect(chat).toEqual([{ type: "orders", pending: 2 }]);
    // After a reconnection, ready again.
    source.dispatchEvent(new Event("error"));
    source.send("ready", {});
    expect(chatReady).toBe(2);
    stopSession();
    expect(source.closed).toBe(false);
    source.send("orders", { type: "orders", pending: 1 });
    expect(session).toHaveLength(1);
    expect(chat).toHaveLength(2);
    stopChat();
    expect(source.closed).toBe(true);
    // A later listener opens a stream of its own again.
    api.listen(() => undefined)();
    expect(FakeEventSource.opened).toBe(opened + 2);
  });

  it("a stream the browser gave up on is opened anew by the next listener, for the listeners still on it", () => {
    vi.stubGlobal("EventSource", FakeEventSource);
    const api = createClient({ baseURL: "http://h/api", fetch: (() => undefined) as unknown as typeof globalThis.fetch });
    const chat: unknown[] = [];
    api.listen((event) => chat.push(event));
    const first = FakeEventSource.last!;
    // The session ended; the server refused the reconnection: the browser closed it for good.
    first.readyState = 2;
    // Signed in again: the session's watch listens anew, and the chat hears on the new stream too.
    api.listen(() => undefined);
    const second = FakeEventSource.last!;
    expect(second).not.toBe(first);
    second.send("orders", { type: "orders", pending: 4 });
    expect(chat).toEqual([{ type: "orders", pending: 4 }]);
  });

  it("a fresh listener (a sign-in's watch) opens the stream anew, and the listeners on the old one move to it", () => {
    vi.stubGlobal("EventSource", FakeEventSource);
    const api = createClient({ baseURL: "http://h/api", fetch: (() => undefined) as unknown as typeof globalThis.fetch });
    const chat: unknown[] = [];
    const session: unknown[] = [];
    api.listen((event) => chat.push(event));
    const before = FakeEventSource.last!;
    // The previous session's stream is still open (its logout failed); the next doctor signs in.
    api.listen((event) => session.push(event), { fresh: true });
    const after = FakeEventSource.last!;
    expect(after).not.toBe(before);
    expect(before.closed).toBe(true);
    after.send("kicked", { type: "kicked", code: "kicked" });
    expect(session).toEqual([{ type: "kicked", code: "kicked" }]);
    expect(chat).toEqual([{ type: "kicked", code: "kicked" }]);
  });

  it("a listener that stops while an event is handed out is not called with it", () => {
    vi.stubGlobal("EventSource", FakeEventSource);
    const api = createClient({ baseURL: "http://h/api", fetch: (() => undefined) as unknown as typeof globalThis.fetch });
    const heard: string[] = [];
    let stopSecond = () => {};
    api.listen(() => {
      heard.push("first");
      stopSecond();
    });
    stopSecond = api.listen(() => heard.push("second"));
    FakeEventSource.last!.send("orders", { type: "orders", pending: 1 });
    expect(heard).toEqual(["first"]);
  });

  it("hears nothing, and fails nothing, where there is no EventSource", () => {
    vi.stubGlobal("EventSource", undefined);
    const api = createClient({ baseURL: "http://h/api", fetch: (() => undefined) as unknown as typeof globalThis.fetch });
    expect(() => api.listen(() => undefined)()).not.toThrow();
  });
});

/** A stand-in XMLHttpRequest that the test drives: progress events, then an answer or an abort. */
class FakeXhr {
  static last: FakeXhr | undefined;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  withCredentials = false;
  responseType = "";
  status = 0;
  response: unknown = null;
  opened: [string, string] | undefined;
  sent: FormData | undefined;
  aborted = false;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.opened = [method, url];
  }
  send(body: FormData) {
    this.sent = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(body: unknown) {
    this.status = 200;
    this.response = body;
    this.onload?.();
  }
}

describe("uploads with progress (a 500 MB video shows a progress bar and can be cancelled)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("reports progress, sends credentials and the row's field, and answers the result", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    const api = createClient({ baseURL: "http://h/api", fetch: (() => Promise.reject(new Error("not fetch"))) as unknown as typeof globalThis.fetch });
    const progress: number[] = [];
    const video = new Blob([new Uint8Array(16)], { type: "video/mp4" });
    const pending = api.articles.uploadVideo({ video }, { onUploadProgress: (f) => progress.push(f) });
    const xhr = FakeXhr.last!;
    expect(xhr.opened).toEqual(["POST", "http://h/api/management/video"]);
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.sent!.get("video")).toBeInstanceOf(Blob);
    xhr.progress(250, 1000);
    xhr.progress(1000, 1000);
    xhr.answer({ errcode: 0, errmsg: "success", result: { url: "/uploads/video/a.mp4" } });
    await expect(pending).resolves.toEqual({ url: "/uploads/video/a.mp4" });
    expect(progress).toEqual([0.25, 1, 1]);
  });

  it("is cancelled by the caller's signal, silently", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    const api = createClient({ baseURL: "http://h/api" });
    const controller = new AbortController();
    const pending = api.articles.uploadVideo({ video: new Blob(["x"]) }, { onUploadProgress: () => undefined, signal: controller.signal });
    FakeXhr.last!.progress(10, 1000);
    controller.abort();
    expect(FakeXhr.last!.aborted).toBe(true);
    await expect(pending).rejects.toMatchObject({ kind: "aborted", severity: "silent" });
  });

  it("times out 10 s after the last progress, not 10 s after the start", async () => {
    vi.useFakeTimers();
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    const api = createClient({ baseURL: "http://h/api" });
    const pending = api.articles.uploadVideo({ video: new Blob(["x"]) }, { onUploadProgress: () => undefined }).catch((e: unknown) => e);
    const xhr = FakeXhr.last!;
    for (let i = 1; i <= 5; i++) {
      await vi.advanceTimersByTimeAsync(9_000);
      xhr.progress(i * 100, 1000);
    }
    expect(xhr.aborted).toBe(false); // 45 s in, still moving
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect(xhr.aborted).toBe(true);
    expect(await pending).toMatchObject({ kind: "http", message: "服务器开小差了，请刷新页面重新请求" });
  });
});

describe("the catalogue's action travels with the error", () => {
  it("no product library → hideIssue; 401 → toLogin", async () => {
    const { fetch } = fakeFetch((seen) =>
      seen.url.includes("getnourishments") ? json({ errcode: 1, errmsg: "无", result: null }) : json({ errcode: 401, errmsg: "", result: null }, 401),
    );
    const api = createClient({ baseURL: "http://h/api", fetch });
    await expect(api.nutrition.listProducts({ page: 1, hospitalId: 2 })).rejects.toMatchObject({ action: "hideIssue" });
    await expect(api.account.getProfile({})).rejects.toMatchObject({ action: "toLogin" });
  });
});

describe("other hosts (Node, SSR)", () => {
  it("says what is missing when there is no absolute base URL outside a browser", () => {
    expect(() => createClient()).toThrow(missingBaseURLMessage);
    expect(() => createClient({ baseURL: "/api" })).toThrow(/absolute baseURL/);
  });

  it("carries the HTTP status of a failing server, never errcode 0", async () => {
    for (const status of [500, 503]) {
      const { fetch } = fakeFetch(() => new Response("busy", { status }));
      const error = await createClient({ baseURL: "http://h/api", fetch })
        .orders.listOrders({ state: 0, page: 1 })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ kind: "http", status, errcode: status, message: "服务器开小差了，请刷新页面重新请求" });
    }
  });

  it("keeps the session cookie in a jar and sends it with later calls", async () => {
    const cookies: (string | null)[] = [];
    const { fetch } = fakeFetch(() => ok(null));
    const recording = (async (input: RequestInfo | URL, init?: RequestInit) => {
      cookies.push(new Headers(init?.headers).get("cookie"));
      const response = await fetch(input, init);
      if (cookies.length === 1) response.headers.append("set-cookie", "SESSION=abc; Path=/; HttpOnly");
      if (cookies.length === 3) response.headers.append("set-cookie", "SESSION=; Max-Age=0; Path=/");
      return response;
    }) as typeof globalThis.fetch;
    const jar = createCookieJar();
    const api = createClient({ baseURL: "http://h/api", fetch: recording, cookieJar: jar });
    await api.account.login({ usersname: "13800138000", password: "doctor123" });
    await api.orders.listOrders({ state: 0, page: 1 });
    await api.orders.listOrders({ state: 0, page: 1 });
    await api.orders.listOrders({ state: 0, page: 1 });
    expect(cookies).toEqual([null, "SESSION=abc", "SESSION=abc", null]);
  });
});
