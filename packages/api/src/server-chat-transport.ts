/**
 * `ChatTransport` over the reference server (see docs/behaviour/chat.md): the contract's chat
 * calls through the platform client, and the chat's events from its real-time channel.
 *
 * - A conversation's id is its order's id (`payRecordId`), as text.
 * - `send` of an image uploads it first (with progress, under the product's image rule), then
 *   sends the stored address; a retry of the same draft reuses the upload it made.
 * - A send's calls are background calls: its failure is the thread's to show (发送失败 with 重试,
 *   which keeps the draft), not the host's HTTP failure message, whose advice to reload the page
 *   would lose it; and no window-wide loading overlay comes up while a message goes.
 * - After the event stream comes back (a reconnection), the conversations are fetched again and
 *   told as `conversation` events, so that nothing heard during the gap is lost on the list.
 */
import type { ChatConversation, ChatThreadMessage } from "@doctor-console/domain";
import type { ChatDraft, ChatEvent, ChatHistoryPage, ChatTransport } from "./chat";
import type { Client } from "./client";

export interface ServerChatTransportOptions {
  /** The platform client of the signed-in doctor (`createClient`). */
  client: Client;
}

const orderIdOf = (conversationId: string): number => {
  const id = Number(conversationId);
  if (!Number.isSafeInteger(id) || id <= 0) throw new TypeError(`not a conversation of the reference server: ${conversationId}`);
  return id;
};

export function createServerChatTransport({ client }: ServerChatTransportOptions): ChatTransport {
  const listeners = new Set<(event: ChatEvent) => void>();
  /** Uploads made for a draft that has not been stored yet: a retry sends the same image again, not a copy. */
  const uploaded = new Map<string, string>();
  let stop: (() => void) | null = null;
  let ready: Promise<void> | null = null;
  let readyOnce = false;

  const emit = (event: ChatEvent) => {
    for (const listener of [...listeners]) listener(event);
  };

  const refresh = () => {
    void client.chat.listChatConversations({}, { background: true }).then(
      (list) => list.forEach((conversation) => emit({ type: "conversation", conversation })),
      () => undefined,
    );
  };

  return {
    connect() {
      ready ??= new Promise<void>((resolve) => {
        if (typeof EventSource === "undefined") return resolve();
        stop = client.listen(
          (event) => {
            if (event.type === "chat") emit(event.event);
          },
          {
            onReady() {
              if (readyOnce) refresh();
              readyOnce = true;
              resolve();
            },
          },
        );
      });
      return ready;
    },

    disconnect() {
      stop?.();
      stop = null;
      ready = null;
      readyOnce = false;
      listeners.clear();
    },

    conversations(signal?: AbortSignal): Promise<ChatConversation[]> {
      return client.chat.listChatConversations({}, { signal });
    },

    history(conversationId, options = {}): Promise<ChatHistoryPage> {
      return client.chat.getChatHistory(
        { orderId: orderIdOf(conversationId), ...(options.before ? { before: options.before } : {}), ...(options.limit ? { limit: options.limit } : {}) },
        { signal: options.signal },
      );
    },

    async send(conversationId: string, draft: ChatDraft): Promise<ChatThreadMessage> {
      const orderId = orderIdOf(conversationId);
      const background = { background: true };
      if (draft.kind === "text") return client.chat.sendChatMessage({ orderId, clientId: draft.clientId, kind: "text", text: draft.text }, background);
      let imageUrl = uploaded.get(draft.clientId);
      if (!imageUrl) {
        const stored = await client.chat.uploadChatImage({ imagePath: draft.file, orderId }, { ...background, onUploadProgress: draft.onProgress });
        imageUrl = stored.url;
        uploaded.set(draft.clientId, imageUrl);
      } else draft.onProgress?.(1);
      const message = await client.chat.sendChatMessage({ orderId, clientId: draft.clientId, kind: "image", imageUrl }, background);
      uploaded.delete(draft.clientId);
      return message;
    },

    async markRead(conversationId: string, upTo: string): Promise<void> {
      await client.chat.markChatRead({ orderId: orderIdOf(conversationId), upTo });
    },

    subscribe(listener: (event: ChatEvent) => void): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
