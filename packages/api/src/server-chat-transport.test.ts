import { afterEach, describe, expect, it, vi } from "vitest";
import type { ChatConversation, ChatThreadMessage } from "@doctor-console/domain";
import { createClient } from "./client";
import type { ChatEvent } from "./chat";
import { createServerChatTransport } from "./server-chat-transport";
import { EVENTS_PATH } from "./wire";

type Seen = { url: string; method: string; contentType: string | null; body: string };

function fakeFetch(reply: (seen: Seen) => unknown) {
  const seen: Seen[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const s: Seen = { url: request.url, method: request.method, contentType: request.headers.get("content-type"), body: request.method === "GET" ? "" : await request.text() };
    seen.push(s);
    const result = reply(s);
    if (result instanceof Response) return result;
    return new Response(JSON.stringify({ errcode: 0, errmsg: "success", result }), { headers: { "content-type": "application/json" } });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, seen };
}

const message = (over: Partial<ChatThreadMessage> = {}): ChatThreadMessage => ({
  id: "41",
  clientId: "c-00000001",
  conversationId: "10014",
  from: "doctor",
  kind: "text",
  text: "您好",
  sentAt: "2026-11-21T02:00:00.000Z",
  state: "sent",
  ...over,
});
const conversation: ChatConversation = { id: "10014", orderId: 10014, patientName: "吴浩然", lastMessage: null, unread: 2, waitingSince: null, readOnly: false };

class FakeEventSource extends EventTarget {
  static last: FakeEventSource | undefined;
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeEventSource.last = this;
  }
  send(type: string, data: unknown) {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
  close() {
    this.closed = true;
  }
}

class FakeXhr {
  static all: FakeXhr[] = [];
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
  constructor() {
    FakeXhr.all.push(this);
  }
  open(method: string, url: string) {
    this.opened = [method, url];
  }
  send(body: FormData) {
    this.sent = body;
    queueMicrotask(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
      this.status = 200;
      this.response = { errcode: 0, errmsg: "success", result: { url: "/uploads/chat/0123456789abcdef0123456789abcdef.png" } };
      this.onload?.();
    });
  }
  abort() {
    this.onabort?.();
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.all = [];
});

describe("createServerChatTransport: the calls", () => {
  it("lists conversations, pages history by cursor and marks read on the reference server's paths", async () => {
    const { fetch, seen } = fakeFetch((s) => (s.url.includes("/messages") ? { messages: [message()], before: "12" } : s.url.endsWith("/read") ? null : [conversation]));
    const transport = createServerChatTransport({ client: createClient({ baseURL: "http://h/api", fetch }) });
    expect(await transport.conversations()).toEqual([conversation]);
    expect(await transport.history("10014")).toEqual({ messages: [message()], before: "12" });
    await transport.history("10014", { before: "12", limit: 20 });
    await transport.markRead("10014", "41");
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      "GET http://h/api/management/chat/conversations",
      "GET http://h/api/management/chat/conversations/10014/messages",
      "GET http://h/api/management/chat/conversations/10014/messages?before=12&limit=20",
      "POST http://h/api/management/chat/conversations/10014/read",
    ]);
    expect(JSON.parse(seen[3]!.body)).toEqual({ upTo: "41" });
  });

  it("sends text with its client id (the server answers a retry with the stored message)", async () => {
    const { fetch, seen } = fakeFetch(() => message({ clientId: "c-00000007" }));
    const transport = createServerChatTransport({ client: createClient({ baseURL: "http://h/api", fetch }) });
    await transport.send("10014", { clientId: "c-00000007", kind: "text", text: "请按时服药" });
    expect(seen[0]!.url).toBe("http://h/api/management/chat/conversations/10014/messages");
    expect(JSON.parse(seen[0]!.body)).toEqual({ clientId: "c-00000007", kind: "text", text: "请按时服药" });
  });

  it("a failed send is the thread's to tell: the error reaches the caller, not the host's HTTP failure message or loading overlay", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    const { fetch } = fakeFetch(() => new Response("busy", { status: 503 }));
    const onHttpFailure = vi.fn();
    const client = createClient({ baseURL: "http://h/api", fetch, onHttpFailure });
    const busy: number[] = [];
    client.subscribeActivity(() => busy.push(client.activeRequests()));
    const transport = createServerChatTransport({ client });
    await expect(transport.send("10014", { clientId: "c-00000008", kind: "text", text: "请按时服药" })).rejects.toMatchObject({ kind: "http" });
    const image = { clientId: "c-0000000a", kind: "image" as const, file: new Blob([new Uint8Array(8)], { type: "image/png" }) };
    await expect(transport.send("10014", image)).rejects.toMatchObject({ kind: "http" });
    expect(onHttpFailure).not.toHaveBeenCalled();
    expect(busy).toEqual([]);
  });

  it("sends an image: uploaded with progress, then sent by its address; a retry after a failed send does not upload it again", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    let fail = true;
    const { fetch, seen } = fakeFetch(() => {
      if (fail) return new Response("busy", { status: 503 });
      return message({ kind: "image", text: "", imageUrl: "/uploads/chat/0123456789abcdef0123456789abcdef.png" });
    });
    const transport = createServerChatTransport({ client: createClient({ baseURL: "http://h/api", fetch }) });
    const progress: number[] = [];
    const draft = { clientId: "c-00000009", kind: "image" as const, file: new Blob([new Uint8Array(8)], { type: "image/png" }), onProgress: (f: number) => progress.push(f) };
    await expect(transport.send("10014", draft)).rejects.toMatchObject({ kind: "http" });
    expect(FakeXhr.all).toHaveLength(1);
    expect(FakeXhr.all[0]!.opened).toEqual(["POST", "http://h/api/management/chat/image"]);
    expect(FakeXhr.all[0]!.sent!.get("orderId")).toBe("10014");
    expect(FakeXhr.all[0]!.sent!.get("imagePath")).toBeInstanceOf(Blob);
    expect(progress).toEqual([0.5, 1]);
    fail = false;
    const sent = await transport.send("10014", draft);
    expect(FakeXhr.all).toHaveLength(1);
    expect(sent.imageUrl).toBe("/uploads/chat/0123456789abcdef0123456789abcdef.png");
    expect(JSON.parse(seen.at(-1)!.body)).toEqual({ clientId: "c-00000009", kind: "image", imageUrl: "/uploads/chat/0123456789abcdef0123456789abcdef.png" });
  });
});

describe("createServerChatTransport: events", () => {
  it("connects on the event stream, passes its chat events on, and after a reconnection tells the conversations again", async () => {
    vi.stubGlobal("EventSource", FakeEventSource);
    const { fetch } = fakeFetch(() => [conversation]);
    const transport = createServerChatTransport({ client: createClient({ baseURL: "http://h/api", fetch }) });
    const heard: ChatEvent[] = [];
    const stop = transport.subscribe((e) => heard.push(e));
    let connected = false;
    const connecting = transport.connect().then(() => (connected = true));
    const source = FakeEventSource.last!;
    expect(source.url).toBe(`http://h/api${EVENTS_PATH}`);
    await Promise.resolve();
    expect(connected).toBe(false);
    source.send("ready", {});
    await connecting;
    expect(transport.connect()).toBe(transport.connect());

    const event: ChatEvent = { type: "message", message: message({ from: "patient" }) };
    source.send("chat", { type: "chat", event });
    source.send("orders", { type: "orders", pending: 3 });
    expect(heard).toEqual([event]);

    source.send("ready", {});
    await vi.waitFor(() => expect(heard).toContainEqual({ type: "conversation", conversation }));

    stop();
    source.send("chat", { type: "chat", event });
    expect(heard.filter((e) => e.type === "message")).toHaveLength(1);
    transport.disconnect();
    expect(source.closed).toBe(true);
  });

  it("connects at once where there is no EventSource (nothing is heard, nothing fails)", async () => {
    vi.stubGlobal("EventSource", undefined);
    const { fetch } = fakeFetch(() => []);
    const transport = createServerChatTransport({ client: createClient({ baseURL: "http://h/api", fetch }) });
    await expect(transport.connect()).resolves.toBeUndefined();
  });
});
