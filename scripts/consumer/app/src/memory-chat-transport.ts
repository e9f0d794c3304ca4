/**
 * The host's chat provider: a `ChatTransport` (from @doctor-console/api) kept in memory, over the
 * chat records of the demo orders. It is what a hospital writes for its own instant-messaging
 * service (see docs/reusing-the-packages.md#chat-on-another-provider), with the provider's calls
 * replaced by arrays:
 *
 * - one conversation per accepted or finished order (`chatOrderStates`), read-only once finished;
 * - history newest page first, `before` the provider's cursor (here an index, as text);
 * - `send` stores a draft once per `clientId` (a retry answers the stored message);
 * - `subscribe` turns what the provider reports (here `patientSays`) into events.
 */
import type { ChatDraft, ChatEvent, ChatHistoryPage, ChatTransport } from "@doctor-console/api";
import {
  chatMessageContent,
  chatOrderStates,
  chatTexts,
  chatWritable,
  type ChatConversation,
  type ChatThreadMessage,
  type ConsultationOrder,
} from "@doctor-console/domain";

export interface MemoryChatTransport extends ChatTransport {
  /** The patient of a conversation writes (as the provider's incoming-message callback would report it). */
  patientSays(conversationId: string, text: string): ChatThreadMessage;
}

interface Conversation {
  order: ConsultationOrder;
  messages: ChatThreadMessage[];
  /** The doctor has read the patient's messages up to this index. */
  readUpTo: number;
}

const MINUTE = 60_000;

/** The patient's last word in an accepted order's conversation: it waits for the doctor's reply. */
const FOLLOW_UP = "好的，谢谢医生，我按时服药，有变化再跟您说。";

/** 女 · 46岁, as the order tells it. */
function summaryOf(order: ConsultationOrder): string {
  const p = order.patient;
  return p ? [p.sex, Number.isFinite(p.age) ? `${p.age}岁` : ""].filter(Boolean).join(" · ") : "";
}

/** The order's chat record (text and pictures) as thread messages, four minutes apart from the order's time. */
function threadOf(order: ConsultationOrder): ChatThreadMessage[] {
  const conversationId = String(order.payRecordId);
  let at = Date.parse(`${order.createDate}T${order.createTime ?? "00:00:00"}+08:00`);
  const messages: ChatThreadMessage[] = [];
  const add = (from: "doctor" | "patient", kind: "text" | "image", body: string) => {
    at += 4 * MINUTE;
    const id = `${conversationId}-${messages.length + 1}`;
    messages.push({
      id,
      clientId: `demo-${id}`,
      conversationId,
      from,
      kind,
      text: kind === "text" ? body : "",
      ...(kind === "image" ? { imageUrl: body } : {}),
      sentAt: new Date(at).toISOString(),
      state: "read",
    });
  };
  for (const record of order.communication ?? []) {
    const content = chatMessageContent(record);
    const from = record.fromNick === order.customerName ? "patient" : "doctor";
    if (content.kind === "text" && content.text.trim()) add(from, "text", content.text);
    else if (content.kind === "picture" && content.url) add(from, "image", content.url);
  }
  if (messages.length > 0 && chatWritable(order)) add("patient", "text", FOLLOW_UP);
  return messages;
}

type Store = Map<string, Conversation>;

/** The provider's store at the start: one conversation per accepted or finished order with a chat record. */
function storeOf(orders: readonly ConsultationOrder[]): Store {
  const store: Store = new Map();
  for (const order of orders) {
    if (!(chatOrderStates as readonly number[]).includes(order.state)) continue;
    const messages = threadOf(order);
    if (messages.length === 0) continue;
    // Everything but an accepted order's follow-up was read.
    store.set(String(order.payRecordId), { order, messages, readUpTo: chatWritable(order) ? messages.length - 2 : messages.length - 1 });
  }
  return store;
}

function conversationOf(id: string, c: Conversation): ChatConversation {
  // The patient waits from their first message after the doctor's last one.
  let lastDoctor = c.messages.length - 1;
  while (lastDoctor >= 0 && c.messages[lastDoctor]!.from !== "doctor") lastDoctor -= 1;
  const waiting = c.messages.slice(lastDoctor + 1).find((m) => m.from === "patient");
  const summary = summaryOf(c.order);
  return {
    id,
    orderId: c.order.payRecordId,
    patientName: c.order.patient?.patientName || c.order.customerName,
    ...(summary ? { patientSummary: summary } : {}),
    lastMessage: c.messages.at(-1) ?? null,
    unread: c.messages.filter((m, i) => i > c.readUpTo && m.from === "patient").length,
    waitingSince: waiting?.sentAt ?? null,
    readOnly: !chatWritable(c.order),
  };
}

/** Those waiting longest for a reply first, then the latest activity first. */
function conversationsOf(store: Store): ChatConversation[] {
  return [...store]
    .map(([id, c]) => conversationOf(id, c))
    .sort((a, b) => {
      if (a.waitingSince && b.waitingSince) return a.waitingSince.localeCompare(b.waitingSince);
      if (a.waitingSince || b.waitingSince) return a.waitingSince ? -1 : 1;
      return (b.lastMessage?.sentAt ?? "").localeCompare(a.lastMessage?.sentAt ?? "");
    });
}

/** The demo orders' conversations and their threads as the provider starts with them (for the parts shown without a transport). */
export function demoChat(orders: readonly ConsultationOrder[]): { conversations: ChatConversation[]; threads: Record<string, ChatThreadMessage[]> } {
  const store = storeOf(orders);
  return { conversations: conversationsOf(store), threads: Object.fromEntries([...store].map(([id, c]) => [id, c.messages])) };
}

/** An in-memory provider over the orders' chat records. */
export function createMemoryChatTransport(orders: readonly ConsultationOrder[]): MemoryChatTransport {
  const store = storeOf(orders);
  const listeners = new Set<(event: ChatEvent) => void>();
  const emit = (event: ChatEvent) => listeners.forEach((listener) => listener(event));
  let serial = 0;

  const find = (conversationId: string): Conversation => {
    const c = store.get(conversationId);
    if (!c) throw new Error("会话不存在");
    return c;
  };

  return {
    connect: async () => undefined,
    disconnect: () => listeners.clear(),

    conversations: async () => conversationsOf(store),

    history: async (conversationId, { before = null, limit = 30 } = {}): Promise<ChatHistoryPage> => {
      const { messages } = find(conversationId);
      const end = before === null ? messages.length : Number(before);
      const start = Math.max(0, end - limit);
      return { messages: messages.slice(start, end), before: start > 0 ? String(start) : null };
    },

    send: async (conversationId, draft: ChatDraft) => {
      const c = find(conversationId);
      const stored = c.messages.find((m) => m.clientId === draft.clientId);
      if (stored) return stored;
      if (!chatWritable(c.order)) throw new Error(chatTexts.readOnly);
      // A real provider uploads an image first, reporting progress; here the file is its own address.
      if (draft.kind === "image") draft.onProgress?.(1);
      serial += 1;
      const message: ChatThreadMessage = {
        id: `${conversationId}-sent-${serial}`,
        clientId: draft.clientId,
        conversationId,
        from: "doctor",
        kind: draft.kind,
        text: draft.kind === "text" ? draft.text : "",
        ...(draft.kind === "image" ? { imageUrl: URL.createObjectURL(draft.file) } : {}),
        sentAt: new Date().toISOString(),
        state: "sent",
      };
      c.messages.push(message);
      return message;
    },

    markRead: async (conversationId, upTo) => {
      const c = find(conversationId);
      const index = c.messages.findIndex((m) => m.id === upTo);
      if (index > c.readUpTo) c.readUpTo = index;
    },

    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },

    patientSays: (conversationId, text) => {
      const c = find(conversationId);
      serial += 1;
      const message: ChatThreadMessage = {
        id: `${conversationId}-patient-${serial}`,
        clientId: `patient-${conversationId}-${serial}`,
        conversationId,
        from: "patient",
        kind: "text",
        text,
        sentAt: new Date().toISOString(),
        state: "sent",
      };
      c.messages.push(message);
      emit({ type: "message", message });
      return message;
    },
  };
}
