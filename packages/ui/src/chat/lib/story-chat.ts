/**
 * Story data and an in-memory chat transport (not shipped: the package leaves out `story-*`
 * files). The transport behaves as a provider does — history by cursor, idempotent sends by
 * client id, events — and lets a play function speak for the patient, fail a send, or hold one
 * to see its progress.
 */
import type { ChatConversation, ChatDeliveryState, ChatThreadMessage } from "@doctor-console/domain";
import { fixtures, pictureImage } from "@doctor-console/domain/fixtures";
import type { ChatWorkbenchDraft, ChatWorkbenchEvent, ChatWorkbenchTransport } from "./chat-transport";

/** The "today" of the stories: 2026-11-20 09:30 China time. */
export const chatStoryNow = fixtures.today;

const minutesAgo = (minutes: number) => new Date(chatStoryNow.getTime() - minutes * 60_000).toISOString();

let serial = 0;
export function storyMessage(over: Partial<ChatThreadMessage> & Pick<ChatThreadMessage, "conversationId" | "from">): ChatThreadMessage {
  serial += 1;
  const id = over.id ?? `m${serial}`;
  return { id, clientId: `c-${id}`, kind: "text", text: "", sentAt: minutesAgo(1), state: "read", ...over };
}

/** A consultation over two days: text both ways, a tongue picture, the doctor's messages in every provider state. */
export function storyThread(conversationId = "k1"): ChatThreadMessage[] {
  const m = (minutes: number, from: "doctor" | "patient", text: string, over: Partial<ChatThreadMessage> = {}) =>
    storyMessage({ id: `${conversationId}-${minutes}`, conversationId, from, text, sentAt: minutesAgo(minutes), ...over });
  return [
    m(1500, "patient", "张医生您好，我最近一个月胃口不好，饭后胃胀。"),
    m(1490, "doctor", "您好，请问大便情况怎么样？睡眠如何？"),
    m(1480, "patient", "大便偏稀，一天两次。睡眠还可以。\n有时候半夜会醒。"),
    m(40, "patient", '<img src=x onerror="alert(1)"><b>舌苔白</b>'),
    m(38, "patient", "", { kind: "image", imageUrl: pictureImage("舌象") }),
    m(30, "doctor", "舌淡苔白，考虑脾胃虚弱。", { state: "read" }),
    m(20, "doctor", "先用香砂六君子汤加减，一周后复诊。", { state: "delivered" }),
    m(12, "patient", "好的，谢谢医生。需要忌口吗？"),
    m(5, "doctor", "忌生冷油腻。", { state: "sent" }),
  ];
}

export function storyConversations(): ChatConversation[] {
  const thread = storyThread("k1");
  return [
    {
      id: "k2",
      orderId: 102,
      patientName: "王建国",
      patientSummary: "男 58岁",
      lastMessage: storyMessage({ conversationId: "k2", from: "patient", text: "医生，血压又高了，今天早上160/100。", sentAt: minutesAgo(95) }),
      unread: 3,
      waitingSince: minutesAgo(125),
      readOnly: false,
    },
    { id: "k1", orderId: 101, patientName: "陈秀英", patientSummary: "女 46岁", lastMessage: thread.at(-1)!, unread: 0, waitingSince: null, readOnly: false },
    {
      id: "k3",
      orderId: 103,
      patientName: "李小红",
      patientSummary: "女 31岁",
      lastMessage: storyMessage({ conversationId: "k3", from: "patient", text: "", kind: "image", imageUrl: pictureImage("化验单"), sentAt: minutesAgo(60 * 26) }),
      unread: 1,
      waitingSince: minutesAgo(60 * 26),
      readOnly: false,
    },
    {
      id: "k4",
      orderId: 104,
      patientName: "赵德明",
      patientSummary: "男 67岁",
      lastMessage: storyMessage({ conversationId: "k4", from: "doctor", text: "按时服药，两周后复诊。", sentAt: minutesAgo(60 * 24 * 5) }),
      unread: 0,
      waitingSince: null,
      readOnly: true,
    },
  ];
}

/** `count` messages alternating between patient and doctor, a minute apart, some images. */
export function manyThreadMessages(count: number, conversationId = "k1"): ChatThreadMessage[] {
  const start = chatStoryNow.getTime() - count * 60_000;
  return Array.from({ length: count }, (_, i) => {
    const from = i % 3 === 1 ? "doctor" : "patient";
    const image = i % 25 === 24;
    return {
      id: `${conversationId}-${i}`,
      clientId: `c-${conversationId}-${i}`,
      conversationId,
      from,
      kind: image ? "image" : "text",
      text: image ? "" : `第${i + 1}条：${from === "patient" ? "医生您好，今天饭后还是有些胃胀，<b>不是粗体</b>。" : "注意饮食清淡，少食多餐。"}`,
      imageUrl: image ? pictureImage("舌象") : undefined,
      sentAt: new Date(start + i * 60_000).toISOString(),
      state: "read",
    } satisfies ChatThreadMessage;
  });
}

export interface MemoryChatTransport extends ChatWorkbenchTransport {
  /** The patient of a conversation writes. */
  patientSays(conversationId: string, text: string): ChatThreadMessage;
  /** The provider reports the doctor's messages up to `upTo` delivered or read. */
  report(conversationId: string, upTo: string, state: ChatDeliveryState): void;
  /** The next `n` sends fail (as a lost connection would), without storing anything. */
  failSends(n?: number): void;
  /** Sends wait until `release()`; an image reports half its upload meanwhile. */
  hold(): void;
  release(): void;
  /** Every send's client id, in order (a retry shows twice, the stored message once). */
  readonly sends: string[];
  readonly reads: { conversationId: string; upTo: string }[];
  readonly historyCalls: { conversationId: string; before: string | null }[];
  stored(conversationId: string): ChatThreadMessage[];
}

/** An in-memory provider over the given conversations and threads. */
export function createMemoryChatTransport({
  conversations = storyConversations(),
  threads = { k1: storyThread("k1") } as Record<string, ChatThreadMessage[]>,
}: { conversations?: ChatConversation[]; threads?: Record<string, ChatThreadMessage[]> } = {}): MemoryChatTransport {
  const convs = conversations.map((c) => ({ ...c }));
  const store: Record<string, ChatThreadMessage[]> = Object.fromEntries(convs.map((c) => [c.id, [...(threads[c.id] ?? (c.lastMessage ? [c.lastMessage] : []))]]));
  const listeners = new Set<(event: ChatWorkbenchEvent) => void>();
  const emit = (event: ChatWorkbenchEvent) => listeners.forEach((l) => l(event));
  let failing = 0;
  let held: (() => void)[] | null = null;
  let counter = 0;
  const sends: string[] = [];
  const reads: { conversationId: string; upTo: string }[] = [];
  const historyCalls: { conversationId: string; before: string | null }[] = [];

  const store1 = (conversationId: string, draft: ChatWorkbenchDraft): ChatThreadMessage => {
    const list = store[conversationId]!;
    const existing = list.find((m) => m.clientId === draft.clientId);
    if (existing) return existing;
    counter += 1;
    const message: ChatThreadMessage = {
      id: `s${counter}`,
      clientId: draft.clientId,
      conversationId,
      from: "doctor",
      kind: draft.kind,
      text: draft.kind === "text" ? draft.text : "",
      imageUrl: draft.kind === "image" ? pictureImage("已发送的图片") : undefined,
      sentAt: new Date(chatStoryNow.getTime() + counter * 1000).toISOString(),
      state: "sent",
    };
    list.push(message);
    return message;
  };

  return {
    connect: async () => undefined,
    conversations: async () => convs.map((c) => ({ ...c })),
    history: async (conversationId, { before = null, limit = 50 } = {}) => {
      historyCalls.push({ conversationId, before });
      const list = store[conversationId] ?? [];
      const end = before === null ? list.length : Number(before);
      const start = Math.max(0, end - limit);
      return { messages: list.slice(start, end), before: start > 0 ? String(start) : null };
    },
    send: async (conversationId, draft) => {
      sends.push(draft.clientId);
      if (held) {
        if (draft.kind === "image") draft.onProgress?.(0.5);
        await new Promise<void>((resolve) => held!.push(resolve));
      }
      if (failing > 0) {
        failing -= 1;
        throw new Error("网络连接失败");
      }
      if (draft.kind === "image") draft.onProgress?.(1);
      return store1(conversationId, draft);
    },
    markRead: async (conversationId, upTo) => {
      reads.push({ conversationId, upTo });
      const c = convs.find((x) => x.id === conversationId);
      if (c) c.unread = 0;
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    patientSays: (conversationId, text) => {
      counter += 1;
      const message: ChatThreadMessage = {
        id: `p${counter}`,
        clientId: `pc${counter}`,
        conversationId,
        from: "patient",
        kind: "text",
        text,
        sentAt: new Date(chatStoryNow.getTime() + counter * 1000).toISOString(),
        state: "sent",
      };
      store[conversationId]!.push(message);
      emit({ type: "message", message });
      return message;
    },
    report: (conversationId, upTo, state) => {
      const list = store[conversationId] ?? [];
      const index = list.findIndex((m) => m.id === upTo);
      list.forEach((m, i) => {
        if (i <= index && m.from === "doctor") m.state = state;
      });
      emit({ type: "status", conversationId, upTo, state });
    },
    failSends: (n = 1) => {
      failing = n;
    },
    hold: () => {
      held = [];
    },
    release: () => {
      const waiting = held ?? [];
      held = null;
      waiting.forEach((go) => go());
    },
    sends,
    reads,
    historyCalls,
    stored: (conversationId) => store[conversationId] ?? [],
  };
}
