/**
 * Notices the patients' messages while the console is open: keeps the unread total for the side
 * menu's badge, and tells the doctor of a new message — the same toast, chime (when the doctor
 * keeps it on) and desktop notification as a new order — unless the doctor is reading that very
 * conversation. See docs/behaviour/chat.md.
 */
import { newChatMessageAction, newChatMessageText, newChatMessageTitle, totalUnread, type ChatConversation, type ChatThreadMessage } from "@doctor-console/domain";
import type { ChatTransport } from "@doctor-console/api";
import { navigate } from "wouter/use-browser-location";
import { toast } from "@doctor-console/ui/primitives";
import { paths } from "../../paths";
import { notifyDesktop, orderSoundEnabled, playChime } from "../orders/use-pending-orders";
import { chatUnread } from "./chat-unread";
import { chatTransport } from "./transport";

export interface ChatWatcherDeps {
  transport: () => ChatTransport;
  /** Tell the doctor of a patient's message. */
  announce: (conversation: ChatConversation, message: ChatThreadMessage) => void;
  /** The unread total changed. */
  publish: (unread: number) => void;
  /** Whether the doctor is reading this conversation now (open on a visible page). */
  reading?: (conversationId: string) => boolean;
}

export interface ChatWatcher {
  /** Starts listening; returns the matching stop. Starts nest. */
  start(): () => void;
  /** The workbench shows this conversation (null: none): its messages count as read. */
  setViewing(conversationId: string | null): void;
  /** The workbench marked this conversation read. */
  markedRead(conversationId: string): void;
  /** A conversation as the watcher knows it (for its order). */
  conversation(conversationId: string): ChatConversation | undefined;
}

export function createChatWatcher(deps: ChatWatcherDeps): ChatWatcher {
  const conversations = new Map<string, ChatConversation>();
  let viewing: string | null = null;
  let active = 0;
  let stopListening: (() => void) | null = null;
  let controller: AbortController | null = null;
  const reading = (id: string) => (deps.reading ? deps.reading(id) : viewing === id && document.visibilityState === "visible");
  const publish = () => deps.publish(totalUnread([...conversations.values()]));

  const load = async () => {
    controller?.abort();
    const mine = (controller = new AbortController());
    try {
      const list = await deps.transport().conversations(mine.signal);
      if (mine.signal.aborted) return;
      conversations.clear();
      for (const c of list) conversations.set(c.id, reading(c.id) ? { ...c, unread: 0 } : c);
      publish();
    } catch {
      // The next event or start asks again.
    }
  };

  const onMessage = async (message: ChatThreadMessage) => {
    if (message.from !== "patient") return;
    let c = conversations.get(message.conversationId);
    if (!c) {
      // A conversation not known yet (an order accepted in another tab): ask for the list.
      await load();
      c = conversations.get(message.conversationId);
      if (!c) return;
    } else if (c.lastMessage?.id !== message.id) {
      c = { ...c, lastMessage: message, unread: reading(c.id) ? 0 : c.unread + 1 };
      conversations.set(c.id, c);
      publish();
    }
    if (!reading(c.id)) deps.announce(c, message);
  };

  const markedRead = (conversationId: string) => {
    const c = conversations.get(conversationId);
    if (!c || c.unread === 0) return;
    conversations.set(conversationId, { ...c, unread: 0 });
    publish();
  };

  return {
    start() {
      active += 1;
      if (active === 1) {
        const transport = deps.transport();
        stopListening = transport.subscribe((event) => {
          if (event.type === "message") void onMessage(event.message);
          else if (event.type === "conversation") {
            const c = event.conversation;
            conversations.set(c.id, reading(c.id) ? { ...c, unread: 0 } : c);
            publish();
          }
        });
        void transport.connect().then(load, () => undefined);
      }
      let stopped = false;
      return () => {
        if (stopped) return;
        stopped = true;
        active -= 1;
        if (active === 0) {
          stopListening?.();
          stopListening = null;
          controller?.abort();
          conversations.clear();
          deps.publish(0);
        }
      };
    },
    setViewing(conversationId) {
      viewing = conversationId;
      if (conversationId) markedRead(conversationId);
    },
    markedRead,
    conversation: (conversationId) => conversations.get(conversationId),
  };
}

export const chatWatcher = createChatWatcher({
  transport: chatTransport,
  publish: chatUnread.set,
  announce: (conversation, message) => {
    const text = newChatMessageText(conversation.patientName, message);
    const path = paths.chatWith(conversation.orderId);
    toast.info(newChatMessageTitle, {
      id: `chat-${conversation.id}`,
      description: text,
      duration: 8000,
      action: { label: newChatMessageAction, onClick: () => navigate(path) },
    });
    if (orderSoundEnabled()) playChime();
    notifyDesktop({ title: newChatMessageTitle, body: text, tag: `chat-${conversation.id}`, path });
  },
});
