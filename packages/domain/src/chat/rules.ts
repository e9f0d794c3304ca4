/**
 * Rules of the chat between a doctor and a patient, whichever provider carries it: the words a
 * screen shows for a message's state, how a thread is merged (a retry never duplicates), and the
 * chat record an order detail shows from the same thread. See docs/behaviour/chat.md.
 */
import { retryLabel } from "../errors";
import type { ChatMessage } from "../entities";
import type { ChatConversation, ChatDeliveryState, ChatSender, ChatThreadMessage } from "./entities";

/** What the doctor's side shows for the state of a message the doctor sent. */
export const chatDeliveryStateLabels: Record<ChatDeliveryState, string> = {
  sending: "发送中",
  sent: "已发送",
  delivered: "已送达",
  read: "已读",
  failed: "发送失败",
};

/** House wording of the chat screens (the specification shows no chat screen). */
export const chatScreenTexts = {
  conversations: "会话列表",
  loadFailed: "会话加载失败",
  search: "搜索患者",
  noConversations: "暂无会话",
  noMatch: "没有找到匹配的患者",
  pickConversation: "选择左侧的患者开始沟通",
  thread: "聊天消息",
  loadingOlder: "正在加载更早的消息",
  startOfConversation: "以上是全部消息",
  noMessages: "暂无消息，发一句问候吧",
  image: "[图片]",
  imageAlt: "图片消息，点击查看大图",
  composer: "输入消息",
  composerHint: "Enter 发送，Shift+Enter 换行",
  send: "发送",
  sendImage: "发送图片",
  retry: retryLabel,
  readOnly: "问诊已结束，仅可查看聊天记录",
  phrases: "常用语",
  editPhrases: "编辑常用语",
  addPhrase: "添加",
  newPhrase: "新的常用语",
  removePhrase: "删除",
  donePhrases: "完成",
  noPhrases: "还没有常用语",
  waiting: "已等待",
  unread: "条未读",
  ended: "已结束",
  sendMessage: "发消息",
  today: "今天",
  yesterday: "昨天",
  uploading: "上传中",
  tooLong: (max: number) => `消息不能超过${max}个字`,
} as const;

/** The doctor's common phrases before they edit them. */
export const defaultChatPhrases: readonly string[] = [
  "您好，我是您的接诊医生，请详细描述一下您的症状。",
  "请问这种情况持续多长时间了？",
  "请上传一张舌苔照片（自然光下，伸舌拍摄）。",
  "请按时服药，如有不适请及时告诉我。",
  "好的，我了解了，稍后为您开具处方。",
];

const stateRank: Record<ChatDeliveryState, number> = { failed: -1, sending: 0, sent: 1, delivered: 2, read: 3 };

/** Whether `next` moves a message on from `current` (states never go back; a failed one may be sent again). */
export function isLaterDeliveryState(current: ChatDeliveryState, next: ChatDeliveryState): boolean {
  return stateRank[next] > stateRank[current];
}

/**
 * A thread with `incoming` merged in: one message per client id (a retry, the provider's echo
 * of the doctor's own message and the answer to the send are one message), ordered by time.
 * A message already further on (read) is not moved back by an older answer (sent).
 */
export function mergeChatMessages(thread: readonly ChatThreadMessage[], incoming: readonly ChatThreadMessage[]): ChatThreadMessage[] {
  if (incoming.length === 0) return thread as ChatThreadMessage[];
  const byClient = new Map<string, ChatThreadMessage>();
  for (const m of thread) byClient.set(m.clientId || m.id, m);
  for (const m of incoming) {
    const key = m.clientId || m.id;
    const old = byClient.get(key);
    // The provider's states only move on: an older answer (sent) does not undo a newer event (read).
    const state = old && stateRank[old.state] >= stateRank.sent && stateRank[m.state] < stateRank[old.state] ? old.state : m.state;
    byClient.set(key, { ...m, state, ...(old?.imageUrl && !m.imageUrl ? { imageUrl: old.imageUrl } : {}) });
  }
  return [...byClient.values()].sort((a, b) => (a.sentAt < b.sentAt ? -1 : a.sentAt > b.sentAt ? 1 : 0));
}

/**
 * The thread after a status event: the sender's messages up to and including `upTo` move on to
 * `state` (never back). `from` is whose messages the event is about (the doctor's by default).
 */
export function applyChatStatus(thread: readonly ChatThreadMessage[], upTo: string, state: ChatDeliveryState, from: ChatSender = "doctor"): ChatThreadMessage[] {
  const index = thread.findIndex((m) => m.id === upTo);
  if (index < 0) return thread as ChatThreadMessage[];
  let changed = false;
  const next = thread.map((m, i) => {
    if (i > index || m.from !== from || !isLaterDeliveryState(m.state, state) || m.state === "failed" || m.state === "sending") return m;
    changed = true;
    return { ...m, state };
  });
  return changed ? next : (thread as ChatThreadMessage[]);
}

/** The patient's last message in a thread (what marking read goes up to), or null. */
export function lastPatientMessage(thread: readonly ChatThreadMessage[]): ChatThreadMessage | null {
  for (let i = thread.length - 1; i >= 0; i--) if (thread[i]!.from === "patient" && thread[i]!.state !== "failed") return thread[i]!;
  return null;
}

/** One line for a conversation's last message: its text, or [图片]. */
export function chatMessagePreview(message: ChatThreadMessage | null): string {
  if (!message) return "";
  return message.kind === "image" ? chatScreenTexts.image : message.text.replace(/\s+/g, " ").trim();
}

/**
 * The doctor's conversations in the order the workbench shows them (see docs/behaviour/chat.md):
 * those waiting for the doctor's reply first, the longest waiting first; then the latest activity
 * first; the newer order first on a tie. The reference server lists them so, and the workbench
 * orders the list so when it loads (as messages come in, rows change in place).
 */
export function orderConversations<C extends Pick<ChatConversation, "orderId" | "waitingSince" | "lastMessage">>(conversations: readonly C[]): C[] {
  const activity = (c: C) => (c.lastMessage ? Date.parse(c.lastMessage.sentAt) : 0);
  return [...conversations].sort((a, b) => {
    if (a.waitingSince && b.waitingSince) return Date.parse(a.waitingSince) - Date.parse(b.waitingSince) || b.orderId - a.orderId;
    if (a.waitingSince) return -1;
    if (b.waitingSince) return 1;
    return activity(b) - activity(a) || b.orderId - a.orderId;
  });
}

/** Conversations matching what the doctor typed in the search (name, summary or last message), in their order. */
export function searchConversations(conversations: readonly ChatConversation[], query: string): ChatConversation[] {
  const q = query.trim().toLowerCase();
  if (!q) return conversations as ChatConversation[];
  return conversations.filter((c) =>
    [c.patientName, c.patientSummary ?? "", chatMessagePreview(c.lastMessage)].some((s) => s.toLowerCase().includes(q)),
  );
}

/** Unread messages over all conversations: the menu badge. */
export function totalUnread(conversations: readonly ChatConversation[]): number {
  return conversations.reduce((sum, c) => sum + Math.max(0, c.unread), 0);
}

/**
 * The thread as the order detail's chat record shows it (the platform's message shape): text as
 * TEXT, an image as PICTURE with its address. Messages not yet acknowledged are left out.
 */
export function chatRecordOfThread(thread: readonly ChatThreadMessage[], names: { doctor: string; patient: string }): ChatMessage[] {
  return thread
    .filter((m) => m.state !== "sending" && m.state !== "failed")
    .map((m) => ({
      fromNick: m.from === "doctor" ? names.doctor : names.patient,
      msgType: m.kind === "image" ? "PICTURE" : "TEXT",
      body: m.kind === "image" ? JSON.stringify({ url: m.imageUrl ?? "" }) : m.text,
    }));
}

/** What the console tells the doctor when a patient writes (toast, desktop notification). */
export const newChatMessageTitle = "您有新的患者消息";
export const newChatMessageAction = "去回复";
/** The notification's line: who wrote and what (an image as [图片]), cut short. */
export function newChatMessageText(patientName: string, message: ChatThreadMessage): string {
  const preview = chatMessagePreview(message);
  return `${patientName}：${preview.length > 40 ? `${preview.slice(0, 40)}…` : preview}`;
}
