/**
 * The platform client, built from the contract table. It owns the wire rules of docs/behaviour/errors.md#request-rules: the
 * `/api` prefix, the 10 s timeout, credentials, the errcode envelope, and the error catalogue of
 * docs/behaviour/errors.md#error-catalogue applied in one place (pages get a result, a `noData` fallback, or an `ApiError` whose
 * message and severity are already decided).
 */
import { createFetch } from "ofetch";
import { REQUEST_TIMEOUT_MS, errorFor, type ErrorAction, type Severity } from "@doctor-console/domain";
import { EVENTS_PATH, wire, type Area, type CallName, type CallResult, type ServerEvent, type Wire, type WireDef } from "./wire";
// Types only: the input schemas (zod) stay out of the browser bundle.
import type { CallInput } from "./contract";

/** The 10 s of docs/behaviour/README.md#constants, the domain's constant; exported here too, as the client's default. */
export { REQUEST_TIMEOUT_MS };

/** The errcode envelope every answer carries. */
export interface Envelope<R = unknown> {
  errcode: number;
  errmsg: string;
  result: R;
}

export type ApiErrorKind = "platform" | "http" | "unauthorized" | "aborted";

export class ApiError extends Error {
  override readonly name = "ApiError";
  constructor(
    readonly kind: ApiErrorKind,
    /** What to show the doctor, from the catalogue (or the server's errmsg where the spec says so). */
    message: string,
    readonly severity: Severity,
    /** The platform's errcode (platform errors), or the HTTP status (`http`, `unauthorized`). */
    readonly errcode: number,
    /** The server's own errmsg, when it sent one. */
    readonly errmsg = "",
    /** What the catalogue says to do besides showing the message (e.g. `hideIssue`: no product library). */
    readonly action: ErrorAction = "none",
    /**
     * The HTTP status of the answer (500, 503, 401, 200 for platform errors…); undefined when no
     * answer came (server unreachable, timeout, aborted).
     */
    readonly status?: number,
  ) {
    super(message);
  }
}

export interface CallOptions {
  signal?: AbortSignal;
  /** Upload progress, 0..1 (multipart calls only; uses XMLHttpRequest where it exists). */
  onUploadProgress?: (fraction: number) => void;
  /**
   * A background call: not counted for the loading overlay, and an HTTP failure is not reported
   * to `onHttpFailure` — a poll (the next one tries again), or a call whose caller shows its own
   * failure and retry (a chat message: 发送失败 and 重试 in the thread). A 401 still is.
   */
  background?: boolean;
}

export interface ClientOptions {
  /** Base URL of the API. Default: the spec's rule, see `apiBaseURL`. */
  baseURL?: string;
  timeout?: number;
  /** Called on HTTP 401 (the message is 登陆超时); the console goes to the login page. */
  onUnauthorized?: (error: ApiError) => void;
  /** Called when the server cannot be reached or fails (服务器开小差了…): the console shows it once. */
  onHttpFailure?: (error: ApiError) => void;
  /**
   * Does the host hold unsaved input (a form not yet submitted)? While it does, an HTTP failure
   * reads without the advice to reload, which would lose that input (the catalogue's
   * `httpWithUnsavedWork`).
   */
  hasUnsavedWork?: () => boolean;
  /** Replaces the global fetch (tests, SSR, a proxy agent). */
  fetch?: typeof globalThis.fetch;
  /**
   * Outside a browser there is no cookie store: pass a jar (`createCookieJar()`) and the session
   * cookie of `account.login` is kept and sent with every later call of this client.
   */
  cookieJar?: CookieJar;
}

/** A minimal cookie store for server-side use of one platform (one host). */
export interface CookieJar {
  /** The `Cookie` header to send, or "" when empty. */
  header(): string;
  /** Takes the `Set-Cookie` headers of an answer (expired or `Max-Age=0` ones delete). */
  store(setCookies: readonly string[]): void;
}

export function createCookieJar(): CookieJar {
  const cookies = new Map<string, string>();
  return {
    header: () => [...cookies].map(([k, v]) => `${k}=${v}`).join("; "),
    store(setCookies) {
      for (const line of setCookies) {
        const [pair = "", ...attributes] = line.split(";");
        const eq = pair.indexOf("=");
        if (eq <= 0) continue;
        const name = pair.slice(0, eq).trim();
        const expired = attributes.some((a) => {
          const [k = "", v = ""] = a.trim().split("=");
          return (k.toLowerCase() === "max-age" && Number(v) <= 0) || (k.toLowerCase() === "expires" && Date.parse(a.trim().slice(8)) < Date.now());
        });
        if (expired) cookies.delete(name);
        else cookies.set(name, pair.slice(eq + 1).trim());
      }
    },
  };
}

function withCookieJar(fetchImpl: typeof globalThis.fetch, jar: CookieJar): typeof globalThis.fetch {
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    const cookie = jar.header();
    if (cookie) headers.set("cookie", cookie);
    const response = await fetchImpl(input, { ...init, headers });
    jar.store(response.headers.getSetCookie?.() ?? []);
    return response;
  };
}

/** Thrown by createClient when the base URL cannot work where it runs. */
export const missingBaseURLMessage =
  "@doctor-console/api: outside a browser the client needs an absolute baseURL, e.g. createClient({ baseURL: \"http://localhost:3000/api\" })";

/** See docs/behaviour/errors.md#request-rules: on localhost the `/api` prefix is kept; anywhere else it is removed. */
export function apiBaseURL(hostname: string | undefined = globalThis.location?.hostname): string {
  return hostname === undefined || ["localhost", "127.0.0.1", "[::1]", "::1"].includes(hostname) ? "/api" : "";
}

/** Fills `:params` of a path and returns the rest of the input as fields. */
export function splitInput(path: string, input: Record<string, unknown>): { url: string; fields: Record<string, unknown> } {
  const fields = { ...input };
  const url = path.replace(/:(\w+)/g, (_, name: string) => {
    const value = fields[name];
    delete fields[name];
    return encodeURIComponent(String(value ?? ""));
  });
  return { url, fields };
}

function toForm(fields: Record<string, unknown>): URLSearchParams {
  const form = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined && v !== null) form.append(k, String(v));
  return form;
}

function toMultipart(fields: Record<string, unknown>): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    if (v === undefined || v === null) continue;
    data.append(k, v instanceof Blob ? v : String(v));
  }
  return data;
}

/** The server failed (`status`) or could not be reached (no status). */
const httpFailure = (status?: number) => {
  const e = errorFor("http");
  return new ApiError("http", e.message, e.severity, status ?? 0, "", "none", status);
};

type AreaClient<A extends Area> = {
  [N in CallName as Wire[N]["area"] extends A ? N : never]: (input: CallInput<N>, options?: CallOptions) => Promise<CallResult<N>>;
};

export type Client = { [A in Area]: AreaClient<A> } & {
  call<N extends CallName>(name: N, input: CallInput<N>, options?: CallOptions): Promise<CallResult<N>>;
  /** Requests in flight, for the loading overlay (use with useSyncExternalStore). */
  activeRequests(): number;
  subscribeActivity(listener: () => void): () => void;
  /**
   * Listens on the real-time channel (`EVENTS_PATH`, with the session's cookie): `kicked` when
   * another device signs in with this account, `orders` with the pending count, `chat`. Every
   * listener of a client shares one stream, open while one listens (one that joins it after it
   * was ready is told so before `listen` returns; `fresh` opens it anew). Returns the function that
   * stops listening. Where the runtime has no EventSource, nothing is heard.
   */
  listen(onEvent: (event: ServerEvent) => void, options?: ListenOptions): () => void;
  readonly baseURL: string;
};

export interface ListenOptions {
  /** Called each time the stream is (again) open and events flow: after a reconnection, what was missed is worth fetching. */
  onReady?: () => void;
  /**
   * Opens the stream anew (for every listener) instead of joining the one open: for the watch a
   * sign-in starts, so that the stream is that session's, not one a session before it opened
   * (whose logout failed, or which expired while its stream stayed open).
   */
  fresh?: boolean;
}

/** The real-time channel's event names (its `ready` and `ping` only keep it open). */
const serverEventTypes: readonly ServerEvent["type"][] = ["kicked", "orders", "chat"];
/** `EventSource.CLOSED`: the browser will not reconnect. */
const CLOSED = 2;

interface StreamListener extends ListenOptions {
  onEvent: (event: ServerEvent) => void;
}

export function createClient(options: ClientOptions = {}): Client {
  const baseURL = options.baseURL ?? apiBaseURL();
  if (globalThis.location === undefined && !/^https?:\/\//.test(baseURL)) throw new TypeError(missingBaseURLMessage);
  const timeout = options.timeout ?? REQUEST_TIMEOUT_MS;
  const listeners = new Set<() => void>();
  let active = 0;

  // The real-time channel: one stream for every listener of this client (the console's session
  // watch and the chat's transport hear the same events): a browser holds few connections to one
  // host over HTTP/1.1, and each open tab keeps its stream.
  const streamListeners = new Set<StreamListener>();
  let stream: EventSource | null = null;
  /** Whether the stream has been open (its `ready` came): a listener joining later is told at once. */
  let streamReady = false;

  const setActive = (delta: number) => {
    active += delta;
    listeners.forEach((l) => l());
  };
  const baseFetch: typeof globalThis.fetch = options.fetch ?? ((...args) => globalThis.fetch(...args));
  const $fetch = createFetch({ fetch: options.cookieJar ? withCookieJar(baseFetch, options.cookieJar) : baseFetch }).create({ baseURL, credentials: "include", retry: 0 });

  async function send(def: WireDef, input: Record<string, unknown>, callOptions: CallOptions): Promise<{ status: number; body: unknown }> {
    const { url, fields } = splitInput(def.path, input);
    if (def.encoding === "multipart" && callOptions.onUploadProgress && typeof XMLHttpRequest !== "undefined") {
      return xhrUpload(baseURL + url, toMultipart(fields), callOptions, timeout);
    }
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeout);
    const forward = () => controller.abort();
    callOptions.signal?.addEventListener("abort", forward, { once: true });
    try {
      const response = await $fetch.raw(url, {
        method: def.method,
        signal: controller.signal,
        ignoreResponseError: true,
        ...(def.encoding === "query"
          ? { query: fields }
          : { body: def.encoding === "json" ? fields : def.encoding === "form" ? toForm(fields) : toMultipart(fields) }),
      });
      return { status: response.status, body: response._data };
    } catch (error) {
      if (callOptions.signal?.aborted && !timedOut) throw new ApiError("aborted", "aborted", "silent", 0);
      throw httpFailure();
    } finally {
      clearTimeout(timer);
      callOptions.signal?.removeEventListener("abort", forward);
    }
  }

  async function call(name: CallName, input: Record<string, unknown> = {}, callOptions: CallOptions = {}): Promise<unknown> {
    const def = wire[name] as WireDef;
    const counted = !callOptions.background;
    if (counted) setActive(+1);
    try {
      const { status, body } = await send(def, input, callOptions);
      if (status === 401) {
        const e = errorFor(401);
        const error = new ApiError("unauthorized", e.message, e.severity, 401, "", e.action, 401);
        options.onUnauthorized?.(error);
        throw error;
      }
      const envelope = body as Partial<Envelope> | undefined;
      // Too large (413) or throttled (429): the envelope's errmsg says why, and is shown.
      if ((status === 413 || status === 429) && typeof envelope?.errmsg === "string" && envelope.errmsg) {
        const e = errorFor(status, envelope.errmsg);
        throw new ApiError("platform", e.message, e.severity, status, envelope.errmsg, e.action, status);
      }
      if (status >= 400 || typeof envelope !== "object" || envelope === null || typeof envelope.errcode !== "number") throw httpFailure(status);
      if (envelope.errcode === 0) return envelope.result ?? null;
      if (envelope.errcode === 30007 && def.noData) return def.noData();
      const situation = def.errors?.[envelope.errcode] ?? def.errors?.other;
      const entry = errorFor(situation ?? envelope.errcode, envelope.errmsg);
      throw new ApiError("platform", entry.message, entry.severity, envelope.errcode, envelope.errmsg ?? "", entry.action, status);
    } catch (caught) {
      // While the host holds unsaved input, the failure does not advise a reload (it would lose it).
      const error =
        caught instanceof ApiError && caught.kind === "http" && options.hasUnsavedWork?.()
          ? new ApiError("http", errorFor("httpWithUnsavedWork").message, caught.severity, caught.errcode, caught.errmsg, caught.action, caught.status)
          : caught;
      if (error instanceof ApiError && error.kind === "http" && !callOptions.background) options.onHttpFailure?.(error);
      throw error;
    } finally {
      if (counted) setActive(-1);
    }
  }

  const client = {
    call,
    activeRequests: () => active,
    subscribeActivity(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    listen(onEvent: (event: ServerEvent) => void, listenOptions?: ListenOptions) {
      if (typeof EventSource === "undefined") return () => {};
      const listener: StreamListener = { ...listenOptions, onEvent };
      // None yet, one the browser gave up on (its session ended and the server refused it again),
      // or a new session's watch: opened anew, for every listener.
      if (!stream || stream.readyState === CLOSED || listener.fresh) {
        stream?.close();
        stream = new EventSource(baseURL + EVENTS_PATH, { withCredentials: true });
        streamReady = false;
        // A listener that stops while an event is handed out is not called with it.
        const heard = (e: Event) => {
          const event = JSON.parse((e as MessageEvent<string>).data) as ServerEvent;
          streamListeners.forEach((l) => l.onEvent(event));
        };
        for (const type of serverEventTypes) stream.addEventListener(type, heard);
        stream.addEventListener("ready", () => {
          streamReady = true;
          streamListeners.forEach((l) => l.onReady?.());
        });
      } else if (streamReady) {
        // Told at once, as a listener from the start was (while the browser reconnects, the next `ready` comes too).
        listener.onReady?.();
      }
      streamListeners.add(listener);
      return () => {
        if (!streamListeners.delete(listener) || streamListeners.size > 0) return;
        stream?.close();
        stream = null;
      };
    },
    baseURL,
  } as Record<string, unknown>;
  for (const [name, def] of Object.entries(wire) as [CallName, WireDef][]) {
    const area = (client[def.area] ??= {}) as Record<string, unknown>;
    area[name] = (input: Record<string, unknown>, o?: CallOptions) => call(name, input, o);
  }
  return client as unknown as Client;
}

function xhrUpload(url: string, data: FormData, options: CallOptions, timeout: number): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.withCredentials = true;
    xhr.responseType = "json";
    // A 500 MB video takes longer than 10 s to send: the timeout counts from the last progress.
    let timer = setTimeout(() => xhr.abort(), timeout);
    xhr.upload.onprogress = (e) => {
      clearTimeout(timer);
      timer = setTimeout(() => xhr.abort(), timeout);
      if (e.lengthComputable) options.onUploadProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      clearTimeout(timer);
      options.onUploadProgress?.(1);
      resolve({ status: xhr.status, body: xhr.response });
    };
    xhr.onerror = () => {
      clearTimeout(timer);
      reject(httpFailure());
    };
    xhr.onabort = () => {
      clearTimeout(timer);
      reject(options.signal?.aborted ? new ApiError("aborted", "aborted", "silent", 0) : httpFailure());
    };
    options.signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(data);
  });
}
